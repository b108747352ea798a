/** The frame of the sign-in, registration and password pages: a centred card with a heading. */
export function AccountPage({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 py-10 sm:px-6 sm:py-14 ${wide ? "max-w-2xl" : "max-w-md"}`}>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">{children}</div>
    </div>
  );
}
