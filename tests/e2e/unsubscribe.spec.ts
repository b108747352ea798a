import type { Page } from "@playwright/test";
import { checklistConsentWordings, currentChecklistConsentVersion } from "../../content/emails/checklist-consent.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

// ADR 0025: the capture says what happened, every checklist carries a one-click way out, and the
// link works without an account; a mail client's RFC 8058 POST works too.

type OutboxRow = { text_body: string; headers_json: string | null; category: string };

function uniqueEmail(tag: string): string {
  return `e2e-unsub-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const subscriptionStatus = (email: string) =>
  queryDatabase<{ status: string }>("SELECT status FROM email_subscriptions WHERE email = ?", email)[0]?.status;

/** The unsubscribe link of the newest checklist to this address, read from the outbox like a mailbox. */
function unsubscribeLinkFor(email: string): { url: URL; row: OutboxRow } {
  const [row] = queryDatabase<OutboxRow>(
    "SELECT text_body, headers_json, category FROM outbox WHERE to_address = ? AND template = 'relocation-checklist' ORDER BY created_at DESC LIMIT 1",
    email,
  );
  if (!row) throw new Error(`no checklist e-mail to ${email}`);
  const link = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(row.text_body)?.[1];
  if (!link) throw new Error(`no unsubscribe link in the e-mail to ${email}`);
  return { url: new URL(link), row };
}

/** The path and query of an e-mailed link, on this run's server. */
const onThisServer = (url: URL) => `${url.pathname}${url.search}`;

async function captureOnHome(page: Page, language: "en" | "fr", email: string) {
  const e = catalogs[language].emailCapture;
  const scope = page.getByRole("main").getByRole("region", { name: e.title });
  await scope.getByRole("textbox", { name: e.label }).fill(email);
  await scope.getByRole("button", { name: e.submit }).click();
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const e = t.emailCapture;
  const u = t.unsubscribe;
  const toast = (page: Page) =>
    page.getByRole("region", { name: interpolate(t.toast.regionLabel, { hotkey: "F8" }) }).getByRole("listitem");

  test.describe(`unsubscribe [${language}]`, () => {
    useLanguage(language);

    test("capture, a repeat told honestly, then unsubscribe from the e-mail's link with one click", async ({
      page,
    }) => {
      const email = uniqueEmail(language);
      await visit(page, "/");
      // The consent sentence under the field is the one stored with the capture.
      const consent = page.getByRole("main").getByRole("region", { name: e.title }).locator("form p");
      await expect(consent).toContainText(language === "fr" ? "désinscription en un clic" : "one-click unsubscribe");

      await captureOnHome(page, language, email);
      await expect(toast(page).getByText(interpolate(e.success, { email }), { exact: true })).toBeVisible();
      const [stored] = queryDatabase<{ wording: string; language: string; source_page: string }>(
        "SELECT wording, language, source_page FROM email_consents WHERE email = ?",
        email,
      );
      const shown = checklistConsentWordings[currentChecklistConsentVersion][language];
      expect(stored).toEqual({ wording: shown, language, source_page: "/" });
      await expect(consent).toContainText(shown);

      // The same address again: said so, and no second copy within a day.
      await captureOnHome(page, language, email);
      await expect(toast(page).getByText(e.alreadyTitle, { exact: true })).toBeVisible();
      await expect(toast(page).getByText(interpolate(e.alreadyNotSent, { email }), { exact: true })).toBeVisible();
      expect(queryDatabase("SELECT id FROM outbox WHERE to_address = ?", email)).toHaveLength(1);

      // The e-mail: link in the body, the same link in List-Unsubscribe, one-click POST offered.
      const { url, row } = unsubscribeLinkFor(email);
      expect(row.category).toBe("marketing");
      expect(JSON.parse(row.headers_json ?? "{}")).toEqual({
        "List-Unsubscribe": `<${url.toString()}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(url.toString()).not.toContain(email.split("@")[0] ?? email);

      // Opening the link only asks; it changes nothing (link scanners fetch links).
      const opened = await visit(page, onThisServer(url));
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1, name: u.title })).toBeVisible();
      const masked = `${email[0]}••••••••@example.com`;
      await expect(page.getByText(interpolate(u.confirmIntro, { email: masked }))).toBeVisible();
      await expect(page.getByText(email)).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(subscriptionStatus(email)).toBe("subscribed");

      // One click.
      await page.getByRole("button", { name: u.confirm }).click();
      await expect(page.getByRole("heading", { level: 1, name: u.doneTitle })).toBeVisible();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(interpolate(u.done, { email: masked }));
      await expect(page.getByText(u.resubscribeNote)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(subscriptionStatus(email)).toBe("unsubscribed");

      // Opening the link again says so.
      await visit(page, onThisServer(url));
      await expect(page.getByRole("heading", { level: 1, name: u.alreadyTitle })).toBeVisible();
    });

    test("a link that is not ours says so, changes nothing, and the page stays accessible", async ({ page }) => {
      // The document's own 404 is reported by the browser as a failed load.
      allowConsoleErrors(page, /status of 404/);
      const response = await visit(page, `/unsubscribe?token=${"A".repeat(43)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: u.invalidTitle })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText(u.invalid);
      await expect(page.getByRole("button", { name: u.confirm })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("one-click unsubscribe from a mail client (RFC 8058)", () => {
  test("a POST without cookies, Origin or Sec-Fetch-Site unsubscribes, idempotently; bad tokens are 4xx", async ({
    page,
    playwright,
  }) => {
    const email = uniqueEmail("one-click");
    await visit(page, "/");
    await captureOnHome(page, "en", email);
    await expect.poll(() => queryDatabase("SELECT 1 FROM outbox WHERE to_address = ?", email).length).toBe(1);
    const { url } = unsubscribeLinkFor(email);
    const link = onThisServer(url);

    // A mail provider's server, not a browser: a fresh client with no cookies and no browser headers.
    const mailClient = await playwright.request.newContext({ baseURL: baseUrl() });
    try {
      const post = () => mailClient.post(link, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
      const first = await post();
      expect(first.status()).toBe(200);
      expect(subscriptionStatus(email)).toBe("unsubscribed");
      expect(
        queryDatabase<{ source_page: string }>(
          "SELECT source_page FROM email_consents WHERE email = ? AND action = 'withdrawn'",
          email,
        ),
      ).toEqual([{ source_page: "List-Unsubscribe-Post" }]);
      // Again: same answer, nothing recorded twice.
      expect((await post()).status()).toBe(200);
      expect(
        queryDatabase("SELECT 1 FROM email_consents WHERE email = ? AND action = 'withdrawn'", email),
      ).toHaveLength(1);

      const wrong = await mailClient.post(`/unsubscribe?token=${"B".repeat(43)}`, {
        form: { "List-Unsubscribe": "One-Click" },
      });
      expect(wrong.status()).toBe(404);
      const malformed = await mailClient.post("/unsubscribe?token=not-a-token", {
        form: { "List-Unsubscribe": "One-Click" },
      });
      expect(malformed.status()).toBe(400);
      expect((await mailClient.get("/unsubscribe")).status()).toBe(400);

      // A browser on another site cannot post it for someone (ADR 0007).
      const forged = await mailClient.post(link, {
        form: { "List-Unsubscribe": "One-Click" },
        headers: { origin: "https://evil.example" },
      });
      expect(forged.status()).toBe(403);
    } finally {
      await mailClient.dispose();
    }
  });
});

test.describe("the capture form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says a repeated address is already on the list and that no second copy went", async ({ page }) => {
    const e = catalogs.en.emailCapture;
    const email = uniqueEmail("nojs");
    for (const round of [1, 2]) {
      await page.goto("/");
      const scope = page.getByRole("contentinfo");
      await scope.getByRole("textbox", { name: e.label }).fill(email);
      await scope.getByRole("button", { name: e.submit }).click();
      await expect(page).toHaveURL(/\/email-capture/);
      if (round === 1) {
        await expect(page.getByRole("heading", { level: 1, name: e.successTitle })).toBeVisible();
        await expect(page.getByRole("main").getByRole("status")).toHaveText(interpolate(e.success, { email }));
      } else {
        await expect(page.getByRole("heading", { level: 1, name: e.alreadyTitle })).toBeVisible();
        await expect(page.getByRole("main").getByRole("status")).toHaveText(interpolate(e.alreadyNotSent, { email }));
      }
    }
    expect(queryDatabase("SELECT 1 FROM outbox WHERE to_address = ?", email)).toHaveLength(1);
  });
});
