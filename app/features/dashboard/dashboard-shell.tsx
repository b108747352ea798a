import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../components/ui/link.tsx";
import type { DashboardNav, DashboardSection } from "./dashboard-types.ts";

const sections: DashboardSection[] = ["overview", "tasks", "documents", "messages"];

/**
 * The frame of every /dashboard page: its heading, and the client area's sections as links (a
 * server-rendered page each, so they work without JavaScript and from a bookmark), the current
 * one marked with aria-current and an underline, the unread messages counted beside Messages.
 */
export function DashboardShell({
  nav,
  title,
  eyebrow,
  aside,
  children,
}: {
  nav: DashboardNav;
  title: string;
  eyebrow?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
        </div>
        {aside}
      </div>
      <nav aria-label={t("dashboard.nav.label")} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-x-1 overflow-x-auto">
          {sections.map((section) => {
            const current = nav.current === section;
            return (
              <li key={section} className="shrink-0">
                <Link
                  to={nav.hrefs[section]}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 border-b-4 px-3 py-2 font-semibold transition-colors ${
                    current
                      ? "border-brand-700 text-brand-900"
                      : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-800"
                  }`}
                >
                  {t(`dashboard.nav.${section}`)}
                  {section === "messages" && nav.unread > 0 && (
                    <>
                      <span
                        aria-hidden="true"
                        className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent-700 px-1.5 text-xs font-bold text-white"
                      >
                        {nav.unread}
                      </span>
                      <span className="sr-only">({t("dashboard.nav.unread", { count: nav.unread })})</span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A white card with a heading, the building block of the overview. */
export function Card({
  title,
  headingId,
  action,
  className = "",
  children,
}: {
  title: string;
  headingId: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
