import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import { type PageSeo, seoMeta } from "./seo.ts";

const siteUrl = "https://passerelle.example";
const page: PageSeo = {
  title: "Student visa · Passerelle",
  description: "…",
  siteUrl,
  path: "/visa/etudiant",
  language: "fr",
};

/** The href of each <link> a meta list describes, by rel (and hreflang for alternates). */
function links(meta: ReturnType<typeof seoMeta>) {
  const canonical = meta.find((tag) => "rel" in tag && tag.rel === "canonical") as { href: string } | undefined;
  const alternates = Object.fromEntries(
    meta
      .filter((tag) => "rel" in tag && tag.rel === "alternate")
      .map((tag) => [(tag as { hrefLang: string }).hrefLang, (tag as { href: string }).href]),
  );
  const ogUrl = meta.find((tag) => "property" in tag && tag.property === "og:url") as { content: string } | undefined;
  return { canonical: canonical?.href, alternates, ogUrl: ogUrl?.content };
}

describe("canonical and hreflang follow the requested address (ADR 0046)", () => {
  it("a ?lang= address is its own canonical", () => {
    const { canonical, ogUrl } = links(seoMeta(page, { search: "?lang=fr" }));
    expect(canonical).toBe("https://passerelle.example/visa/etudiant?lang=fr");
    expect(ogUrl).toBe(canonical);
  });

  it("the bare address, whose language was negotiated, is its own canonical and the x-default", () => {
    const { canonical, alternates } = links(seoMeta(page, { search: "" }));
    expect(canonical).toBe("https://passerelle.example/visa/etudiant");
    expect(alternates["x-default"]).toBe(canonical);
  });

  it("an unsupported ?lang= negotiates, so it names the bare address; other parameters are left out", () => {
    expect(links(seoMeta(page, { search: "?lang=de" })).canonical).toBe("https://passerelle.example/visa/etudiant");
    expect(links(seoMeta(page, { search: "?q=paris&lang=fr" })).canonical).toBe(
      "https://passerelle.example/visa/etudiant?lang=fr",
    );
  });

  it("the hreflang set is complete and every member names itself when visited", () => {
    const { alternates } = links(seoMeta(page, { search: "" }));
    expect(Object.keys(alternates).sort()).toEqual([...supportedLanguages, "x-default"].sort());
    for (const language of supportedLanguages) {
      const href = alternates[language]!;
      expect(href).toBe(`https://passerelle.example/visa/etudiant?lang=${language}`);
      const own = links(seoMeta({ ...page, language }, new URL(href))).canonical;
      expect(own).toBe(href);
    }
  });

  it("a page without SEO data gets the site name only", () => {
    expect(seoMeta(undefined, { search: "?lang=fr" })).toEqual([{ title: "Passerelle" }]);
  });
});
