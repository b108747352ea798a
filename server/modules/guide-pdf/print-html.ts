import type { Language } from "../../../core/languages.ts";

/**
 * A tiny HTML builder for the documents we print (guides, invoices). The server may not render the
 * app's React components (layers, ADR 0019), and a template string with forgotten escaping is how
 * a customer's name ends up as markup in an invoice: `html` escapes every interpolated value
 * unless it is already `Html` (made by `html` itself or, for our own constant markup, `raw`).
 */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

/** Markup we wrote ourselves (fonts, styles). Never pass text that came from a person or a file. */
export function raw(text: string): Html {
  return new Html(text);
}

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.text;
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0]!;
  for (const [index, value] of values.entries()) out += render(value) + strings[index + 1]!;
  return new Html(out);
}

/**
 * A link target we print: our own anchors ("#id"), https pages, or mailto. Anything else (a
 * "javascript:" URL in a content file by mistake) becomes an inert "#".
 */
export function safeHref(url: string): string {
  return /^(#[\w-]+|https?:\/\/[^\s]+|mailto:[^\s]+)$/.test(url) ? url : "#";
}

/** "Figures checked on {date}": placeholders in a translated sentence, each value escaped. */
export function fill(template: string, values: Record<string, HtmlValue>): Html {
  const parts = template.split(/(\{\w+\})/);
  return new Html(
    parts
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return name !== undefined && name in values ? render(values[name]!) : escapeHtml(part);
      })
      .join(""),
  );
}

/** The same placeholders in plain text (titles that go through `html` later). */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** ": " — with the narrow no-break space French puts before a colon (ADR 0027). */
export function colon(language: Language): string {
  return language === "fr" ? "\u202f: " : ": ";
}
