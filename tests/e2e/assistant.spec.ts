import type { Locator, Page } from "@playwright/test";
import { currentFact } from "../../content/facts/fact-on.ts";
import { formatFact } from "../../content/facts/format-fact.ts";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { assistantLimits } from "../../core/assistant/assistant-limits.ts";
import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  catalogs,
  expect,
  expectNoAxeViolations,
  type Language,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

// The assistant's page (ADR 0045): members ask and read the answer as it streams, with its
// sources, and find it again after a reload; visitors and free members try example questions and
// are offered Premium. The Blue Card threshold is read from the registry, never retyped.

const questions = {
  en: "What salary do I need for the EU Blue Card?",
  fr: "Quel salaire pour la carte bleue européenne ?",
} as const;

/** Text as a person reads it: every kind of space (narrow no-break ones in French amounts) as one. */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

const threshold = (language: Language) => plain(formatFact(currentFact("eu-blue-card.min-annual-salary"), language));

/** The questions and answers on the page. */
const thread = (page: Page, language: Language) =>
  page.getByRole("region", { name: catalogs[language].assistant.thread.label });

async function expectAnswerWithThreshold(answers: Locator, language: Language) {
  await expect.poll(async () => plain(await answers.textContent()), { timeout: 15_000 }).toContain(threshold(language));
  // The citation under the answer opens our Blue Card page (the visa page, under either of its addresses).
  await expect(answers.locator('a[href^="/visa/eu-blue-card"], a[href^="/visa/carte-bleue-ue"]').first()).toBeVisible();
}

async function premiumMember(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await registerThroughApi(page, email);
  updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
  return email;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const a = t.assistant;

  test.describe(`the assistant [${language}]`, () => {
    useLanguage(language);

    test("a premium member asks, reads the streamed answer with the registry's threshold and its source, and finds it again after a reload", async ({
      page,
    }) => {
      await premiumMember(page, `assistant-${language}`);
      await visit(page, "/assistant");
      await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: a.suggestions.heading })).toBeVisible();
      await expectNoAxeViolations(page, `/assistant, new chat [${language}]`);

      const box = page.getByRole("textbox", { name: a.composer.label });
      await expect(box).toHaveAttribute("maxlength", "1000");
      await box.fill(questions[language]);
      const streamed = page.waitForResponse((response) =>
        /\/api\/assistant\/conversations\/[^/]+\/messages$/.test(response.url()),
      );
      await page.getByRole("button", { name: a.composer.ask }).click();
      // The answer comes as server-sent events, read as they arrive.
      expect((await streamed).headers()["content-type"]).toContain("text/event-stream");
      const answers = thread(page, language);
      await expect(answers.getByText(questions[language])).toBeVisible();
      await expectAnswerWithThreshold(answers, language);
      // Once complete, the conversation has its own address and is in the list, named by the question.
      await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}$/);
      const list = page.getByRole("navigation", { name: a.conversations.heading });
      await expect(list.getByRole("link", { name: questions[language] })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("status").filter({ hasText: a.thread.answered })).toBeAttached();
      await expectNoAxeViolations(page, `/assistant, answered [${language}]`);

      // Copy puts the answer's text on the clipboard, figures included.
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await answers.getByRole("button", { name: a.thread.copy }).click();
      await expect(page.getByText(a.thread.copied, { exact: true }).first()).toBeVisible();
      expect(plain(await page.evaluate(() => navigator.clipboard.readText()))).toContain(threshold(language));

      // Helpful: pressed, and still pressed after a reload (it was stored).
      await answers.getByRole("button", { name: a.thread.helpful, exact: true }).click();
      await expect(answers.getByRole("button", { name: a.thread.helpful, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(answers.getByText(a.thread.feedbackThanks)).toBeVisible();

      await page.reload();
      await expect(answers.getByText(questions[language])).toBeVisible();
      await expectAnswerWithThreshold(answers, language);
      await expect(answers.getByRole("button", { name: a.thread.helpful, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      // The notice is under the chat.
      await expect(page.getByRole("heading", { name: a.notice.title })).toBeVisible();
    });

    test("a member renames and deletes a conversation (after a confirmation)", async ({ page }) => {
      await premiumMember(page, `assistant-rename-${language}`);
      await visit(page, "/assistant");
      await page.getByRole("button", { name: questions[language] }).click();
      await expectAnswerWithThreshold(thread(page, language), language);
      await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}$/);

      const list = page.getByRole("navigation", { name: a.conversations.heading });
      await list.getByLabel(a.conversations.options.replace("{{title}}", questions[language])).click();
      await list.getByRole("textbox", { name: a.conversations.renameLabel }).fill("Blue Card");
      await list.getByRole("button", { name: a.conversations.save }).click();
      await expect(list.getByRole("link", { name: "Blue Card", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Blue Card", exact: true })).toBeVisible();

      await list.getByLabel(a.conversations.options.replace("{{title}}", "Blue Card")).click();
      await expect(list.getByText(a.conversations.deleteQuestion.replace("{{title}}", "Blue Card"))).toBeVisible();
      await list.getByRole("button", { name: a.conversations.confirmDelete }).click();
      await expect(page).toHaveURL(/\/assistant$/);
      await expect(list.getByText(a.conversations.empty)).toBeVisible();
    });

    test("a member over the day's quota is told when questions start again, and nothing is answered", async ({
      page,
    }) => {
      const email = await premiumMember(page, `assistant-quota-${language}`);
      const [user] = queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = ?", email);
      updateDatabase(
        "INSERT INTO assistant_daily_usage (user_id, day, questions) VALUES (?, ?, ?)",
        user!.id,
        new Date().toISOString().slice(0, 10),
        assistantLimits.questionsPerDay,
      );
      await visit(page, "/assistant");
      allowConsoleErrors(page, /status of 429/);
      await page.getByRole("textbox", { name: a.composer.label }).fill(questions[language]);
      await page.getByRole("button", { name: a.composer.ask }).click();
      // The API's own sentence (its wait varies, so up to the wait), with the quota from core.
      const max = new Intl.NumberFormat(language).format(assistantLimits.questionsPerDay);
      const sentence = apiMessage(language, "assistant_daily_quota", { max, wait: "§" }).split("§")[0]!;
      await expect
        .poll(async () =>
          plain(
            await page
              .getByRole("alert")
              .allTextContents()
              .then((all) => all.join(" ")),
          ),
        )
        .toContain(plain(sentence));
      await expect(thread(page, language).getByText(threshold(language))).toHaveCount(0);
    });

    test("a free member sees the preview and the upgrade prompt; a conversation's address sends them back to it", async ({
      page,
    }) => {
      await registerThroughApi(page, uniqueEmail(`assistant-free-${language}`));
      await visit(page, "/assistant");
      await expect(page.getByRole("heading", { name: a.preview.heading })).toBeVisible();
      const upgrade = page.getByRole("region", { name: a.preview.upgradeTitle });
      await expect(upgrade.getByRole("link", { name: a.preview.upgradeCta })).toHaveAttribute("href", /^\/pricing/);
      await expect(page.getByRole("textbox", { name: a.composer.label })).toHaveCount(0);
      await page.goto(`/assistant/${crypto.randomUUID()}`);
      await expect(page).toHaveURL(/\/assistant$/);
      await expectNoAxeViolations(page, `/assistant, free member [${language}]`);
    });

    test("a visitor tries an example question, answered live with its source, beside the upgrade prompt and the e-mail capture", async ({
      page,
    }) => {
      await visit(page, "/assistant");
      const examples = page.getByRole("list", { name: a.preview.questionsLabel });
      const example = examples.getByRole("button").first();
      const asked = plain(await example.textContent());
      await example.click();
      const answers = thread(page, language);
      await expect(answers.getByText(asked)).toBeVisible();
      await expectAnswerWithThreshold(answers, language);
      const upgrade = page.getByRole("region", { name: a.preview.upgradeTitle });
      await expect(upgrade.getByRole("link", { name: a.preview.signIn })).toBeVisible();
      await expectNoAxeViolations(page, `/assistant, visitor preview [${language}]`);
      // The address left in the chat is stored with this preview's conversation id.
      const email = uniqueEmail(`assistant-capture-${language}`);
      const capture = page.getByRole("region", { name: a.preview.emailTitle });
      await capture.getByRole("textbox").fill(email);
      await capture.getByRole("button", { name: t.emailCapture.submit }).click();
      await expect(page.getByText(t.emailCapture.successTitle, { exact: true }).first()).toBeVisible();
      const [row] = queryDatabase<{ conversation_id: string | null }>(
        "SELECT conversation_id FROM email_captures WHERE email = ?",
        email,
      );
      expect(row?.conversation_id).toMatch(/^preview-[0-9a-f-]{36}$/);
    });
  });
}

test.describe("without JavaScript", () => {
  useLanguage("en");
  test.use({ javaScriptEnabled: false });

  test("a member's question posted as a plain form is answered after the reload, and the history renders on the server", async ({
    page,
  }) => {
    await premiumMember(page, "assistant-nojs");
    await page.goto("/assistant");
    const a = catalogs.en.assistant;
    await page.getByRole("textbox", { name: a.composer.label }).fill(questions.en);
    await page.getByRole("button", { name: a.composer.ask }).click();
    await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}$/);
    const answers = thread(page, "en");
    await expectAnswerWithThreshold(answers, "en");
    // Feedback is a plain form too; no copy button without the clipboard's JavaScript.
    await expect(answers.getByRole("button", { name: a.thread.copy })).toHaveCount(0);
    await answers.getByRole("button", { name: a.thread.notHelpful, exact: true }).click();
    await expect(answers.getByRole("button", { name: a.thread.notHelpful, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("a visitor's example question is answered after the reload", async ({ page }) => {
    await page.goto("/assistant");
    const a = catalogs.en.assistant;
    await page.getByRole("list", { name: a.preview.questionsLabel }).getByRole("button").first().click();
    await expectAnswerWithThreshold(thread(page, "en"), "en");
  });
});

test.describe("in Arabic", () => {
  useLanguage("ar");

  test("the preview reads right to left, answers from the Arabic pages without the English note, and it is axe-clean", async ({
    page,
  }) => {
    const a = catalogs.ar.assistant;
    await visit(page, "/assistant");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("list", { name: a.preview.questionsLabel }).getByRole("button").first().click();
    await expect(page.getByRole("status").filter({ hasText: a.thread.answered })).toBeAttached({ timeout: 15_000 });
    // The Blue Card page is in Arabic (ADR 0086): the answer quotes it, so no "answered in English" note.
    await expect(thread(page, "ar").getByText(a.notes.answered_in_english)).toHaveCount(0);
    const answer = await thread(page, "ar").innerText();
    expect((answer.match(/\p{Script=Arabic}/gu) ?? []).length).toBeGreaterThan(100);
    await expectNoAxeViolations(page, "/assistant, visitor preview [ar]");
  });
});
