import type { Browser, Page } from "@playwright/test";
import { slugify } from "../../core/blog/blog-slug.ts";
import { registerThroughApi, signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  looseText,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * The blog's administration walked as an administrator would (ADR 0037): a post written
 * and previewed, published, translated and the translation published — both on /blog in their
 * language, in the feed and in the sitemap; a draft a 404 for visitors; a <script> in the Markdown
 * shown as text and never run; the text typed before the tab closed restored on reopening; and a
 * second administrator's stale save warned instead of overwriting.
 */

/** Matches a sentence whatever its spaces (French narrow no-break spaces fold to spaces). */
/** The part of a sentence before its first {{slot}}. */
const opening = (template: string) => looseText(template.slice(0, template.indexOf("{{")).trim());

const other: Record<"en" | "fr", "en" | "fr"> = { en: "fr", fr: "en" };

/** A visitor's answer for a path: a fresh context, no session. */
async function visitorStatus(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const response = await context.request.get(path, { maxRedirects: 0 });
    return response.status();
  } finally {
    await context.close();
  }
}

/** A UTC instant as Paris's wall clock for a datetime-local field ("2026-11-25T10:30"). */
function parisWallClock(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

function failOnDialog(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language].adminBlog;
  const translated = other[language];

  test.describe(`blog administration [${language}]`, () => {
    useLanguage(language);

    test("write, preview, publish, translate; drafts hidden; HTML shown as text", async ({ page, browser }) => {
      test.setTimeout(120_000);
      failOnDialog(page);
      await signInAsNewAdmin(page, uniqueEmail(`blog-${language}`));
      const tag = Math.random().toString(36).slice(2, 8);
      const title = `E2E post ${language} ${tag}`;
      const heading = `Heading ${tag}`;

      await visit(page, "/admin/blog");
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: t.newPost }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.newTitle })).toBeVisible();
      await page.getByLabel(t.fields.language).selectOption(language);
      await page.getByLabel(t.fields.title, { exact: true }).fill(title);
      // The slug follows the title until it is written by hand.
      await expect(page.getByLabel(t.fields.slug)).toHaveValue(slugify(title));
      await page.getByLabel(t.fields.excerpt).fill(`Excerpt ${tag}`);
      await page.getByLabel(t.fields.author).fill("Camille Martin");
      await page.getByLabel(t.fields.body).fill(`# ${heading}\n\n<script>alert(1)</script>\n\nSome text.`);
      const preview = page.getByTestId("blog-preview");
      await expect(preview.getByRole("heading", { name: heading })).toBeVisible();
      await expect(preview).toContainText("<script>alert(1)</script>");
      await expect(preview.locator("script")).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: t.actions.save }).click();
      await expect(page.getByText(t.notices.created)).toBeVisible();
      const postId = /\/admin\/blog\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? "";
      expect(postId).not.toBe("");
      const slug = slugify(title);
      expect(await visitorStatus(browser, `/blog/${slug}?lang=${language}`)).toBe(404);

      await page.getByRole("button", { name: t.actions.publish }).click();
      await expect(page.getByText(t.notices.published)).toBeVisible();
      await expectNoAxeViolations(page);
      // A live post's new address warns that the old one will redirect (typed back before any save).
      const slugField = page.getByLabel(t.fields.slug);
      await slugField.fill(`${slug}-renamed`);
      await expect(page.getByText(interpolate(t.fields.slugChanged, { slug }))).toBeVisible();
      await slugField.fill(slug);
      await expect(page.getByText(interpolate(t.fields.slugChanged, { slug }))).toHaveCount(0);
      // A live post is not autosaved: the change waits for "Save changes".
      await expect(page.getByTestId("autosave-status")).toHaveText(looseText(t.autosave.live));
      await page.getByLabel(t.fields.excerpt).fill(`Changed excerpt ${tag}`);
      await page.waitForTimeout(2500);
      const excerptOf = () => queryDatabase("SELECT excerpt FROM blog_posts WHERE id = ?", postId)[0];
      expect(excerptOf()).toEqual({ excerpt: `Excerpt ${tag}` });
      await page.getByRole("button", { name: t.actions.saveLive }).click();
      await expect(page.getByText(t.notices.updated)).toBeVisible();
      expect(excerptOf()).toEqual({ excerpt: `Changed excerpt ${tag}` });

      // The French (or English) translation: a copy in the same group, written and published.
      const translateName = interpolate(t.actions.translate, { language: t.languages[translated] });
      await page.getByRole("button", { name: translateName }).click();
      await expect(page.getByText(t.notices.translated)).toBeVisible();
      const translationId = /\/admin\/blog\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? "";
      expect(translationId).not.toBe(postId);
      const translatedTitle = `E2E translated ${translated} ${tag}`;
      const translatedSlug = slugify(translatedTitle);
      await page.getByLabel(t.fields.title, { exact: true }).fill(translatedTitle);
      await page.getByLabel(t.fields.slug).fill(translatedSlug);
      await page.getByLabel(t.fields.body).fill(`# Translated ${tag}\n\nTranslated text.`);
      // Scheduled two minutes ahead in Paris time, stored in UTC, shown with its time in the list…
      const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 120_000);
      await page.getByLabel(t.fields.scheduleAt).fill(parisWallClock(at));
      await page.getByRole("button", { name: t.actions.schedule, exact: true }).click();
      await expect(page.getByText(t.notices.scheduled)).toBeVisible();
      expect(queryDatabase("SELECT status, published_at FROM blog_posts WHERE id = ?", translationId)).toEqual([
        { status: "scheduled", published_at: at.toISOString() },
      ]);
      // …then published at once rather than waiting.
      await page.getByRole("button", { name: t.actions.publish }).click();
      await expect(page.getByText(t.notices.published)).toBeVisible();
      const translatedPublished = queryDatabase<{ language: string; status: string; title: string }>(
        "SELECT language, status, title FROM blog_posts WHERE id = ?",
        translationId,
      );
      expect(translatedPublished).toEqual([{ language: translated, status: "published", title: translatedTitle }]);

      // The list links both versions.
      await visit(page, `/admin/blog?q=${encodeURIComponent(tag)}`);
      await expect(page.getByRole("link", { name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: translatedTitle })).toBeVisible();
      await expectNoAxeViolations(page);

      // Readers: each post on /blog in its language, on its page (the script as text), feed and sitemap.
      const reader = await browser.newPage({ locale: language === "fr" ? "fr-FR" : "en-US" });
      failOnDialog(reader);
      await reader.goto(`/blog?lang=${language}`);
      await expect(reader.getByRole("link", { name: title })).toBeVisible();
      await reader.goto(`/blog?lang=${translated}`);
      await expect(reader.getByRole("link", { name: translatedTitle })).toBeVisible();
      const answer = await reader.goto(`/blog/${slug}?lang=${language}`);
      expect(answer?.status()).toBe(200);
      await expect(reader.getByRole("heading", { name: heading })).toBeVisible();
      await expect(reader.getByText("<script>alert(1)</script>")).toBeVisible();
      await reader.close();
      const feed = await page.request.get(`/blog/feed.xml?lang=${language}`);
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain(`/blog/${slug}`);
      const otherFeed = await page.request.get(`/blog/feed.xml?lang=${translated}`);
      expect(await otherFeed.text()).toContain(`/blog/${translatedSlug}`);
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`/blog/${slug}`);
      expect(sitemap).toContain(`/blog/${translatedSlug}`);
    });

    test("closing the tab mid-edit loses nothing; a stale save is warned, not written; delete asks first", async ({
      page: firstPage,
      context,
    }) => {
      let page = firstPage;
      test.setTimeout(90_000);
      await signInAsNewAdmin(page, uniqueEmail(`blog-save-${language}`));
      const tag = Math.random().toString(36).slice(2, 8);
      await visit(page, "/admin/blog/new");
      await page.getByLabel(t.fields.title, { exact: true }).fill(`Autosave ${language} ${tag}`);
      await page.getByLabel(t.fields.author).fill("Camille Martin");
      // A post not created yet: its text is kept in the browser, and a closed tab gives it back.
      await page.getByLabel(t.fields.body).fill(`Before any save ${tag}`);
      await page.close();
      page = await context.newPage();
      await visit(page, "/admin/blog/new");
      await expect(page.getByText(opening(t.autosave.restored))).toBeVisible();
      await expect(page.getByLabel(t.fields.title, { exact: true })).toHaveValue(`Autosave ${language} ${tag}`);
      await expect(page.getByLabel(t.fields.body)).toHaveValue(`Before any save ${tag}`);
      await page.getByRole("button", { name: t.actions.save }).click();
      await expect(page.getByText(t.notices.created)).toBeVisible();
      const editor = page.url();

      // Saved as you type: the status says so and the server has it.
      await page.getByLabel(t.fields.body).fill(`First words ${tag}`);
      await expect(page.getByTestId("autosave-status")).toHaveText(opening(t.autosave.savedAt), { timeout: 10_000 });
      const stored = () =>
        queryDatabase<{ body_markdown: string; excerpt: string; version: number }>(
          "SELECT body_markdown, excerpt, version FROM blog_posts WHERE title = ?",
          `Autosave ${language} ${tag}`,
        )[0];
      expect(stored()?.body_markdown).toBe(`First words ${tag}`);

      // The server never gets the next words (saves blocked), and the tab closes before the pause.
      await page.route("**/api/admin/blog/**", (route) =>
        route.request().method() === "POST" ? route.abort() : route.continue(),
      );
      await page.getByLabel(t.fields.body).fill(`First words ${tag}\n\nTyped before closing ${tag}`);
      await page.waitForTimeout(300);
      await page.close();
      expect(stored()?.body_markdown).toBe(`First words ${tag}`);

      const reopened = await context.newPage();
      await visit(reopened, editor);
      await expect(reopened.getByText(opening(t.autosave.restored))).toBeVisible();
      await expect(reopened.getByLabel(t.fields.body)).toHaveValue(`First words ${tag}\n\nTyped before closing ${tag}`);
      await expectNoAxeViolations(reopened);
      // Restored text goes on to the server by itself.
      await expect(reopened.getByTestId("autosave-status")).toHaveText(opening(t.autosave.savedAt), {
        timeout: 10_000,
      });
      expect(stored()?.body_markdown).toBe(`First words ${tag}\n\nTyped before closing ${tag}`);

      // Two editors on one post: the second one's save, typed on an old version, is refused and warned.
      const second = await context.newPage();
      allowConsoleErrors(second, /409/);
      await visit(second, editor);
      await reopened.getByLabel(t.fields.excerpt).fill(`Excerpt by the first ${tag}`);
      // The status already says "Saved at": wait for the server to hold the first editor's excerpt.
      await expect.poll(() => stored()?.excerpt, { timeout: 10_000 }).toBe(`Excerpt by the first ${tag}`);
      const versionAfterFirst = stored()?.version;
      await second.getByLabel(t.fields.body).fill(`Second editor's text ${tag}`);
      const warning = second.getByRole("alert").filter({ hasText: opening(t.conflict.text) });
      await expect(warning).toBeVisible({ timeout: 10_000 });
      await expect(second.getByLabel(t.fields.body)).toHaveValue(`Second editor's text ${tag}`);
      expect(stored()?.version).toBe(versionAfterFirst);
      expect(stored()?.body_markdown).toBe(`First words ${tag}\n\nTyped before closing ${tag}`);
      await expectNoAxeViolations(second);

      // Deleting asks first; keeping it changes nothing, confirming removes it.
      await visit(reopened, editor);
      await reopened.getByRole("link", { name: t.actions.delete, exact: true }).click();
      await expect(reopened.getByRole("heading", { name: t.actions.deleteConfirmTitle })).toBeFocused();
      await expectNoAxeViolations(reopened);
      await reopened.getByRole("link", { name: t.actions.deleteCancel }).click();
      await expect(reopened.getByRole("heading", { name: t.actions.deleteConfirmTitle })).toHaveCount(0);
      expect(stored()).toBeDefined();
      await reopened.getByRole("link", { name: t.actions.delete, exact: true }).click();
      await reopened.getByRole("button", { name: t.actions.deleteConfirm }).click();
      await expect(reopened.getByText(t.notices.deleted)).toBeVisible();
      expect(stored()).toBeUndefined();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the preview button shows the server's rendering and the form saves the draft", async ({ page }) => {
        await signInAsNewAdmin(page, uniqueEmail(`blog-nojs-${language}`));
        const tag = Math.random().toString(36).slice(2, 8);
        await page.goto("/admin/blog/new");
        await page.getByLabel(t.fields.title, { exact: true }).fill(`No script ${tag}`);
        await page.getByLabel(t.fields.slug).fill(`no-script-${tag}`);
        await page.getByLabel(t.fields.author).fill("Camille Martin");
        await page.getByLabel(t.fields.body).fill(`# Plain ${tag}\n\n<script>alert(1)</script>`);
        await page.getByRole("button", { name: t.preview.show }).click();
        const preview = page.getByTestId("blog-preview");
        await expect(preview.getByRole("heading", { name: `Plain ${tag}` })).toBeVisible();
        await expect(preview).toContainText("<script>alert(1)</script>");
        // What was typed comes back with the preview.
        await expect(page.getByLabel(t.fields.title, { exact: true })).toHaveValue(`No script ${tag}`);
        // The preview's address answers the editor's POST only.
        expect((await page.request.get("/admin/blog/preview")).status()).toBe(405);
        await page.getByRole("button", { name: t.actions.save }).click();
        await expect(page.getByText(t.notices.created)).toBeVisible();
        expect(queryDatabase("SELECT status FROM blog_posts WHERE slug = ?", `no-script-${tag}`)).toEqual([
          { status: "draft" },
        ]);
        // The same address twice in one language is refused on the field, with what was typed kept.
        allowConsoleErrors(page, /status of 409/);
        await page.goto("/admin/blog/new");
        await page.getByLabel(t.fields.title, { exact: true }).fill(`Same address ${tag}`);
        await page.getByLabel(t.fields.slug).fill(`no-script-${tag}`);
        await page.getByLabel(t.fields.author).fill("Camille Martin");
        await page.getByRole("button", { name: t.actions.save }).click();
        await expect(page.getByRole("alert").filter({ hasText: looseText(t.errorSummary) })).toBeVisible();
        await expect(page.getByLabel(t.fields.slug)).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel(t.fields.title, { exact: true })).toHaveValue(`Same address ${tag}`);
        expect(queryDatabase("SELECT id FROM blog_posts WHERE slug = ?", `no-script-${tag}`)).toHaveLength(1);
      });
    });

    test("visitors are sent to sign in; members get the 403 page; the preview is for administrators only", async ({
      page,
    }) => {
      const response = await page.request.get("/admin/blog", { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toContain("/login");
      const visitorPreview = await page.request.post("/admin/blog/preview", {
        headers: { origin: baseUrl() },
        form: { markdown: "# x" },
        maxRedirects: 0,
      });
      expect(visitorPreview.status()).toBe(302);

      allowConsoleErrors(page, /status of 403/);
      await registerThroughApi(page, uniqueEmail(`blog-member-${language}`));
      for (const path of ["/admin/blog", "/admin/blog/new"]) {
        const answer = await visit(page, path);
        expect(answer?.status()).toBe(403);
        await expect(
          page.getByRole("heading", { level: 1, name: catalogs[language].admin.forbidden.title }),
        ).toBeVisible();
      }
      await expectNoAxeViolations(page);
      const memberPreview = await page.request.post("/admin/blog/preview", {
        headers: { origin: baseUrl() },
        form: { markdown: "# x" },
        maxRedirects: 0,
      });
      expect(memberPreview.status()).toBe(403);
      expect(await memberPreview.text()).not.toContain("<h2");
    });
  });
}

test.describe("blog administration [ar]", () => {
  useLanguage("ar");

  test("the list and the editor read right to left, in Arabic, without axe violations", async ({ page }) => {
    const t = catalogs.ar.adminBlog;
    await signInAsNewAdmin(page, uniqueEmail("blog-ar"));
    await visit(page, "/admin/blog");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: t.newPost }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.newTitle })).toBeVisible();
    await page.getByLabel(t.fields.body).fill("# عنوان\n\nنص.");
    await expect(page.getByTestId("blog-preview").getByRole("heading", { name: "عنوان" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
