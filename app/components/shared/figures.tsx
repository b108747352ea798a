import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { textAttributes } from "../../../content/content-language.ts";
import { publisherLanguage } from "../../../content/facts/publisher-language.ts";
import { groupBySource } from "../../../content/prose/group-by-source.ts";
import { splitProse } from "../../../content/prose/prose-tokens.ts";
import type { Figure } from "../../../content/prose/resolve-figures.ts";
import { asLanguage } from "../../../core/languages.ts";

/** The figures a page's loader resolved from the registry, keyed by token ("fact:…", "city:…"). */
const FiguresContext = createContext<Record<string, Figure>>({});

export function FiguresProvider({ figures, children }: { figures: Record<string, Figure>; children: ReactNode }) {
  return <FiguresContext.Provider value={figures}>{children}</FiguresContext.Provider>;
}

/**
 * Prose with its figure tokens replaced by registry values. Each figure is marked data-fact so a
 * test can prove that every number on a page comes from the registry; a French term is marked
 * with its language.
 */
export function Prose({ text }: { text: string }) {
  const figures = useContext(FiguresContext);
  return (
    <>
      {splitProse(text).map((part, index) => {
        if (typeof part === "string") return part;
        if (part.kind === "term")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one static string never reorder
            <span key={index} lang={part.language} dir="ltr">
              {part.text}
            </span>
          );
        const figure = figures[part.key];
        if (!figure) throw new Error(`Figure ${part.key} was not resolved by the loader`);
        return (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one static string never reorder
            key={index}
            href="#sources"
            data-fact={figure.key}
            data-kind={figure.kind}
            // Our own estimates look different from official figures: italic, dotted underline.
            className={figure.kind === "our-estimate" ? "fact-estimate" : "fact"}
          >
            {figure.text}
          </a>
        );
      })}
    </>
  );
}

/** A bulleted list of prose items (a visa page's lists, a guide's lists, the integration conditions). */
export function ProseList({ items, className = "gap-2" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`grid list-disc ps-5 marker:text-brand-600 ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <Prose text={item} />
        </li>
      ))}
    </ul>
  );
}

const kindNoteKey = {
  "our-estimate": "content.ourEstimate",
  approximation: "content.approximation",
  "our-reading": "content.ourReading",
} as const;

/** What a figure that is not an exact official value says about itself. */
export function FigureKindNote({ figure }: { figure: Pick<Figure, "kind"> }) {
  const { t } = useTranslation();
  if (figure.kind === "official") return null;
  return <span className="text-slate-600 italic"> ({t(kindNoteKey[figure.kind])})</span>;
}

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
