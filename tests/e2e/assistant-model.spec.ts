import type { Browser } from "@playwright/test";
import { currentFact } from "../../content/facts/fact-on.ts";
import { formatFact } from "../../content/facts/format-fact.ts";
import {
  type LoopbackOpenAi,
  type ModelReply,
  type RecordedModelRequest,
  startLoopbackOpenAi,
} from "../../server/testing/loopback-openai.ts";
import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import { type OwnServer, startOwnServer } from "./own-server.ts";
import {
  catalogs,
  consentCookie,
  consentValue,
  expect,
  expectNoAxeViolations,
  type Language,
  languageCookie,
  localeFor,
  onDatabaseFile,
  test,
  visit,
} from "./support.ts";

// The assistant with an OpenAI-compatible model configured (ADR 0042): a server of its
// own pointed at the loopback model of server/testing, which streams scripted chunks slowly. The
// model's answer reaches the page as it is written, with its source; a model answering 500 gives
// the built-in answer with its note. The Blue Card threshold comes from the registry.

const questions = {
  en: "What salary do I need for the EU Blue Card?",
  fr: "Quel salaire pour la carte bleue européenne ?",
} as const;

/** Text as a person reads it: every kind of space (narrow no-break ones in French amounts) as one. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const threshold = (language: "en" | "fr") => formatFact(currentFact("eu-blue-card.min-annual-salary"), language);

/**
 * What the scripted model writes, chunk by chunk, citing the passage it was given for our Blue
 * Card page by its number (retrieval decides the order: a blog article may come first).
 */
function modelAnswer(language: "en" | "fr", request: RecordedModelRequest): string[] {
  const system = request.body.messages[0]?.content ?? "";
  const number = /^\[(\d+)\] [^\n]*\(\/visa\/(?:eu-blue-card|carte-bleue-ue)[^)]*\)$/m.exec(system)?.[1] ?? "0";
  return language === "en"
    ? [
        "The EU Blue Card ",
        "asks for a gross annual salary ",
        `of at least ${threshold("en")} [${number}]. `,
        lastWords.en,
      ]
    : [
        "La carte bleue européenne ",
        "demande un salaire brut annuel ",
        `d’au moins ${threshold("fr")} [${number}]. `,
        lastWords.fr,
      ];
}
const lastWords = { en: "Model answer ends here.", fr: "Fin de la réponse du modèle." };

/** How the model answers the next request (the loopback's queue stays empty). */
let script: (request: RecordedModelRequest) => ModelReply = () => ({ kind: "status", status: 500 });

let model: LoopbackOpenAi;
let server: OwnServer;

test.beforeAll(async () => {
  model = await startLoopbackOpenAi({ fallback: (request) => script(request) });
  server = await startOwnServer("assistant-model", {
    ASSISTANT_MODEL_BASE_URL: model.baseUrl,
    ASSISTANT_MODEL_NAME: "loopback-model",
    ASSISTANT_MODEL_API_KEY: "sk-e2e-model-secret-key",
    ASSISTANT_MODEL_TIMEOUT_MS: "3000",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await model?.close();
});

/** A signed-in premium member on the model's server, in a browser of their own. */
async function premiumPage(browser: Browser, language: Language) {
  const context = await browser.newContext({ baseURL: server.base, locale: localeFor[language] });
  await context.addCookies([
    { name: languageCookie, value: language, url: server.base },
    { name: consentCookie, value: consentValue("accepted"), url: server.base },
  ]);
  const page = await context.newPage();
  const email = uniqueEmail(`assistant-model-${language}`);
  await registerThroughApi(page, email, "Model Test", server.base);
  onDatabaseFile(server.databaseFile, "UPDATE users SET plan = 'premium' WHERE email = ?", email);
  return { page, context };
}

for (const language of ["en", "fr"] as const) {
  const a = catalogs[language].assistant;

  test(`the model's answer streams onto the page with its source [${language}]`, async ({ browser }) => {
    const { page, context } = await premiumPage(browser, language);
    script = (request) => ({ kind: "answer", chunks: modelAnswer(language, request), delayMs: 700 });
    const asked = model.requests.length;

    await visit(page, "/assistant");
    await page.getByRole("textbox", { name: a.composer.label }).fill(questions[language]);
    await page.getByRole("button", { name: a.composer.ask }).click();
    const answers = page.getByRole("region", { name: a.thread.label });

    // Streamed: the first words are on the page while the model has not written its last ones.
    const first = language === "en" ? "asks for a gross annual salary" : "demande un salaire brut annuel";
    await expect(answers.getByText(first, { exact: false })).toBeVisible({ timeout: 10_000 });
    expect(plain(await answers.textContent())).not.toContain(lastWords[language]);
    await expect
      .poll(async () => plain(await answers.textContent()), { timeout: 15_000 })
      .toContain(lastWords[language]);
    // Then the page moves to the conversation's own address and shows the answer as stored; read
    // it there, not while that page takes the streamed copy's place.
    await expect(page).toHaveURL(/\/assistant\/[^/?]+(\?|$)/);
    let text = "";
    await expect
      .poll(async () => (text = plain(await answers.textContent())), { timeout: 15_000 })
      .toContain(lastWords[language]);
    expect(text).toContain(plain(threshold(language)));
    // The [n] marker became the citation: a link to our Blue Card page, not a bare number.
    expect(text).not.toMatch(/\[\d+\]/);
    await expect(
      answers.locator('a[href^="/visa/eu-blue-card"], a[href^="/visa/carte-bleue-ue"]').first(),
    ).toBeVisible();
    await expect(answers.getByText(a.notes.model_unavailable)).toHaveCount(0);

    // The model was given the retrieved Blue Card passage with the registry's threshold.
    expect(model.requests.length).toBe(asked + 1);
    const system = model.requests.at(-1)?.body.messages[0]?.content ?? "";
    expect(plain(system)).toContain(plain(threshold(language)));
    expect(system).toMatch(/\(\/visa\/(eu-blue-card|carte-bleue-ue)/);
    // Nothing the browser received names the key.
    expect(await page.content()).not.toContain("sk-e2e-model-secret-key");
    await expectNoAxeViolations(page, `/assistant, model answer [${language}]`);
    await context.close();
  });
}

test("a model answering 500 gives the built-in answer, with a note saying so", async ({ browser }) => {
  const a = catalogs.en.assistant;
  const { page, context } = await premiumPage(browser, "en");
  script = () => ({ kind: "status", status: 500 });

  await visit(page, "/assistant");
  await page.getByRole("textbox", { name: a.composer.label }).fill(questions.en);
  await page.getByRole("button", { name: a.composer.ask }).click();
  const answers = page.getByRole("region", { name: a.thread.label });
  await expect(answers.getByText(a.notes.model_unavailable)).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => plain(await answers.textContent()), { timeout: 15_000 })
    .toContain(plain(threshold("en")));
  await expect(answers.locator('a[href^="/visa/eu-blue-card"], a[href^="/visa/carte-bleue-ue"]').first()).toBeVisible();
  await context.close();
});
