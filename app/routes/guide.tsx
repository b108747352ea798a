import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { cityOfGuide } from "../../content/cities/city-guides.ts";
import { textAttributes, textLanguageOf, translatedText } from "../../content/content-language.ts";
import { formatCheckedOn } from "../../content/facts/format-fact.ts";
import { findGuide, legalGuideSlugs } from "../../content/guides/guide-pages.ts";
import { resolveFigures } from "../../content/prose/resolve-figures.ts";
import { dataWithKeptParts, keptHtmlPart } from "../components/layout/kept-html-part.tsx";
import { Breadcrumbs, Disclaimer, OfficialLinks } from "../components/shared/content-layout.tsx";
import { FiguresProvider, Prose } from "../components/shared/figures.tsx";
import { KeptSourcesList } from "../components/shared/kept-sources-list.tsx";
import { CityGuideMap } from "../features/cities/city-guide-map.tsx";
import { comparisonHref } from "../features/cities/comparison-query.ts";
import { franceMapGeometry } from "../features/cities/france-map-geometry.server.ts";
import { BreathingExercise } from "../features/content/breathing-exercise.tsx";
import type { GuideBodyView } from "../features/content/guide-body.tsx";
import { helpFaq } from "../features/content/help-faq.server.ts";
import { toolLinksFor } from "../features/tools/tool-links.server.ts";
import { ToolLinks } from "../features/tools/tool-links.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { handToRender } from "../lib/render-only.server.ts";
import { renderOnlySlot, useRenderOnly } from "../lib/render-only.tsx";
import { breadcrumbJsonLd, languageUrl, seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/guide";

// The sections and questions are text, links, figures and <details>: the browser keeps the
// server's HTML of them and loads their code only to render them itself (ADR 0053), and their text
// is sent once, in the HTML.
const loadBody = () => import("../features/content/guide-body.tsx").then((module) => module.GuideBody);
const Body = keptHtmlPart("guide-body", import.meta.env.SSR ? { component: await loadBody() } : { load: loadBody });
const guideBody = renderOnlySlot<GuideBodyView>("guide-body");

/** Guides and static pages: /paris-guide, /help, /privacy-policy… (content/guides/). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const slug = url.pathname.slice(1);
  const guide = findGuide(slug);
  if (!guide) throw data(null, { status: 404 });
  const locale = getLocale(context);
  const language = locale;
  const textLanguage = textLanguageOf(guide.text, language);
  const { t } = getI18n(context);
  const text = translatedText(guide.text, language);
  // The help center's questions, from the database (in the text's language if the page's has none).
  const { faq, faqLanguage } = await helpFaq(context, guide, language, textLanguage);
  const figures = resolveFigures({ text, faq }, language);

  const siteUrl = siteUrlOf(context);
  const path = `/${guide.slug}`;
  const trail = [
    { name: t("content.home"), path: "/" },
    { name: text.title, path },
  ];
  const jsonLd: object[] = [breadcrumbJsonLd(siteUrl, language, trail)];
  if (guide.type === "article") {
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: text.title,
      description: text.description,
      inLanguage: textLanguage,
      dateModified: guide.updatedOn,
      mainEntityOfPage: languageUrl(siteUrl, path, language),
      publisher: { "@type": "Organization", name: "Passerelle", url: siteUrl },
    });
  }
  if (faq.length > 0) {
    // FAQ answers may hold figure tokens: structured data gets the same rendered values.
    const plain = (answer: string) =>
      answer.replace(/\{(?:fact|city):[a-zA-Z.-]+\}/g, (token) => figures[token.slice(1, -1)]?.text ?? "");
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faq.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: plain(item.answer) },
      })),
    });
  }

  // A city's guide shows where the city is and leads to the comparison.
  const city = cityOfGuide(guide.slug);
  return {
    cityMap: city
      ? { city, map: franceMapGeometry, compareHref: keepLanguage(comparisonHref({ cities: [city] }), url) }
      : null,
    // The calculators where they help: a city's cost of living on its guide, every tool from the
    // stress-relief guide (a plan with dates and a budget takes some of the worry away).
    toolLinks: city || guide.slug === "stress-relief" ? toolLinksFor({ city }, t, url) : [],
    slug: guide.slug,
    type: guide.type,
    // Formatted here: the browser would load ICU's locale data for it while hydrating (Figure.checkedOnText).
    updatedOnText: formatCheckedOn(guide.updatedOn, language),
    title: text.title,
    description: text.description,
    toc: text.sections.map((section) => ({ id: section.id, heading: section.heading })),
    textLanguage,
    // Only the kept body shows these: to the server's render alone for the page's HTML (ADR 0055).
    body: handToRender(context, guideBody, { sections: text.sections, textLanguage, faq, faqLanguage }),
    // A legal text read in a translation says the French prevails.
    translatedLegalText: legalGuideSlugs.has(guide.slug) && textLanguage !== "fr",
    figures,
    trail,
    officialLinks: guide.officialLinks.map((link) => ({
      url: link.url,
      label: translatedText(link.label, textLanguage),
    })),
    seo: { title: `${text.title} · Passerelle`, description: text.description, siteUrl, path, language, jsonLd },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** The body's code comes with the page's data on a client navigation (`dataWithKeptParts`). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return dataWithKeptParts(request, serverLoader, [Body, KeptSourcesList]);
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { title, description, toc, figures, trail, textLanguage, slug } = loaderData;
  // On the server's render of the HTML, from the loader by hand; in the browser, from the data of a
  // navigation or revalidation, and undefined while it hydrates (the kept body needs none then).
  const handed = useRenderOnly(guideBody);
  // The page speaks the reader's language; only the text we have in another one says so (ADR 0027).
  const fallback = textAttributes(textLanguage, i18n.language);

  return (
    <FiguresProvider figures={figures}>
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumbs trail={trail} current={fallback} />
        {i18n.language !== textLanguage && (
          <p className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-slate-800">{t("content.notInYourLanguage")}</p>
        )}
        {loaderData.translatedLegalText && (
          <p className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-slate-800">{t("content.legalTranslation")}</p>
        )}
        <h1 {...fallback} className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {title}
        </h1>
        <p {...fallback} className="mt-3 text-lg text-slate-700">
          <Prose text={description} />
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {t("content.updatedOn")} <span data-fact="updated-on">{loaderData.updatedOnText}</span>
        </p>

        {loaderData.cityMap && <CityGuideMap {...loaderData.cityMap} />}

        {toc.length > 2 && (
          <nav aria-labelledby="toc-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="toc-heading" className="font-semibold text-slate-900">
              {t("content.onThisPage")}
            </h2>
            <ul {...fallback} className="mt-2 grid gap-1.5 sm:grid-cols-2">
              {toc.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {slug === "stress-relief" && (
          <div className="mt-8">
            <BreathingExercise />
          </div>
        )}

        <Body view={loaderData.body ?? handed} />

        <div className="mt-12 grid gap-4">
          <ToolLinks links={loaderData.toolLinks} />
          <OfficialLinks links={loaderData.officialLinks} textAttributes={fallback} />
          {loaderData.type === "article" && <Disclaimer />}
        </div>
        <KeptSourcesList figures={Object.values(figures)} />
      </article>
    </FiguresProvider>
  );
}
