import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import type { Citation } from "../../../core/assistant/assistant-contract.ts";
import { asLanguage } from "../../../core/languages.ts";
import { Link } from "../../components/ui/link.tsx";

/**
 * The sources under an answer: our page (a same-site link, in the reader's language), and the
 * official texts its figures were read from, with their publisher and checked-on date, so the
 * reader can check every figure where it comes from.
 */
export function CitationList({ citations }: { citations: Citation[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = asLanguage(i18n.language);
  if (citations.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-3 border-t border-slate-200 pt-3">
      <h3 id={id} className="text-sm font-semibold text-slate-800">
        {t("assistant.citations.heading")}
      </h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {citations.map((citation) => (
          <li key={citation.url}>
            <span className="me-2 rounded bg-sand-100 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
              {t(`assistant.citations.kind.${citation.kind}`)}
            </span>
            <Link
              to={citation.url}
              dir="auto"
              className="inline-block py-0.5 font-medium text-brand-800 underline underline-offset-2"
            >
              {citation.title}
            </Link>
            {citation.sources.length > 0 && (
              // Each source a 24-pixel target at least (WCAG 2.2 target size): long lists wrap closely.
              <ul className="mt-1 grid gap-1 ps-4 text-slate-700">
                {citation.sources.map((source) => (
                  <li key={source.url}>
                    <a
                      href={source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-block py-1 underline underline-offset-2"
                    >
                      {t("assistant.citations.official", {
                        publisher: source.publisher,
                        date: formatCheckedOn(source.checkedOn, language),
                      })}
                      <span className="sr-only"> {t("a11y.externalLink")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
