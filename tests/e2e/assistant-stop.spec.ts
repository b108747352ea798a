import { type LoopbackOpenAi, startLoopbackOpenAi } from "../../server/testing/loopback-openai.ts";
import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import { type OwnServer, startOwnServer } from "./own-server.ts";
import {
  catalogs,
  consentCookie,
  consentValue,
  expect,
  languageCookie,
  onDatabaseFile,
  test,
  visit,
} from "./support.ts";

// Stopping an answer on the assistant's page, in its own file: it needs a server of its own with a
// model configured (tests/e2e/assistant.spec.ts walks the rest of the page).

const question = "What salary do I need for the EU Blue Card?";

/**
 * Stopping needs an answer still being written when Stop is pressed: a server of its own whose
 * OpenAI-compatible model (the loopback of server/testing) streams two sentences and then goes
 * silent, the connection left open, as a slow model does.
 */
test.describe("stopping an answer", () => {
  const partial = ["The EU Blue Card is for highly qualified employees. ", "Its salary condition is set by decree"];
  let model: LoopbackOpenAi;
  let server: OwnServer;

  test.beforeAll(async () => {
    model = await startLoopbackOpenAi({ fallback: () => ({ kind: "hangAfter", chunks: partial }) });
    server = await startOwnServer("assistant-stop", {
      ASSISTANT_MODEL_BASE_URL: model.baseUrl,
      ASSISTANT_MODEL_NAME: "loopback-model",
      ASSISTANT_MODEL_API_KEY: "sk-loopback-secret",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await model?.close();
  });

  test("Stop (from the keyboard) ends the stream; the answer is kept as stopped, with what had been read", async ({
    browser,
  }) => {
    const a = catalogs.en.assistant;
    const context = await browser.newContext({ baseURL: server.base, locale: "en-US" });
    await context.addCookies([
      { name: languageCookie, value: "en", url: server.base },
      { name: consentCookie, value: consentValue("accepted"), url: server.base },
    ]);
    const page = await context.newPage();
    const email = uniqueEmail("assistant-stop");
    await registerThroughApi(page, email, "Stop Test", server.base);
    onDatabaseFile(server.databaseFile, "UPDATE users SET plan = 'premium' WHERE email = ?", email);

    await visit(page, "/assistant");
    // Keyboard only: Enter asks, focus stays in the box, and Stop is the next Tab stop.
    const box = page.getByRole("textbox", { name: a.composer.label });
    await box.focus();
    await page.keyboard.type(question);
    await page.keyboard.press("Enter");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("");
    const answers = page.getByRole("region", { name: a.thread.label });
    await expect(answers.getByText(partial[0]!.trim(), { exact: false })).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: a.composer.stop })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(answers.getByText(a.thread.stopped)).toBeVisible();
    await expect(page.getByRole("button", { name: a.composer.ask })).toBeVisible();
    await expect(page.getByRole("button", { name: a.composer.stop })).toHaveCount(0);

    // Stored as it was read: after a reload, the partial text and the "stopped" line are still there.
    await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(answers.getByText(question)).toBeVisible();
    await expect(answers.getByText(partial[0]!.trim(), { exact: false })).toBeVisible();
    await expect(answers.getByText(a.thread.stopped)).toBeVisible();
    await context.close();
  });
});
