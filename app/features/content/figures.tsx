import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { splitProse } from "../../../content/prose/prose-tokens.ts";
import type { Figure } from "../../../content/prose/resolve-figures.ts";
import { isLanguage } from "../../../core/languages.ts";

/** The figures a page's loader resolved from the registry, keyed by token ("fact:…", "city:…"). */
const FiguresContext = createContext<Record<string, Figure>>({});

export function FiguresProvider({ figures, children }: { figures: Record<string, Figure>; children: ReactNode }) {
  return <FiguresContext.Provider value={figures}>{children}</FiguresContext.Provider>;
}

/**
 * Prose with its figure tokens replaced by registry values. Each figure is marked data-fact so a
 * test can prove that every number on a page comes from the registry.
 */
export function Prose({ text }: { text: string }) {
  const figures = useContext(FiguresContext);
  return (
    <>
      {splitProse(text).map((part, index) => {
        if (typeof part === "string") return part;
        const figure = figures[part.key];
        if (!figure) throw new Error(`Figure ${part.key} was not resolved by the loader`);
        return (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one static string never reorder
            key={index}
            href="#sources"
            data-fact={figure.key}
            className="font-semibold text-brand-900 underline decoration-brand-200 decoration-2 underline-offset-2 hover:decoration-brand-600"
          >
            {figure.text}
          </a>
        );
      })}
    </>
  );
}

/** "Sources and checked-on dates": every figure of the page with its official source. */
export function SourcesList({ figures }: { figures: Figure[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  if (figures.length === 0) return null;
  return (
    <section
      id="sources"
      aria-labelledby="sources-heading"
      className="mt-12 scroll-mt-24 border-t border-slate-200 pt-8"
    >
      <h2 id="sources-heading" className="text-xl font-bold text-brand-900">
        {t("content.sourcesTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("content.sourcesIntro")}</p>
      <ul className="mt-4 grid gap-3">
        {figures.map((figure) => (
          <li key={figure.key} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">
              {figure.label}: <span data-fact={figure.key}>{figure.text}</span>
            </p>
            <p className="mt-1 text-slate-700">
              {figure.sourceUrl ? (
                <>
                  {t("content.source")}:{" "}
                  <a href={figure.sourceUrl} rel="noopener" className="text-brand-700 underline underline-offset-2">
                    {figure.publisher}
                  </a>
                </>
              ) : (
                <>
                  {t("content.basis")}: {figure.basis}
                </>
              )}
              {" · "}
              {t("content.checkedOn")}:{" "}
              <span data-fact={figure.key}>{formatCheckedOn(figure.checkedOn, language)}</span>
              {figure.estimate && <span className="block text-slate-600">{t("content.estimate")}</span>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
