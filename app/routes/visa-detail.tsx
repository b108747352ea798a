import { Trans, useTranslation } from "react-i18next";
import { data, href, redirect } from "react-router";
import { textAttributes, textLanguageOf, translatedText } from "../../content/content-language.ts";
import { isFactId } from "../../content/facts/fact-on.ts";
import { legalReferences } from "../../content/facts/legal-references.ts";
import { figureOfFact, resolveFigures } from "../../content/prose/resolve-figures.ts";
import { integrationConditions, showsIntegrationConditions } from "../../content/visas/integration-conditions.ts";
import { findVisa, visaSlugAliases } from "../../content/visas/visa-catalogue.ts";
import { type VisaPageText, visaSectionOrder } from "../../content/visas/visa-content-types.ts";
import { formatEuros, visaCostOf, visaCostPartLabel } from "../../content/visas/visa-costs.ts";
import { canonicalVisaSlug, findVisaPage } from "../../content/visas/visa-pages.ts";
import { hasAccess } from "../../core/plans.ts";
import { dataWithKeptParts, keptHtmlPart } from "../components/layout/kept-html-part.tsx";
import { Breadcrumbs, Disclaimer, OfficialLinks } from "../components/shared/content-layout.tsx";
import { FiguresProvider, Prose } from "../components/shared/figures.tsx";
import { KeptSourcesList } from "../components/shared/kept-sources-list.tsx";
import { UseForPlanLink } from "../components/shared/use-for-plan-link.tsx";
import { Link } from "../components/ui/link.tsx";
import { toolLinksFor } from "../features/tools/tool-links.server.ts";
import { ToolLinks } from "../features/tools/tool-links.tsx";
import type { CostBreakdownView } from "../features/visas/visa-cost-breakdown.tsx";
import type { VisaSectionsView } from "../features/visas/visa-sections.tsx";
import { WizardPrompt } from "../features/wizard/wizard-prompt.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { handToRender } from "../lib/render-only.server.ts";
import { renderOnlySlot, useRenderOnly } from "../lib/render-only.tsx";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import { viewerOf } from "../lib/viewer.server.ts";
import type { Route } from "./+types/visa-detail";

// The sections are text, links and figures: the browser keeps the server's HTML of them and loads
// their code only to render them itself (ADR 0053), and their text is sent once, in the HTML.
const loadSections = () => import("../features/visas/visa-sections.tsx").then((module) => module.VisaSections);
const Sections = keptHtmlPart(
  "visa-sections",
  import.meta.env.SSR ? { component: await loadSections() } : { load: loadSections },
);
const visaSections = renderOnlySlot<VisaSectionsView>("visa-sections");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const alias = visaSlugAliases[params.slug];
  // The query goes along: a ?lang= address stays in its language.
  if (alias) throw redirect(`${href("/visa/:slug", { slug: alias })}${new URL(request.url).search}`, 301);
  const page = findVisaPage(params.slug);
  const entry = findVisa(params.slug);
  if (!page || !entry) throw data(null, { status: 404 });

  const locale = getLocale(context);
  const language = locale;
  const textLanguage = textLanguageOf(page.text, language);
  const { t } = getI18n(context);

  // Premium sections never leave the server for viewers without access.
  const viewer = await viewerOf(request, context);
  const locked = page.premiumSections.filter(() => !hasAccess(viewer, "premium"));
  const text: Partial<VisaPageText> & Pick<VisaPageText, "title" | "summary"> = {
    ...translatedText(page.text, language),
  };
  for (const section of locked) delete text[section];

  const keyFigures = page.keyFacts.filter(isFactId).map((id) => figureOfFact(id, language));
  // The cost composition and the integration conditions are shared by many pages; their figures
  // join the page's own in the sources list.
  const cost = visaCostOf(page.slug);
  const costFigures = (cost?.parts ?? []).map((part) => figureOfFact(part.factId, language));
  const integration = showsIntegrationConditions(page.slug) ? translatedText(integrationConditions, language) : null;
  const integrationLanguage = textLanguageOf(integrationConditions, language);
  const figures = {
    ...resolveFigures({ text, integration }, language),
    ...Object.fromEntries([...keyFigures, ...costFigures].map((f) => [f.key, f])),
  };
  const costBreakdown: CostBreakdownView | null = cost
    ? {
        slug: page.slug,
        language,
        parts: cost.parts.map((part) => ({
          key: `fact:${part.factId}`,
          amount: formatEuros(part.value, language),
          label: visaCostPartLabel(part.role, language),
        })),
        total: formatEuros(cost.total, language),
        firstPermit: cost.firstPermit,
      }
    : null;

  const siteUrl = siteUrlOf(context);
  const canonicalPath = `/visa/${canonicalVisaSlug[page.slug] ?? page.slug}`;
  const trail = [
    { name: t("content.home"), path: "/" },
    { name: t("nav.visaTypes"), path: "/visa" },
    { name: text.title, path: canonicalPath },
  ];
  const law = legalReferences["law-2024-42"];

  const sections: VisaSectionsView = {
    ids: visaSectionOrder.filter((id) => locked.includes(id) || text[id] !== undefined),
    text,
    locked,
    textLanguage,
    costBreakdown,
    integration,
    integrationLanguage,
  };

  return {
    slug: page.slug,
    title: text.title,
    summary: text.summary,
    textLanguage,
    keyFigures,
    figures,
    // Only the kept sections show these: to the server's render alone for the page's HTML (ADR 0055).
    sections: handToRender(context, visaSections, sections),
    trail,
    talentRenaming: page.talentRenaming ? { title: law.title[language], url: law.url } : null,
    officialLinks: page.officialLinks.map((link) => ({
      url: link.url,
      label: translatedText(link.label, textLanguage),
    })),
    // The budget and the timeline, with this visa chosen, when the registry can price or time it.
    toolLinks: toolLinksFor({ visa: page.slug }, t, new URL(request.url)),
    assessmentHref: keepLanguage("/assessment", new URL(request.url)),
    seo: {
      title: `${text.title} · Passerelle`,
      description: text.summary,
      siteUrl,
      path: canonicalPath,
      language,
      jsonLd: [breadcrumbJsonLd(siteUrl, language, trail)],
    },
  };
}

/** The sections' code comes with the page's data on a client navigation (`dataWithKeptParts`). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return dataWithKeptParts(request, serverLoader, [Sections, KeptSourcesList]);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function VisaDetail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { title, summary, keyFigures, figures, trail, talentRenaming, textLanguage } = loaderData;
  // On the server's render of the HTML, from the loader by hand; in the browser, from the data of a
  // navigation or revalidation, and undefined while it hydrates (the kept sections need none then).
  const handed = useRenderOnly(visaSections);
  const translatedAway = i18n.language !== textLanguage;
  // The page speaks the reader's language; only the text we have in another one says so (ADR 0027).
  const fallback = textAttributes(textLanguage, i18n.language);

  return (
    <FiguresProvider figures={figures}>
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumbs trail={trail} current={fallback} />
        {translatedAway && (
          <p className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-slate-800">{t("content.notInYourLanguage")}</p>
        )}
        <h1 {...fallback} className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {title}
        </h1>
        <p {...fallback} className="mt-3 text-lg text-slate-700">
          <Prose text={summary} />
        </p>
        <WizardPrompt className="mt-6" />

        {talentRenaming && (
          <p className="mt-5 rounded-xl border-s-4 border-brand-600 bg-brand-50 p-4 text-sm text-slate-800">
            <Trans
              i18nKey="visaPage.talentRenaming"
              values={{ law: talentRenaming.title }}
              components={{
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the law's title inside this link
                law: <a href={talentRenaming.url} data-fact="ref:law-2024-42" rel="noopener" className="underline" />,
              }}
            />
          </p>
        )}

        {keyFigures.length > 0 && (
          <section
            aria-labelledby="key-figures-heading"
            className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="key-figures-heading" className="text-lg font-bold text-brand-900">
              {t("content.keyFigures")}
            </h2>
            <dl className="mt-3 grid gap-4 sm:grid-cols-2">
              {keyFigures.map((figure) => (
                <div key={figure.key}>
                  <dt className="text-sm text-slate-700" {...textAttributes(figure.labelLanguage, i18n.language)}>
                    {figure.label}
                  </dt>
                  <dd className="text-lg font-semibold text-slate-900">
                    <a href="#sources" data-fact={figure.key} className="hover:underline">
                      {figure.text}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        <Sections view={loaderData.sections ?? handed} />

        <div className="mt-12 grid gap-4">
          <UseForPlanLink visaSlug={loaderData.slug} hint />
          {/* The detailed assessment: this route and every other against the reader's figures. */}
          <p className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-700 print:hidden">
            <Link to={loaderData.assessmentHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("visaPage.checkInDetail")}
            </Link>
            <span className="mt-1 block">{t("visaPage.checkInDetailText")}</span>
          </p>
          <ToolLinks links={loaderData.toolLinks} />
          <OfficialLinks links={loaderData.officialLinks} textAttributes={fallback} />
          <Disclaimer />
        </div>
        <KeptSourcesList figures={Object.values(figures)} />
        <p className="mt-10">
          <Link to={href("/visa")} className="font-semibold text-brand-700 underline underline-offset-4">
            {t("visaPage.relatedVisas")}
          </Link>
        </p>
      </article>
    </FiguresProvider>
  );
}
