import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, useSubmit } from "react-router";
import { textAttributes, textLanguageOf, translatedText } from "../../content/content-language.ts";
import type { VisaCategory } from "../../content/visas/visa-catalogue.ts";
import { findVisa } from "../../content/visas/visa-catalogue.ts";
import type { VisaPurpose } from "../../content/visas/visa-content-types.ts";
import { canonicalVisaSlug, visaPages } from "../../content/visas/visa-pages.ts";
import { Breadcrumbs } from "../components/shared/content-layout.tsx";
import { LanguageField, Link } from "../components/ui/link.tsx";
import { WizardPrompt } from "../features/wizard/wizard-prompt.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/visa-overview";

const purposes: VisaPurpose[] = ["work", "study", "family", "business", "retire", "eu-eea"];
const categoryOrder: VisaCategory[] = ["work", "talent", "study", "family", "business-investment", "visitor", "other"];

function isPurpose(value: string | null): value is VisaPurpose {
  return value !== null && (purposes as string[]).includes(value);
}

/** Lower-case, accent-free text for matching "etudiant" with "Étudiant". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Filtering happens here, on the server, so the page works the same with or without JavaScript. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  const purposeParam = url.searchParams.get("purpose");
  const purpose = isPurpose(purposeParam) ? purposeParam : null;
  const locale = getLocale(context);
  const language = locale;
  const { t } = getI18n(context);

  const cards = visaPages
    // The English twin of the Blue Card page would only repeat its card.
    .filter((page) => !canonicalVisaSlug[page.slug])
    .map((page) => ({
      slug: page.slug,
      category: page.category,
      purposes: page.purposes,
      name: findVisa(page.slug)?.name[language] ?? translatedText(page.text, language).title,
      summary: translatedText(page.text, language).summary,
      // Per card: pages are translated into Arabic one by one.
      summaryLanguage: textLanguageOf(page.text, language),
    }))
    .filter((card) => !purpose || card.purposes.includes(purpose))
    .filter((card) => !query || fold(`${card.name} ${card.summary} ${card.slug}`).includes(fold(query)));

  const groups = categoryOrder
    .map((category) => ({ category, cards: cards.filter((card) => card.category === category) }))
    .filter((group) => group.cards.length > 0);

  const siteUrl = siteUrlOf(context);
  const trail = [
    { name: t("content.home"), path: "/" },
    { name: t("visaOverview.title"), path: "/visa" },
  ];
  return {
    query,
    purpose,
    groups,
    count: cards.length,
    trail,
    seo: {
      title: `${t("visaOverview.title")} · Passerelle`,
      description: t("visaOverview.description"),
      siteUrl,
      path: "/visa",
      language,
      // Filtered views are the same page for search engines.
      noindex: Boolean(query || purpose),
      jsonLd: [breadcrumbJsonLd(siteUrl, language, trail)],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function VisaOverview({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  const { query, purpose, groups, count, trail } = loaderData;
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searchRef.current && searchRef.current.value !== query) searchRef.current.value = query;
  }, [query]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumbs trail={trail} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("visaOverview.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("visaOverview.description")}</p>
      <WizardPrompt className="mt-6" />

      <Form
        method="get"
        role="search"
        className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
      >
        <LanguageField />
        <div className="grid gap-1.5">
          <label htmlFor="visa-search" className="text-sm font-medium text-slate-800">
            {t("visaOverview.searchLabel")}
          </label>
          <input
            ref={searchRef}
            id="visa-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={80}
            placeholder={t("visaOverview.searchPlaceholder")}
            className="min-h-11 rounded-lg border border-slate-400 px-3"
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("visaOverview.purposeLabel")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[null, ...purposes].map((value) => (
              <label
                key={value ?? "all"}
                className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="purpose"
                  value={value ?? ""}
                  defaultChecked={purpose === value}
                  className="sr-only"
                />
                {value ? t(`purpose.${value}`) : t("visaOverview.all")}
              </label>
            ))}
          </div>
        </fieldset>
        <noscript>
          <button
            type="submit"
            className="justify-self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
          >
            {t("visaOverview.apply")}
          </button>
        </noscript>
      </Form>

      <p role="status" className="mt-6 text-sm text-slate-700">
        {t("visaOverview.shown", { count })}
      </p>

      {(purpose === null || purpose === "eu-eea") && (
        <Link
          to={href("/eu-eea-nationals")}
          className="mt-4 block rounded-2xl border border-brand-200 bg-brand-50 p-5 hover:border-brand-600"
        >
          <span className="block font-semibold text-brand-900">{t("visaOverview.euEeaTitle")}</span>
          <span className="mt-1 block text-slate-700">{t("visaOverview.euEeaText")}</span>
        </Link>
      )}

      {count === 0 && purpose !== "eu-eea" && (
        <div className="mt-6 rounded-xl bg-sand-100 p-5">
          <p>{t("visaOverview.noResults")}</p>
          <Link to={href("/visa")} className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t("visaOverview.clear")}
          </Link>
        </div>
      )}

      <div className="mt-8 grid gap-10">
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`category-${group.category}`}>
            <h2 id={`category-${group.category}`} className="text-xl font-bold text-brand-900">
              {t(`visaCategory.${group.category}`)}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.cards.map((card) => (
                <li key={card.slug}>
                  <Link
                    to={href("/visa/:slug", { slug: card.slug })}
                    className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600"
                  >
                    <span className="font-semibold text-slate-900">{card.name}</span>
                    <span
                      {...textAttributes(card.summaryLanguage, i18n.language)}
                      className="mt-2 flex-1 text-sm text-slate-700"
                    >
                      {card.summary}
                    </span>
                    <span className="mt-3 text-sm font-semibold text-brand-700">{t("visaOverview.readMore")}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
