import { describe, expect, it } from "vitest";
import { isBlogCategory } from "../../core/blog/blog-categories.ts";
import { isValidSlug } from "../../core/blog/blog-slug.ts";
import { arabicShare, figureTokens, unmarkedLatinPhrase } from "../prose/arabic-text-checks.ts";
import { splitProse, termsIn, tokensIn } from "../prose/prose-tokens.ts";
import { resolveFigures } from "../prose/resolve-figures.ts";
import { visaCatalogue } from "../visas/visa-catalogue.ts";
import { seedPosts } from "./seed-posts.ts";

// The seed articles are what a visitor reads on /blog before any admin has written a word: they
// must keep the product's promise that every figure comes from the facts registry, link only to
// official sources and our own pages, and read as proper French in French.

const narrow = "\u202f";
const english = seedPosts.filter((post) => post.language === "en");
const french = seedPosts.filter((post) => post.language === "fr");
const arabic = seedPosts.filter((post) => post.language === "ar");
const authors = { en: "Passerelle team", fr: "Équipe Passerelle", ar: "فريق Passerelle" };

/** Text with figure tokens taken out and French terms ({fr:…}) left as their words. */
const withoutTokens = (text: string) =>
  splitProse(text)
    .map((part) => (typeof part === "string" ? part : part.kind === "term" ? part.text : ""))
    .join("");
const texts = (post: (typeof seedPosts)[number]) =>
  [post.title, post.excerpt, post.bodyMarkdown, post.seoTitle, post.seoDescription, post.coverAlt].filter(
    (text): text is string => text !== undefined,
  );

/** Markdown link targets: `[label](target)`. */
const linkTargets = (markdown: string) => [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

/**
 * Digits left once the figure tokens, the link targets (page paths and official addresses carry
 * numbers such as F1314) and the years are taken out: each one is a figure typed by hand.
 */
function rawFigures(text: string): string[] {
  const prose = withoutTokens(text)
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\s*\d+\. /gm, "") // ordered-list markers
    .replace(/\b(?:19|20)\d{2}\b/g, "");
  return prose.match(/[^\s]*\d[^\s]*/g) ?? [];
}

/** French punctuation: a narrow no-break space before : ; ! ? and inside « ». */
function spacingProblems(text: string): string[] {
  const prose = withoutTokens(text).replace(/\]\([^)]*\)/g, "]");
  const problems: string[] = [];
  for (const [index, char] of [...prose].entries()) {
    const before = prose[index - 1] ?? "";
    const after = prose[index + 1] ?? "";
    const where = JSON.stringify(prose.slice(Math.max(0, index - 15), index + 5));
    if (":;!?".includes(char) && before !== narrow && !":;!?".includes(before)) problems.push(where);
    if (char === "«" && after !== narrow) problems.push(where);
    if (char === "»" && before !== narrow) problems.push(where);
    if (char === "\u00a0") problems.push(where);
  }
  return problems;
}

const officialHosts = [
  "service-public.fr",
  "ameli.fr",
  "france-visas.gouv.fr",
  "administration-etrangers-en-france.interieur.gouv.fr",
  "formation-civique.interieur.gouv.fr",
  "visale.fr",
  "legifrance.gouv.fr",
  "welcometofrance.com",
  "caf.fr",
  "banque-france.fr",
];
const ourPaths = new Set([
  "/visa",
  ...visaCatalogue.map((visa) => `/visa/${visa.slug}`),
  "/tools/budget",
  "/tools/timeline",
  "/city-comparison",
  "/dashboard",
]);

function isAllowedLink(target: string): boolean {
  if (target.startsWith("/")) return ourPaths.has(target);
  const url = new URL(target);
  return (
    url.protocol === "https:" &&
    officialHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

const wordCount = (markdown: string) => withoutTokens(markdown).split(/\s+/).filter(Boolean).length;

describe("seed blog posts", () => {
  it("the checks themselves: a typed figure and a missing French space are caught", () => {
    expect(rawFigures("The fee is 99 € and the card lasts four years\nStep 2. Then")).toEqual(["99", "2."]);
    expect(
      rawFigures(
        "Since {fact:ees.start} in 2026, see [Service-Public.fr](https://www.service-public.fr/F39).\n1. First",
      ),
    ).toEqual([]);
    expect(spacingProblems("Pourquoi ? « Oui »")).toHaveLength(3);
    expect(spacingProblems(`Pourquoi${narrow}? «${narrow}Oui${narrow}» [ici](https://a.fr/?b=c)`)).toEqual([]);
    expect(isAllowedLink("https://www.service-public.fr/particuliers/vosdroits/F39")).toBe(true);
    expect(isAllowedLink("https://example.com/")).toBe(false);
    expect(isAllowedLink("/visa/not-a-visa")).toBe(false);
  });

  it("has at least six posts in English, in French and in Arabic, each with its translations", () => {
    expect(english.length).toBeGreaterThanOrEqual(6);
    expect(french.length).toBeGreaterThanOrEqual(6);
    expect(arabic.length).toBeGreaterThanOrEqual(6);
    const keys = new Set(seedPosts.map((post) => post.translationKey));
    for (const key of keys) {
      const languages = seedPosts.filter((post) => post.translationKey === key).map((post) => post.language);
      expect(languages.sort(), key).toEqual(["ar", "en", "fr"]);
    }
  });

  it("has valid slugs, unique across languages", () => {
    for (const group of [english, french, arabic]) {
      const slugs = group.map((post) => post.slug);
      for (const slug of slugs) expect(isValidSlug(slug), slug).toBe(true);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    // Slugs are unique in the whole blog (server/db/migrations/0012-blog.ts).
    expect(new Set(seedPosts.map((post) => post.slug)).size).toBe(seedPosts.length);
  });

  it("uses the blog's categories, the team's name and publication dates between September and 25 November 2026", () => {
    for (const post of seedPosts) {
      expect(isBlogCategory(post.category), post.slug).toBe(true);
      expect(post.authorName).toBe(authors[post.language]);
      const published = Date.parse(post.publishedAt);
      expect(published, post.slug).toBeGreaterThanOrEqual(Date.parse("2026-09-01T00:00:00Z"));
      expect(published, post.slug).toBeLessThanOrEqual(Date.parse("2026-11-25T00:00:00Z"));
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
    }
  });

  it.each(seedPosts)("$slug: plain Markdown with headings, no raw HTML, a useful length", (post) => {
    for (const text of texts(post)) expect(text).not.toMatch(/<\/?[a-zA-Z][^>]*>/);
    expect(post.bodyMarkdown).toMatch(/^## /m);
    expect(post.bodyMarkdown).not.toMatch(/^# /m);
    const words = wordCount(post.bodyMarkdown);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
  });

  it.each(seedPosts)("$slug: every figure is a registry token that resolves", (post) => {
    const offenders = texts(post).flatMap(rawFigures);
    expect(offenders).toEqual([]);
    // A mistyped token ({fact:smic_hourly}) would not even be read as a token: no brace may be left.
    for (const text of texts(post)) expect(withoutTokens(text)).not.toMatch(/[{}]/);
    expect(() => resolveFigures(texts(post), post.language)).not.toThrow();
  });

  it.each(seedPosts)("$slug: links only to official sources and our own pages", (post) => {
    const targets = linkTargets(post.bodyMarkdown);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !isAllowedLink(target))).toEqual([]);
  });

  it.each(seedPosts)("$slug: ends with the 'guidance, not legal advice' line", (post) => {
    const lastLine = post.bodyMarkdown.trim().split("\n").at(-1) ?? "";
    const disclaimer = {
      en: /guidance, not legal (?:or \w+ )?advice/,
      fr: /ce n'est (?:pas|ni) un conseil juridique/,
      ar: /ليس استشارة قانونية/,
    };
    expect(lastLine).toMatch(disclaimer[post.language]);
  });

  it.each(french)("$slug: French typography", (post) => {
    expect(texts(post).flatMap(spacingProblems)).toEqual([]);
  });

  describe.each(arabic)("$slug (Arabic)", (post) => {
    const original = english.find((other) => other.translationKey === post.translationKey)!;
    const plainFields = [post.title, post.excerpt, post.seoTitle ?? "", post.seoDescription ?? "", post.coverAlt ?? ""];
    const headings = (markdown: string) => markdown.match(/^## /gm)?.length ?? 0;
    const tokenCounts = (markdown: string) =>
      [...tokensIn(markdown).keys()].map((key) => [key, markdown.split(`{${key}}`).length - 1]);

    it("quotes the English article's figures, as often, and keeps its headings", () => {
      expect(figureTokens(post.bodyMarkdown)).toEqual(figureTokens(original.bodyMarkdown));
      expect(tokenCounts(post.bodyMarkdown).sort()).toEqual(tokenCounts(original.bodyMarkdown).sort());
      expect(headings(post.bodyMarkdown)).toBe(headings(original.bodyMarkdown));
      expect(linkTargets(post.bodyMarkdown)).toEqual(linkTargets(original.bodyMarkdown));
    });

    it("reads as Arabic: at least 95 % Arabic letters, French names marked, none in the plain fields", () => {
      expect(arabicShare([post.bodyMarkdown])).toBeGreaterThanOrEqual(95);
      for (const text of [post.bodyMarkdown, ...plainFields, ...post.tags]) {
        expect(unmarkedLatinPhrase(text.replace(/\]\([^)]*\)/g, "]")), text.slice(0, 40)).toBeNull();
      }
      for (const text of [...plainFields, ...post.tags]) expect(termsIn(text), text).toEqual([]);
      for (const text of texts(post))
        expect(text, "Latin punctuation in Arabic").not.toMatch(/[\p{Script=Arabic}]\s?[,;?]/u);
    });
  });
});
