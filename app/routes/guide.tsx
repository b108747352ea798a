import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { cityOfGuide } from "../../content/cities/city-guides.ts";
import { textAttributes, textLanguageOf, translatedText } from "../../content/content-language.ts";
import { formatCheckedOn } from "../../content/facts/format-fact.ts";
import { findGuide, legalGuideSlugs } from "../../content/guides/guide-pages.ts";
import type { GuideBlock } from "../../content/guides/guide-types.ts";
import { resolveFigures } from "../../content/prose/resolve-figures.ts";
import { asLanguage, type Language } from "../../core/languages.ts";
import { Breadcrumbs, ContentSection, Disclaimer, OfficialLinks } from "../components/shared/content-layout.tsx";
import { FiguresProvider, Prose, SourcesList } from "../components/shared/figures.tsx";
import { CityGuideMap } from "../features/cities/city-guide-map.tsx";
import { comparisonHref } from "../features/cities/comparison-query.ts";
import { franceMapGeometry } from "../features/cities/france-map-geometry.server.ts";
import { BreathingExercise } from "../features/content/breathing-exercise.tsx";
import { helpFaq } from "../features/content/help-faq.server.ts";
import { HelpNumbers } from "../features/content/help-numbers.tsx";
import { toolLinksFor } from "../features/tools/tool-links.server.ts";
import { ToolLinks } from "../features/tools/tool-links.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { breadcrumbJsonLd, languageUrl, seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/guide";

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
    updatedOn: guide.updatedOn,
    text,
    faq,
    faqLanguage,
    textLanguage,
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

function Block({ block, textLanguage }: { block: GuideBlock; textLanguage: Language }) {
  switch (block.kind) {
    case "help-numbers":
      return <HelpNumbers textLanguage={textLanguage} />;
    case "paragraph":
      return (
        <p>
          <Prose text={block.text} />
        </p>
      );
    case "note":
      return (
        <p className="rounded-xl border-s-4 border-brand-600 bg-brand-50 p-4">
          <Prose text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="grid list-disc gap-2 ps-5 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>
              <Prose text={item} />
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="grid list-decimal gap-3 ps-5 marker:font-bold marker:text-brand-700">
          {block.items.map((step) => (
            <li key={step.title}>
              <span className="font-semibold text-slate-900">{step.title}</span>
              <span className="block">
                <Prose text={step.body} />
              </span>
            </li>
          ))}
        </ol>
      );
  }
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { text, faq, faqLanguage, figures, trail, textLanguage, slug } = loaderData;
  const language = asLanguage(i18n.language);
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
          {text.title}
        </h1>
        <p {...fallback} className="mt-3 text-lg text-slate-700">
          <Prose text={text.description} />
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {t("content.updatedOn")} <span data-fact="updated-on">{formatCheckedOn(loaderData.updatedOn, language)}</span>
        </p>

        {loaderData.cityMap && <CityGuideMap {...loaderData.cityMap} />}

        {text.sections.length > 2 && (
          <nav aria-labelledby="toc-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="toc-heading" className="font-semibold text-slate-900">
              {t("content.onThisPage")}
            </h2>
            <ul {...fallback} className="mt-2 grid gap-1.5 sm:grid-cols-2">
              {text.sections.map((section) => (
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

        <div {...fallback} className="mt-10 grid gap-10">
          {text.sections.map((section) => (
            <ContentSection key={section.id} id={section.id} heading={section.heading}>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of static content never reorder
                <Block key={index} block={block} textLanguage={textLanguage} />
              ))}
            </ContentSection>
          ))}
        </div>

        {faq.length > 0 && (
          <div {...textAttributes(asLanguage(faqLanguage), i18n.language)} className="mt-10 grid gap-3">
            {faq.map((item) => (
              <details key={item.id} id={item.id} className="group faq-item p-4">
                <summary className="cursor-pointer font-semibold text-slate-900">
                  <span className="me-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                    {t(`faq.categories.${item.category}`)}
                  </span>
                  {item.question}
                </summary>
                <p className="mt-3 text-slate-800">
                  <Prose text={item.answer} />
                </p>
              </details>
            ))}
          </div>
        )}

        <div className="mt-12 grid gap-4">
          <ToolLinks links={loaderData.toolLinks} />
          <OfficialLinks links={loaderData.officialLinks} textAttributes={fallback} />
          {loaderData.type === "article" && <Disclaimer />}
        </div>
        <SourcesList figures={Object.values(figures)} />
      </article>
    </FiguresProvider>
  );
}
