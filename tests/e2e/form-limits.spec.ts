import { DatabaseSync } from "node:sqlite";
import { type OwnServer, startOwnServer } from "./own-server.ts";
import { allowConsoleErrors, catalogs, expect, test, useLanguage } from "./support.ts";

/**
 * A form posted without JavaScript, past its limit for one e-mail address (ADR 0018): the page
 * says why and how long to wait, in the visitor's language, with a 429 and Retry-After. The
 * shared test server runs with limits high enough for every other walk, so this file starts a
 * server of its own (same build, own database and port) with a per-address limit of 2.
 */

let server: OwnServer;
let base = "";

test.beforeAll(async () => {
  server = await startOwnServer("form-limits", { FORM_RATE_LIMIT_PER_EMAIL_PER_HOUR: "2" });
  base = server.base;
});

test.afterAll(async () => {
  await server.stop();
});

const refusals = {
  en: /^Too many requests with this email address\. Please try again in (59|60) minutes\.$/,
  fr: /^Trop de demandes avec cette adresse e-mail\. Veuillez réessayer dans (59|60)\sminutes\.$/,
};

for (const language of ["en", "fr"] as const) {
  const e = catalogs[language].emailCapture;

  test.describe(`form limits without JavaScript [${language}]`, () => {
    useLanguage(language);
    test.use({ javaScriptEnabled: false });

    test("the third capture of one address in an hour is refused with the wait, and not stored twice", async ({
      page,
    }) => {
      allowConsoleErrors(page, /status of 429 \(Too Many Requests\)/);
      const email = `limits-${language}-${Date.now()}@example.com`;
      const send = async () => {
        await page.goto(`${base}/pricing`);
        const footer = page.getByRole("contentinfo");
        await footer.getByRole("textbox", { name: e.label }).fill(email);
        const [response] = await Promise.all([
          page.waitForResponse((r) => new URL(r.url()).pathname === "/email-capture"),
          footer.getByRole("button", { name: e.submit }).click(),
        ]);
        return response;
      };
      expect((await send()).status()).toBe(201);
      expect((await send()).status()).toBe(200);

      const refused = await send();
      expect(refused.status()).toBe(429);
      const retryAfter = Number(await refused.headerValue("retry-after"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      await expect(page.getByRole("alert")).toHaveText(refusals[language]);
      // What was typed stays, so the person can send it later without typing it again.
      await expect(page.getByRole("main").getByRole("textbox", { name: e.label })).toHaveValue(email);

      const db = new DatabaseSync(server.databaseFile, { readOnly: true });
      try {
        const count = (sql: string) => (db.prepare(sql).get(email) as { n: number }).n;
        expect(count("SELECT count(*) AS n FROM email_captures WHERE email = ?")).toBe(1);
        expect(count("SELECT count(*) AS n FROM outbox WHERE to_address = ?")).toBe(1);
      } finally {
        db.close();
      }
    });
  });
}
