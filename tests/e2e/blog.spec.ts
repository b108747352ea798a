import type { Browser } from "@playwright/test";
import { seedPosts } from "../../content/blog/seed-posts.ts";
import { signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import { baseUrl, catalogs, expect, expectNoAxeViolations, test, useLanguage, visit } from "./support.ts";

/**
 * The public blog (ADR 0037), in English and French with axe: /blog lists the live posts of the
 * reader's language, an article renders with Article JSON-LD and hreflang to its translation, a
 * draft is a 404 for visitors, the feed and the sitemap list live posts only, and a <script>
 * written in a post's Markdown (posted through the admin API) is shown as text and never runs.
 */

/** Absolute addresses come from PUBLIC_URL, which the test server leaves at its default (localhost). */
const publicUrl = () => `http://localhost:${new URL(baseUrl()).port}`;

async function freshVisitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const seeded = seedPosts.filter((post) => post.language === language);
  const newest = [...seeded].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
  if (!newest) throw new Error(`no ${language} seed post`);

  test.describe(`blog [${language}]`, () => {
    useLanguage(language);

    test("/blog lists the live posts of the reader's language, filters by category, and passes axe", async ({
      page,
    }) => {
      const response = await visit(page, "/blog");
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: t.blog.title })).toBeVisible();
      await expect(main.getByRole("link", { name: newest.title })).toBeVisible();
      // The other language's posts are not on this list.
      const foreign = seedPosts.find((post) => post.language !== language);
      if (foreign) await expect(main.getByRole("link", { name: foreign.title })).toHaveCount(0);
      await expectNoAxeViolations(page, `/blog [${language}]`);

      const categories = main.getByRole("navigation", { name: t.blog.categoriesLabel });
      await categories.getByRole("link", { name: t.blog.categories[newest.category] }).click();
      await expect(page).toHaveURL(new RegExp(`category=${newest.category}`));
      await expect(main.getByRole("link", { name: newest.title })).toBeVisible();
      for (const other of seeded.filter((post) => post.category !== newest.category)) {
        await expect(main.getByRole("link", { name: other.title })).toHaveCount(0);
      }
    });

    test("an article renders server-side with Article JSON-LD, hreflang to its translation and its sources", async ({
      page,
    }) => {
      await visit(page, "/blog");
      await page.getByRole("main").getByRole("link", { name: newest.title }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}`));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
      await expect(main.getByText(t.blog.guidanceNote)).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const article = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Article");
      expect(article).toMatchObject({ headline: newest.title, inLanguage: language });
      const translation = seedPosts.find(
        (post) => post.translationKey === newest.translationKey && post.language !== language,
      );
      if (translation) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${translation.language}"]`)).toHaveAttribute(
          "href",
          `${publicUrl()}/blog/${translation.slug}?lang=${translation.language}`,
        );
      }
      // Reached from the bare /blog, the bare address: its own canonical (ADR 0046).
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${publicUrl()}/blog/${newest.slug}`);
      await expectNoAxeViolations(page, `/blog/${newest.slug} [${language}]`);
    });

    test("a script in a post's Markdown is shown as text and never runs; a draft is a 404; feed and sitemap list live posts only", async ({
      page,
      browser,
    }) => {
      await signInAsNewAdmin(page, uniqueEmail(`blog-${language}`));
      const stamp = Date.now();
      const post = async (slug: string, bodyMarkdown: string) => {
        const answer = await page.request.post("/api/admin/blog", {
          headers: { origin: baseUrl() },
          data: {
            language,
            title: `Hostile ${slug}`,
            slug,
            excerpt: "A test post.",
            bodyMarkdown,
            category: "arrival",
            tags: ["test"],
            authorName: "Test",
          },
        });
        expect(answer.status(), await answer.text()).toBe(201);
        return ((await answer.json()) as { post: { id: string } }).post.id;
      };
      const liveSlug = `script-test-${language}-${stamp}`;
      const draftSlug = `draft-test-${language}-${stamp}`;
      const liveId = await post(
        liveSlug,
        '## Heading\n\n<script>window.__blogScriptRan = true; alert("ran")</script>\n\n[click me](javascript:alert(1))',
      );
      await post(draftSlug, "A draft nobody may read yet.");
      const published = await page.request.post(`/api/admin/blog/${liveId}/status`, {
        headers: { origin: baseUrl() },
        data: { action: "publish" },
      });
      expect(published.status()).toBe(200);

      const visitor = await freshVisitor(browser);
      try {
        let dialogs = 0;
        visitor.page.on("dialog", (dialog) => {
          dialogs += 1;
          void dialog.dismiss();
        });
        const response = await visitor.page.goto(`/blog/${liveSlug}?lang=${language}`);
        expect(response?.status()).toBe(200);
        const main = visitor.page.getByRole("main");
        await expect(main.getByText('<script>window.__blogScriptRan = true; alert("ran")</script>')).toBeVisible();
        await expect(main.getByText("[click me](javascript:alert(1))")).toBeVisible();
        await expect(main.locator('a[href^="javascript"]')).toHaveCount(0);
        expect(
          await visitor.page.evaluate(() => (window as { __blogScriptRan?: boolean }).__blogScriptRan),
        ).toBeUndefined();
        expect(dialogs).toBe(0);

        const draft = await visitor.page.goto(`/blog/${draftSlug}?lang=${language}`);
        expect(draft?.status()).toBe(404);
        await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(t.notFound.title);
      } finally {
        await visitor.context.close();
      }

      const feed = await (await page.request.get(`/blog/feed.xml?lang=${language}`)).text();
      expect(feed).toContain(`${publicUrl()}/blog/${liveSlug}?lang=${language}`);
      expect(feed).not.toContain(draftSlug);
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`${publicUrl()}/blog/${liveSlug}?lang=${language}`);
      expect(sitemap).toContain(`${publicUrl()}/blog/${newest.slug}?lang=${language}`);
      expect(sitemap).not.toContain(draftSlug);
    });
  });
}
