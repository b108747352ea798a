import MarkdownIt from "markdown-it";
import { findCity } from "../../../content/cities/cities.ts";
import type { City } from "../../../content/cities/city-types.ts";
import { isFactId } from "../../../content/facts/fact-on.ts";
import { type Figure, figureOfCityCost, figureOfFact } from "../../../content/prose/resolve-figures.ts";
import { slugify } from "../../../core/blog/blog-slug.ts";
import { pathInLanguage } from "../../../core/language-link.ts";
import type { Language } from "../../../core/languages.ts";

/**
 * A post's Markdown as the HTML the article shows (ADR 0037). Admins write it, but it is still
 * treated as untrusted: a stolen admin session must not become a script on every reader's page.
 *
 * - `html: false`: raw HTML in the Markdown is shown as text (`<script>` is escaped, never run).
 * - Links only to http(s), mailto: or a relative address; anything else (`javascript:`, `data:`,
 *   `vbscript:`, `file:`…) is dropped and the link text stays as plain text. Absolute links get
 *   rel="noopener noreferrer".
 * - Images only from our /blog-images/ path or https; others are shown as their alt text.
 * - Headings get ids for anchors (the title is the page's h1, so a `#` heading becomes an h2).
 * - Registry figures: `{fact:<id>}` and `{city:<id>.<metric>}` (content/prose/prose-tokens.ts)
 *   become the registry's value, linked to the sources list, and are returned so the page lists
 *   their sources. An unknown token stays as text: a typo in a post never breaks the page.
 * - Official French names in another language's post: `{fr:titre de séjour}` becomes the words,
 *   marked `lang="fr" dir="ltr"` (ADR 0086), so screen readers say them in French and the
 *   right-to-left text around them keeps its punctuation in place.
 */
export type RenderedPost = { html: string; figures: Figure[] };

const figurePattern = /^\{(fact|city):([a-zA-Z.-]+)\}/;
const termPattern = /^\{fr:([^{}\n]+)\}/;

function resolveToken(kind: string, ref: string, language: Language): Figure | null {
  if (kind === "fact") return isFactId(ref) ? figureOfFact(ref, language) : null;
  const [cityId = "", metric = ""] = ref.split(".");
  const city = findCity(cityId);
  if (!city || !Object.hasOwn(city.costs, metric)) return null;
  return figureOfCityCost(city, metric as keyof City["costs"], language);
}

/** http(s) and mailto, or an address with no scheme at all (relative, or a #fragment). */
export function isSafeHref(url: string): boolean {
  const value = url.trim();
  if (/^(https?:\/\/|mailto:)/i.test(value)) return true;
  const beforePath = value.split(/[/?#]/, 1)[0] ?? "";
  return !beforePath.includes(":") && !value.startsWith("//");
}

export function isSafeImageSrc(url: string): boolean {
  return /^\/blog-images\/[0-9a-f-]{36}$/.test(url) || /^https:\/\/[^\s]+$/i.test(url);
}

function createRenderer(language: Language, figures: Map<string, Figure>, linkLanguage: Language | null) {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  md.validateLink = isSafeHref;

  md.inline.ruler.before("emphasis", "registry_figure", (state, silent) => {
    if (state.src.charCodeAt(state.pos) !== 0x7b /* { */) return false;
    const match = figurePattern.exec(state.src.slice(state.pos));
    if (!match) return false;
    const figure = resolveToken(match[1] ?? "", match[2] ?? "", language);
    if (!figure) return false;
    if (!silent) {
      const token = state.push("registry_figure", "", 0);
      token.meta = figure;
      figures.set(figure.key, figure);
    }
    state.pos += match[0].length;
    return true;
  });
  md.inline.ruler.before("emphasis", "french_term", (state, silent) => {
    if (state.src.charCodeAt(state.pos) !== 0x7b /* { */) return false;
    const match = termPattern.exec(state.src.slice(state.pos));
    if (!match) return false;
    if (!silent) state.push("french_term", "", 0).content = match[1] ?? "";
    state.pos += match[0].length;
    return true;
  });
  md.renderer.rules.french_term = (tokens, index) =>
    `<span lang="fr" dir="ltr">${md.utils.escapeHtml(tokens[index]?.content ?? "")}</span>`;
  md.renderer.rules.registry_figure = (tokens, index) => {
    const figure = tokens[index]?.meta as Figure;
    const esc = md.utils.escapeHtml;
    const style = figure.kind === "our-estimate" ? "blog-figure blog-figure-estimate" : "blog-figure";
    return `<a href="#sources" class="${style}" data-fact="${esc(figure.key)}" data-kind="${esc(figure.kind)}">${esc(figure.text)}</a>`;
  };

  // The article's title is its h1: Markdown headings start at h2, and each gets an id.
  md.core.ruler.push("heading_ids", (state) => {
    const used = new Set<string>();
    state.tokens.forEach((token, index) => {
      if (token.type !== "heading_open") return;
      if (token.tag === "h1") {
        token.tag = "h2";
        const close = state.tokens.slice(index).find((t) => t.type === "heading_close");
        if (close) close.tag = "h2";
      }
      const text = state.tokens[index + 1]?.content ?? "";
      const base = slugify(text.replace(/\{(?:fact|city):[a-zA-Z.-]+\}/g, "")) || `section-${used.size + 1}`;
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      token.attrSet("id", id);
    });
  });

  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const target = String(token?.attrGet("href") ?? "");
    if (token && /^https?:\/\//i.test(target)) {
      token.attrSet("rel", "noopener noreferrer");
      // A link that reads as its own site's address ("ameli.fr") is a name, in every language.
      const text = tokens[index + 1]?.type === "text" ? tokens[index + 1]?.content : undefined;
      const host = URL.canParse(target) ? new URL(target).hostname.replace(/^www\./, "") : null;
      if (text && text === host) token.attrSet("translate", "no");
    }
    // A link to one of our pages keeps the language the reader's address is pinned to (ADR 0087).
    if (token && linkLanguage && target.startsWith("/") && !target.startsWith("//")) {
      token.attrSet("href", pathInLanguage(target, linkLanguage));
    }
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  const defaultImage =
    md.renderer.rules.image ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (!token || !isSafeImageSrc(String(token.attrGet("src") ?? ""))) {
      return md.utils.escapeHtml(token?.content ?? "");
    }
    token.attrSet("loading", "lazy");
    token.attrSet("decoding", "async");
    return defaultImage(tokens, index, options, env, self);
  };
  return md;
}

/**
 * `linkLanguage`: the language the reader's address is pinned to with ?lang=, if any; links to our
 * own pages then carry it, as every other link of the site does.
 */
export function renderMarkdown(
  markdown: string,
  language: Language,
  linkLanguage: Language | null = null,
): RenderedPost {
  const figures = new Map<string, Figure>();
  const html = createRenderer(language, figures, linkLanguage).render(markdown);
  return { html, figures: [...figures.values()] };
}
