import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { splitProse } from "../../../content/prose/prose-tokens.ts";
import type { Figure } from "../../../content/prose/resolve-figures.ts";

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
