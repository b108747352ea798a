import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { href, useLocation } from "react-router";
import { keepLanguage } from "../../lib/keep-language.ts";
import { buttonClasses } from "../ui/button.tsx";
import { LanguageField, Link } from "../ui/link.tsx";

/**
 * Where a lost visitor most often wants to go. The visa finder is the detailed assessment: a page
 * of its own, so the link works without JavaScript (the quick wizard is a dialog of the home page).
 */
const popularPages: [string, ParseKeys][] = [
  [href("/assessment"), "notFound.popular.visaFinder"],
  [href("/visa"), "notFound.popular.visas"],
  [href("/city-comparison"), "notFound.popular.cityComparison"],
  [href("/tools"), "notFound.popular.tools"],
  [href("/free-pdf"), "notFound.popular.guide"],
  [href("/pricing"), "notFound.popular.pricing"],
];

/**
 * The page for an address we do not have: the site's search (the visa types' own, /visa?q=, the
 * only search there is), popular pages and the way home. A plain GET form and links, so it works
 * the same before hydration and without JavaScript.
 */
export function NotFoundContent() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="text-center">
        <p className="text-sm font-semibold tracking-widest text-accent-700">404</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{t("notFound.title")}</h1>
        <p className="mt-3 text-slate-700">{t("notFound.description")}</p>
      </div>

      <search
        aria-labelledby="not-found-search-title"
        className="mt-10 block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="not-found-search-title" className="font-semibold text-brand-900">
          {t("notFound.searchTitle")}
        </h2>
        <form method="get" action={href("/visa")} className="mt-3 grid gap-1.5">
          <label htmlFor="not-found-search" className="text-sm font-medium text-slate-800">
            {t("notFound.searchLabel")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="not-found-search"
              type="search"
              name="q"
              maxLength={80}
              placeholder={t("notFound.searchPlaceholder")}
              className="min-h-11 min-w-0 flex-1 basis-56 rounded-lg border border-slate-400 px-3"
            />
            <LanguageField />
            <button type="submit" className={buttonClasses("primary")}>
              {t("notFound.searchSubmit")}
            </button>
          </div>
        </form>
      </search>

      <nav aria-labelledby="not-found-popular-title" className="mt-10">
        <h2 id="not-found-popular-title" className="font-semibold text-brand-900">
          {t("notFound.popularTitle")}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {popularPages.map(([href, key]) => (
            <li key={href}>
              <Link
                to={keepLanguage(href, location)}
                className="flex min-h-11 items-center rounded-lg border border-slate-200 bg-white px-4 py-2 font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p className="mt-10 text-center">
        <Link to={keepLanguage("/", location)} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("notFound.backHome")}
        </Link>
      </p>
    </div>
  );
}

/** The 404 page a section's error boundary shows in place of its own: title and no indexing too. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t("notFound.title")} · Passerelle`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundContent />
    </>
  );
}
