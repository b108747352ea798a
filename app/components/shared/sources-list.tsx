import { useTranslation } from "react-i18next";
import { textAttributes } from "../../../content/content-language.ts";
import { publisherLanguage } from "../../../content/facts/publisher-language.ts";
import { groupBySource } from "../../../content/prose/group-by-source.ts";
import type { Figure } from "../../../content/prose/resolve-figures.ts";
import { asLanguage } from "../../../core/languages.ts";
import { FigureKindNote } from "./figures.tsx";

/**
 * "Sources and checked-on dates": one compact list of the page's sources, each with its publisher,
 * link and checked-on date, and under it the figures read there.
 */
export function SourcesList({ figures }: { figures: Figure[] }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  if (figures.length === 0) return null;
  const groups = groupBySource(figures);
  return (
    <section
      id="sources"
      aria-labelledby="sources-heading"
      className="below-first-screen mt-12 scroll-mt-24 border-t border-slate-200 pt-8"
    >
      <h2 id="sources-heading" className="text-xl font-bold text-brand-900">
        {t("content.sourcesTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("content.sourcesIntro")}</p>
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
        {groups.map((group) => (
          <li key={group.url ?? group.figures[0]!.key} className="px-4 py-3" data-source={group.url ?? "basis"}>
            <p className="text-slate-800">
              {group.url ? (
                <a
                  href={group.url}
                  rel="noopener"
                  translate="no"
                  {...textAttributes(publisherLanguage(group.publisher ?? ""), i18n.language)}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {group.publisher}
                </a>
              ) : (
                <span className="font-semibold text-slate-900">
                  {t("content.basis")}: {group.basis}
                </span>
              )}
              <span className="text-slate-600">
                {" · "}
                {t("content.checkedOn")}{" "}
                <span data-fact={`checked-on:${group.figures[0]!.key}`}>{group.checkedOnText}</span>
              </span>
            </p>
            <ul aria-label={t("content.figuresLabel")} className="mt-1 text-slate-700">
              {group.figures.map((figure) => (
                <li key={figure.key} className="dot-list-item">
                  <span {...textAttributes(figure.labelLanguage, language)}>{figure.label}</span>:{" "}
                  <span data-fact={figure.key}>{figure.text}</span>
                  <FigureKindNote figure={figure} />
                  {figure.change ? (
                    <span className="text-slate-600" data-fact-change={figure.key}>
                      {" "}
                      ({t("content.changedSince", figure.change)})
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
