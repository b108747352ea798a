import { Trans, useTranslation } from "react-i18next";
import { data, href, redirect } from "react-router";
import { textAttributes, textLanguageOf, translatedText } from "../../content/content-language.ts";
import { isFactId } from "../../content/facts/fact-on.ts";
import { legalReferences } from "../../content/facts/legal-references.ts";
import { figureOfFact, resolveFigures } from "../../content/prose/resolve-figures.ts";
import { integrationConditions, showsIntegrationConditions } from "../../content/visas/integration-conditions.ts";
import { findVisa, visaSlugAliases } from "../../content/visas/visa-catalogue.ts";
import { type VisaPageText, type VisaSectionId, visaSectionOrder } from "../../content/visas/visa-content-types.ts";
import { formatEuros, visaCostOf, visaCostPartLabel } from "../../content/visas/visa-costs.ts";
import { canonicalVisaSlug, findVisaPage } from "../../content/visas/visa-pages.ts";
import { hasAccess } from "../../core/plans.ts";
import { Breadcrumbs, ContentSection, Disclaimer, OfficialLinks } from "../components/shared/content-layout.tsx";
import { FiguresProvider, Prose, SourcesList } from "../components/shared/figures.tsx";
import { UseForPlanLink } from "../components/shared/use-for-plan-link.tsx";
import { Link } from "../components/ui/link.tsx";
import { IntegrationConditions } from "../features/content/integration-conditions.tsx";
import { type CostBreakdownView, VisaCostBreakdown } from "../features/content/visa-cost-breakdown.tsx";
import { toolLinksFor } from "../features/tools/tool-links.server.ts";
import { ToolLinks } from "../features/tools/tool-links.tsx";
import { PremiumLock } from "../features/visas/premium-lock.tsx";
import { WizardPrompt } from "../features/wizard/wizard-prompt.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import { viewerOf } from "../lib/viewer.server.ts";
import type { Route } from "./+types/visa-detail";

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

  return {
    slug: page.slug,
    text,
    textLanguage,
    locked,
    keyFigures,
    figures,
    costBreakdown,
    integration,
    integrationLanguage,
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

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function VisaDetail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { text, locked, keyFigures, figures, trail, talentRenaming, textLanguage } = loaderData;
  const translatedAway = i18n.language !== textLanguage;
  // The page speaks the reader's language; only the text we have in another one says so (ADR 0027).
  const fallback = textAttributes(textLanguage, i18n.language);
  const sections = visaSectionOrder.filter((id) => locked.includes(id) || text[id] !== undefined);

  return (
    <FiguresProvider figures={figures}>
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumbs trail={trail} current={fallback} />
        {translatedAway && (
          <p className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-slate-800">{t("content.notInYourLanguage")}</p>
        )}
        <h1 {...fallback} className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {text.title}
        </h1>
        <p {...fallback} className="mt-3 text-lg text-slate-700">
          <Prose text={text.summary} />
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

        <div className="mt-10 grid gap-10">
          {sections.map((id) => (
            <ContentSection key={id} id={id} heading={t(`visaPage.sections.${id}`)}>
              {id === "costs" && loaderData.costBreakdown && <VisaCostBreakdown cost={loaderData.costBreakdown} />}
              {locked.includes(id) ? (
                <PremiumLock />
              ) : (
                <div {...fallback}>
                  <VisaSection id={id} text={text} />
                </div>
              )}
              {id === "conditions" && loaderData.integration && (
                <div {...textAttributes(loaderData.integrationLanguage, i18n.language)}>
                  <IntegrationConditions text={loaderData.integration} />
                </div>
              )}
            </ContentSection>
          ))}
        </div>

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
        <SourcesList figures={Object.values(figures)} />
        <p className="mt-10">
          <Link to={href("/visa")} className="font-semibold text-brand-700 underline underline-offset-4">
            {t("visaPage.relatedVisas")}
          </Link>
        </p>
      </article>
    </FiguresProvider>
  );
}

function VisaSection({ id, text }: { id: VisaSectionId; text: Partial<VisaPageText> }) {
  const value = text[id];
  if (typeof value === "string") {
    return (
      <p>
        <Prose text={value} />
      </p>
    );
  }
  if (id === "steps" && text.steps) {
    return (
      <ol className="grid gap-4">
        {text.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {/* Step numbers are ordinal positions, not figures. */}
              <span data-ordinal="">{index + 1}</span>
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1">
                <Prose text={step.body} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  if (Array.isArray(value)) {
    return (
      <ul className="grid list-disc gap-2 ps-5 marker:text-brand-600">
        {(value as string[]).map((item) => (
          <li key={item}>
            <Prose text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return null;
}
