import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase } from "../../../server/db/test-database.ts";
import { createPost } from "../../../server/modules/blog/create-post.ts";
import { setPostStatus } from "../../../server/modules/blog/set-post-status.ts";
import { atomFeed, blogSitemapEntries } from "./blog-feed.server.ts";

describe("the blog's Atom feed and sitemap entries", () => {
  let database: FreshDatabase;
  const siteUrl = "https://passerelle.example";
  const admin = crypto.randomUUID();
  const fields = {
    excerpt: "Fees & <dates>",
    bodyMarkdown: "Text.",
    category: "visas" as const,
    tags: [],
    authorName: "Team",
    coverAlt: "",
    seoTitle: "",
    seoDescription: "",
  };

  beforeEach(async () => {
    database = await freshDatabase("sqlite");
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("lists live posts only, escaped, with absolute addresses from the site URL and hreflang between translations", async () => {
    const live = await createPost(database.db, admin, {
      ...fields,
      language: "en",
      title: "Visas & <fees>",
      slug: "visas-and-fees",
    });
    const french = await createPost(database.db, admin, {
      ...fields,
      language: "fr",
      title: "Visas",
      slug: "visas-et-frais",
      translationOf: live.id,
    });
    await createPost(database.db, admin, { ...fields, language: "en", title: "Draft", slug: "a-draft" });
    const later = await createPost(database.db, admin, {
      ...fields,
      language: "en",
      title: "Later",
      slug: "later-post",
    });
    await setPostStatus(database.db, admin, live.id, { action: "publish" });
    await setPostStatus(database.db, admin, french.id, { action: "publish" });
    await setPostStatus(database.db, admin, later.id, {
      action: "schedule",
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    const feed = await atomFeed(database.db, { siteUrl, language: "en", title: "Blog", subtitle: "Articles" });
    expect(feed).toContain("<title>Visas &amp; &lt;fees&gt;</title>");
    expect(feed).toContain("<summary>Fees &amp; &lt;dates&gt;</summary>");
    expect(feed).toContain(`<link rel="alternate" type="text/html" href="${siteUrl}/blog/visas-and-fees?lang=en"/>`);
    expect(feed).not.toMatch(/a-draft|later-post|visas-et-frais/);
    expect(() => new DOMParserLike(feed)).not.toThrow();

    const entries = await blogSitemapEntries(database.db, siteUrl);
    expect(entries).toHaveLength(2);
    const english = entries.find((entry) => entry.includes(`<loc>${siteUrl}/blog/visas-and-fees?lang=en</loc>`));
    expect(english).toContain(`hreflang="fr" href="${siteUrl}/blog/visas-et-frais?lang=fr"`);
    expect(entries.join("")).not.toMatch(/a-draft|later-post/);
  });
});

/** The feed is well-formed enough for a reader: one root, every tag closed (a light check without a DOM). */
class DOMParserLike {
  constructor(xml: string) {
    const stack: string[] = [];
    for (const match of xml.matchAll(/<(\/?)([a-zA-Z:]+)[^>]*?(\/?)>/g)) {
      const [, closing, name = "", selfClosing] = match;
      if (selfClosing) continue;
      if (closing) {
        if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
      } else stack.push(name);
    }
    if (stack.length) throw new Error(`unclosed ${stack.join(", ")}`);
  }
}
