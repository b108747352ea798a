import { useTranslation } from "react-i18next";
import { textAttributes } from "../../../content/content-language.ts";
import type { IntegrationConditionsText } from "../../../content/visas/integration-conditions.ts";
import type { VisaPageText, VisaSectionId } from "../../../content/visas/visa-content-types.ts";
import type { Language } from "../../../core/languages.ts";
import { ContentSection } from "../../components/shared/content-layout.tsx";
import { Prose, ProseList } from "../../components/shared/figures.tsx";
import { IntegrationConditions } from "./integration-conditions.tsx";
import { PremiumLock } from "./premium-lock.tsx";
import { type CostBreakdownView, VisaCostBreakdown } from "./visa-cost-breakdown.tsx";

/** What a visa page's sections show, as the loader composed it (premium sections already left out). */
export type VisaSectionsView = {
  /** The sections in the page's order: those with text, and the locked ones. */
  ids: VisaSectionId[];
  text: Partial<VisaPageText>;
  locked: VisaSectionId[];
  textLanguage: Language;
  costBreakdown: CostBreakdownView | null;
  integration: IntegrationConditionsText | null;
  integrationLanguage: Language;
};

/**
 * The body of a visa page: text, links and figures only, so the browser keeps the server's HTML of
 * it (ADR 0053) and renders it itself only after a client navigation or a change of language. Its
 * figures come from the page's FiguresProvider.
 */
export function VisaSections({ view }: { view: VisaSectionsView }) {
  const { t, i18n } = useTranslation();
  const { ids, text, locked, textLanguage, costBreakdown, integration, integrationLanguage } = view;
  // The page speaks the reader's language; only the text we have in another one says so (ADR 0027).
  const fallback = textAttributes(textLanguage, i18n.language);
  return (
    <div className="mt-10 grid gap-10">
      {ids.map((id) => (
        <ContentSection key={id} id={id} heading={t(`visaPage.sections.${id}`)}>
          {id === "costs" && costBreakdown && <VisaCostBreakdown cost={costBreakdown} />}
          {locked.includes(id) ? (
            <PremiumLock />
          ) : (
            <div {...fallback}>
              <VisaSection id={id} text={text} />
            </div>
          )}
          {id === "conditions" && integration && (
            <div {...textAttributes(integrationLanguage, i18n.language)}>
              <IntegrationConditions text={integration} />
            </div>
          )}
        </ContentSection>
      ))}
    </div>
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
    return <ProseList items={value as string[]} />;
  }
  return null;
}
