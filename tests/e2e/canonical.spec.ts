import type { APIRequestContext } from "@playwright/test";
import { seedPosts } from "../../content/blog/seed-posts.ts";
import { supportedLanguages } from "../../core/languages.ts";
import { baseUrl, expect, test } from "./support.ts";

/**
 * One canonical rule for every page type (ADR 0046): the address asked for is its own canonical —
 * the ?lang= address of a language, or the bare address that negotiates it (the x-default) — and
 * every member of the hreflang set, visited, names itself. A canonical naming another member of the
 * set is what Lighthouse rejects ("points to another hreflang location").
 */

/** Absolute addresses come from PUBLIC_URL, which the test server leaves at its default (localhost). */
const publicUrl = () => `http://localhost:${new URL(baseUrl()).port}`;

type Described = { canonical: string | undefined; alternates: Record<string, string> };

/** The canonical and the hreflang alternates of the server-rendered page at `path`. */
async function describedAs(request: APIRequestContext, path: string): Promise<Described> {
  // A browser-like English visitor: the bare address negotiates English.
  const response = await request.get(path, { headers: { "accept-language": "en" }, maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link\b([^>]*)>/g)].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
  const canonicals = links.filter((link) => link.rel === "canonical");
  expect(canonicals, `${path}: one canonical`).toHaveLength(1);
  const alternates = Object.fromEntries(
    links.filter((link) => link.rel === "alternate" && link.hreflang).map((link) => [link.hreflang!, link.href!]),
  );
  return { canonical: canonicals[0]?.href?.replaceAll("&amp;", "&"), alternates };
}

const englishPost = seedPosts
  .filter((post) => post.language === "en")
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
const frenchPost = seedPosts.find(
  (post) => post.translationKey === englishPost.translationKey && post.language === "fr",
)!;
const arabicPost = seedPosts.find(
  (post) => post.translationKey === englishPost.translationKey && post.language === "ar",
)!;

/** Each page: its bare address, its French address, and the hreflang set it must declare. */
const pages = [
  ...["/", "/visa/etudiant", "/paris-guide", "/pricing", "/blog"].map((path) => ({
    bare: path,
    french: `${path}?lang=fr`,
    hreflang: {
      ...Object.fromEntries(supportedLanguages.map((language) => [language, `${path}?lang=${language}`])),
      "x-default": path,
    },
  })),
  {
    // A post has a slug per language and hreflang to its live translations only; the x-default is
    // the English version's bare address, which sends a reader of another language to theirs.
    bare: `/blog/${englishPost.slug}`,
    french: `/blog/${frenchPost.slug}?lang=fr`,
    hreflang: {
      en: `/blog/${englishPost.slug}?lang=en`,
      fr: `/blog/${frenchPost.slug}?lang=fr`,
      ar: `/blog/${arabicPost.slug}?lang=ar`,
      "x-default": `/blog/${englishPost.slug}`,
    },
  },
];

for (const page of pages) {
  test(`${page.bare}: bare and ?lang=fr addresses are their own canonical, with a complete, self-consistent hreflang set`, async ({
    request,
  }) => {
    const expected = Object.fromEntries(
      Object.entries(page.hreflang).map(([lang, path]) => [lang, publicUrl() + path]),
    );
    for (const path of [page.bare, page.french]) {
      const described = await describedAs(request, path);
      expect(described.canonical, path).toBe(publicUrl() + path);
      expect(described.alternates, path).toEqual(expected);
    }
    // Every member of the set, visited, names itself: no canonical points to another hreflang location.
    for (const href of Object.values(expected)) {
      const path = href.slice(publicUrl().length);
      expect((await describedAs(request, path)).canonical, path).toBe(href);
    }
  });
}
