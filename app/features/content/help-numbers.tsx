import { useTranslation } from "react-i18next";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { helpNumbers, helpNumbersSource } from "../../../content/guides/help-numbers.ts";
import { asLanguage, type Language } from "../../../core/languages.ts";
import { Prose } from "../../components/shared/figures.tsx";

/**
 * The emergency and listening lines, each a tap-to-call link. The number itself is marked
 * data-fact: it is data with an official source, which the rule against digits in prose allows.
 */
export function HelpNumbers({ textLanguage }: { textLanguage: Language }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 p-4">
      <ul aria-label={t("content.helpNumbersLabel")} className="grid gap-3 sm:grid-cols-2">
        {helpNumbers.map((line) => (
          <li key={line.id} className="flex gap-3" data-help-number={line.id}>
            <a
              href={`tel:${line.number}`}
              data-fact={`help:${line.id}`}
              dir="ltr"
              className="min-w-14 shrink-0 rounded-lg bg-white px-2 py-1 text-center text-xl font-bold text-red-800 underline-offset-2 ring-1 ring-red-200 hover:underline"
            >
              {line.number}
            </a>
            <span>
              <span className="block font-semibold text-slate-900">
                {/* A French service's own name is a {fr:…} term inside the Arabic one. */}
                <Prose text={line.name[textLanguage]} />
              </span>
              <span className="block text-sm text-slate-700">{line.when[textLanguage]}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        {t("content.source")}:{" "}
        <a href={helpNumbersSource.url} rel="noopener" className="text-brand-700 underline underline-offset-2">
          {helpNumbersSource.publisher}
        </a>
        {" · "}
        {t("content.checkedOn")}{" "}
        <span data-fact="help:checked-on">{formatCheckedOn(helpNumbersSource.checkedOn, language)}</span>
      </p>
    </div>
  );
}
