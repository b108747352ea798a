import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TextAttributes } from "../../../content/content-language.ts";
import { Link } from "../ui/link.tsx";

/**
 * Breadcrumb trail shown above content pages (the same trail goes into BreadcrumbList data).
 * `current` marks the last crumb, the page's own title, when it is in another language than the
 * page (an English title on an Arabic page), so its punctuation does not jump (ADR 0027).
 */
export function Breadcrumbs({
  trail,
  current = {},
}: {
  trail: { name: string; path: string }[];
  current?: TextAttributes;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("content.breadcrumbLabel")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="text-slate-800" {...current}>
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="text-brand-700 underline underline-offset-2">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function ContentSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="below-first-screen -m-1 scroll-mt-24 p-1">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="mt-3 grid gap-3 text-slate-800">{children}</div>
    </section>
  );
}

export function Disclaimer() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="disclaimer-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="disclaimer-heading" className="font-semibold">
        {t("content.disclaimerTitle")}
      </h2>
      <p className="mt-1">{t("content.disclaimer")}</p>
    </aside>
  );
}

/** `textAttributes`: the labels' lang and dir when they are not in the page's language (ADR 0027). */
export function OfficialLinks({
  links,
  textAttributes = {},
}: {
  links: { url: string; label: string }[];
  textAttributes?: TextAttributes;
}) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="official-links-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="official-links-heading" className="font-semibold text-slate-900">
        {t("content.officialLinks")}
      </h2>
      <ul {...textAttributes} className="mt-2 grid gap-1.5">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noopener" className="text-brand-700 underline underline-offset-2">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
