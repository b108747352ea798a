import type { ReactNode, Ref } from "react";

type DonePanelProps = {
  title: ReactNode;
  text: ReactNode;
  /** The form is gone once sent: the caller puts focus on this heading so it is read out. */
  headingRef: Ref<HTMLHeadingElement>;
  heading?: "h2" | "h3";
  role?: "status";
  children?: ReactNode;
};

/** What replaces a form once it was sent: a thank-you heading and what happens next. */
export function DonePanel({ title, text, headingRef, heading: Heading = "h2", role, children }: DonePanelProps) {
  return (
    <div role={role} className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
      <Heading ref={headingRef} tabIndex={-1} className="text-xl font-bold text-emerald-900 outline-none">
        {title}
      </Heading>
      <p className="mt-2 text-slate-800">{text}</p>
      {children}
    </div>
  );
}
