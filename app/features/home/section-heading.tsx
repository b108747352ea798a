/** The heading and lead paragraph every home-page section starts with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-1 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-slate-700">{lead}</p>}
    </div>
  );
}
