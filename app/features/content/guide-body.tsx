import { useTranslation } from "react-i18next";
import { textAttributes } from "../../../content/content-language.ts";
import type { GuideBlock, GuideSection } from "../../../content/guides/guide-types.ts";
import type { HomeFaqItem } from "../../../content/home/home-faq.ts";
import { asLanguage, type Language } from "../../../core/languages.ts";
import { ContentSection } from "../../components/shared/content-layout.tsx";
import { Prose, ProseList } from "../../components/shared/figures.tsx";
import { HelpNumbers } from "./help-numbers.tsx";

/** What a guide's body shows, as the loader composed it: its sections and the help center's questions. */
export type GuideBodyView = {
  sections: GuideSection[];
  textLanguage: Language;
  faq: Pick<HomeFaqItem, "id" | "category" | "question" | "answer">[];
  faqLanguage: string;
};

/**
 * A guide's sections and questions: text, links, figures and native `<details>`, so the browser
 * keeps the server's HTML of them (ADR 0053) and renders them itself only after a client navigation
 * or a change of language. Their figures come from the page's FiguresProvider.
 */
export function GuideBody({ view }: { view: GuideBodyView }) {
  const { t, i18n } = useTranslation();
  const { sections, textLanguage, faq, faqLanguage } = view;
  // The page speaks the reader's language; only the text we have in another one says so (ADR 0027).
  const fallback = textAttributes(textLanguage, i18n.language);
  return (
    <>
      <div {...fallback} className="mt-10 grid gap-10">
        {sections.map((section) => (
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
    </>
  );
}

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
      return <ProseList items={block.items} />;
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
