import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { registerThroughApi, signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import { waitForHydration } from "./hydration.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  documentMark,
  escapeHtml,
  expect,
  expectNoAxeViolations,
  markDocument,
  test,
} from "./support.ts";

/**
 * The page cache (ADR 0052), as visitors rely on it: anonymous visits of public pages are answered
 * from memory and still run under a CSP that forbids any other inline script; nobody else ever gets
 * a signed-in visitor's page or a form's result; an administrator's change is on the public pages
 * at the next visit.
 */

/**
 * Asks until the cache answers (a second request normally does). Other walks running at the same
 * time may empty the cache between two requests (an administrator's change), hence a few tries.
 */
async function cachedGet(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response = await request.get(path);
  for (let tries = 0; tries < 5 && response.headers()["x-page-cache"] !== "hit"; tries++) {
    response = await request.get(path);
  }
  return response;
}

/** The same for the browser's own visit (its cookies are part of the key): the page as a reader gets it. */
async function cachedVisit(page: Page, path: string) {
  let response = await page.goto(path);
  for (let tries = 0; tries < 5 && response?.headers()["x-page-cache"] !== "hit"; tries++) {
    response = await page.goto(path);
  }
  return response;
}

function cspOf(response: APIResponse | null): string {
  return response?.headers()["content-security-policy"] ?? "";
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`page cache [${language}]`, () => {
    test.use({ lang: language });

    test("a public page comes from the cache and runs under hashes, never a shared nonce", async ({
      page,
      request,
    }) => {
      const path = `/pricing?lang=${language}`;
      const second = await cachedGet(request, path);
      expect(second.headers()["x-page-cache"]).toBe("hit");
      expect(second.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(second.headers().vary).toContain("Cookie");
      const html = await second.text();
      // No element carries a nonce attribute. The starter's code `e.nonce=a.nonce` copies the
      // module script's nonce property (empty on a cached page): code, not an attribute.
      expect(html).not.toMatch(/\snonce="/);
      const csp = cspOf(second);
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(csp).not.toContain("nonce-");
      expect(csp.split(";").find((directive) => directive.trim().startsWith("script-src"))).not.toContain("unsafe");
      // A browser that has it gets a 304 without the page.
      const again = await request.get(path, { headers: { "if-none-match": second.headers().etag ?? "" } });
      expect(again.status()).toBe(304);

      // The browser's own visit (its cookie choice is part of the key) comes from the cache from the
      // second visit on, hydrates (the console guard fails on any CSP report) and answers: a tab is
      // a link that React Router follows without reloading the document.
      const visit = await cachedVisit(page, path);
      expect(visit?.headers()["x-page-cache"]).toBe("hit");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.pricing);
      await markDocument(page);
      await page.getByRole("link", { name: t.pricing.tabs.individuals }).click();
      await expect(page.getByRole("heading", { name: t.pricing.individuals.title })).toBeVisible();
      expect(await documentMark(page)).toBeDefined();
      await expectNoAxeViolations(page, `${path} from the cache`);
    });

    test("the CSP of a cached page still refuses an inline script that was not ours", async ({ page, request }) => {
      const path = `/visa?lang=${language}`;
      expect((await cachedGet(request, path)).headers()["x-page-cache"]).toBe("hit");
      allowConsoleErrors(page, /Content Security Policy/);
      const visit = await cachedVisit(page, path);
      expect(visit?.headers()["x-page-cache"]).toBe("hit");
      await waitForHydration(page);
      const outcome = await page.evaluate(async () => {
        const refused = new Promise<string>((resolve) =>
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), {
            once: true,
          }),
        );
        const injected = document.createElement("script");
        injected.textContent = "window.__injectedRan = true";
        document.body.append(injected);
        return { directive: await refused, ran: (window as { __injectedRan?: boolean }).__injectedRan ?? false };
      });
      expect(outcome).toEqual({ directive: expect.stringMatching(/^script-src/), ran: false });
    });

    test("a signed-in visitor's page is never kept nor taken from the cache", async ({ page, request, browser }) => {
      const name = `Cache Reader ${language} ${Date.now()}`;
      // The home page is in the cache for anonymous visitors first.
      expect((await cachedGet(request, `/?lang=${language}`)).headers()["x-page-cache"]).toBe("hit");

      await registerThroughApi(page, uniqueEmail(`page-cache-${language}`), name);
      const mine = await page.goto(`/?lang=${language}`);
      expect(mine?.headers()["x-page-cache"]).toBeUndefined();
      expect(mine?.headers()["cache-control"]).toBe("no-store");
      expect(await mine?.text()).toContain(name);

      // Another visitor, after the signed-in one: the anonymous page, without the name.
      const other = await browser.newContext();
      try {
        const theirs = await cachedGet(other.request, `${baseUrl()}/?lang=${language}`);
        expect(theirs.headers()["x-page-cache"]).toBe("hit");
        expect(await theirs.text()).not.toContain(name);
      } finally {
        await other.close();
      }
    });

    test("a form's result is this visitor's alone", async ({ request }) => {
      const refused = apiMessage(language, "plan_required");
      const withResult = await cachedGet(request, `/pricing?lang=${language}&checkoutError=plan_required`);
      // Never a hit, however often it is asked.
      expect(withResult.headers()["x-page-cache"]).toBeUndefined();
      expect(await withResult.text()).toContain(escapeHtml(refused));
      const plain = await cachedGet(request, `/pricing?lang=${language}`);
      expect(plain.headers()["x-page-cache"]).toBe("hit");
      expect(await plain.text()).not.toContain(escapeHtml(refused));

      // A posted form is answered for its sender: a refused contact message shows its errors once.
      const posted = await request.post(`/contact?lang=${language}`, {
        headers: { origin: baseUrl() },
        form: { name: "", email: "not-an-address", subject: "", message: "" },
      });
      expect(posted.headers()["x-page-cache"]).toBeUndefined();
      const after = await cachedGet(request, `/contact?lang=${language}`);
      expect(after.headers()["x-page-cache"]).toBe("hit");
      expect(await after.text()).not.toContain("not-an-address");
    });

    test("an administrator's published post is on the blog at the next visit", async ({ page, request }) => {
      const blog = `/blog?lang=${language}`;
      expect((await cachedGet(request, blog)).headers()["x-page-cache"]).toBe("hit");

      await signInAsNewAdmin(page, uniqueEmail(`page-cache-admin-${language}`));
      const title = `Published while cached ${language} ${Date.now().toString(36)}`;
      const created = await page.request.post("/api/admin/blog", {
        headers: { origin: baseUrl() },
        data: {
          language,
          title,
          slug: `cached-${language}-${Date.now()}`,
          excerpt: "A post published while the blog was cached.",
          bodyMarkdown: "Some text.",
          category: "arrival",
          tags: ["test"],
          authorName: "Test",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { post } = (await created.json()) as { post: { id: string } };
      // A draft is not public: the cached blog stays as it was.
      expect(await (await request.get(blog)).text()).not.toContain(title);
      const published = await page.request.post(`/api/admin/blog/${post.id}/status`, {
        headers: { origin: baseUrl() },
        data: { action: "publish" },
      });
      expect(published.status()).toBe(200);

      const next = await request.get(blog);
      expect(await next.text()).toContain(escapeHtml(title));
    });
  });
}
