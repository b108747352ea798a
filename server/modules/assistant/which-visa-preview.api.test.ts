import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import type { AnswerEvent } from "../../../core/assistant/assistant-contract.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type AccountsApi, buildAccountsApi } from "../auth/accounts-test-kit.ts";

/** The events of a server-sent event stream, in order. */
function eventsOf(text: string): AnswerEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") as AnswerEvent);
}

describe.each(testEngines)("the « which visa » preview every visitor sees, on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it.each([
    ["en", "/visa/eu-blue-card?lang=en"],
    ["fr", "/visa/carte-bleue-ue?lang=fr"],
  ] as const)(
    "answers in %s with the talent and Blue Card pages and the registry's salary floors",
    async (language, blueCard) => {
      const response = await api.client({ language }).request("/api/assistant/preview/which-visa", { method: "POST" });
      expect(response.status).toBe(200);
      const events = eventsOf(await response.text());
      const text = events.map((event) => (event.type === "delta" ? event.text : "")).join("");
      expect(text).toContain(formatFact(currentFact("talent.qualified-employee.min-annual-salary"), language));
      expect(text).toContain(formatFact(currentFact("eu-blue-card.min-annual-salary"), language));
      const urls = events.flatMap((event) => (event.type === "citations" ? event.citations.map((one) => one.url) : []));
      expect(urls).toContain(`/visa/passeport-talent?lang=${language}`);
      expect(urls).toContain(blueCard);
      expect(urls).toContain(`/?lang=${language}#journey-heading`);
      expect(events.at(-1)).toEqual({ type: "done", messageId: "" });
    },
  );
});
