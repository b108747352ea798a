import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import type { AnswerEvent } from "../../../core/assistant/assistant-contract.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type LoopbackOpenAi, startLoopbackOpenAi } from "../../testing/loopback-openai.ts";
import { type AccountsApi, buildAccountsApi, registeredClient, type TestClient } from "../auth/accounts-test-kit.ts";
import type { ConversationSummary, StoredMessage } from "./conversation-record.ts";

/**
 * The chat API with an OpenAI-compatible model configured (ADR 0042), the model being a real
 * loopback server speaking that API: the question's retrieved passages reach the model, its
 * streamed chunks reach the reader as server-sent events and are stored as shown, a model answering
 * 500 gives the built-in answer with its note, and the key never appears in anything we answer.
 */

const key = "sk-route-test-secret-9f8e7d6c5b4a";
const salary = formatFact(currentFact("eu-blue-card.min-annual-salary"), "en");
const blueCardPage = /^\/visa\/eu-blue-card\b/;

type Thread = { conversation: ConversationSummary; messages: StoredMessage[] };

function parseEvents(text: string): { name: string; data: AnswerEvent }[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => ({
      name: /^event: (.+)$/m.exec(block)?.[1] ?? "",
      data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") as AnswerEvent,
    }));
}

let model: LoopbackOpenAi;
beforeAll(async () => {
  model = await startLoopbackOpenAi();
});
afterAll(() => model.close());

describe.each(testEngines)("the assistant's API with a model configured, on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    model.requests.length = 0;
    database = await freshDatabase(engine);
    api = buildAccountsApi(database, {
      ASSISTANT_MODEL_BASE_URL: model.baseUrl,
      ASSISTANT_MODEL_API_KEY: key,
      ASSISTANT_MODEL_NAME: "loopback-model",
      ASSISTANT_MODEL_TIMEOUT_MS: "1000",
    });
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function premiumMember(email: string): Promise<TestClient> {
    const client = await registeredClient(api, email);
    await api.deps.db.updateTable("users").set({ plan: "premium" }).where("email", "=", email).execute();
    return client;
  }
  async function askInNewChat(client: TestClient, question: string) {
    const created = await client.json<{ conversation: ConversationSummary }>("/api/assistant/conversations", {
      body: {},
    });
    const response = await client.request(`/api/assistant/conversations/${created.body.conversation.id}/messages`, {
      body: { question },
    });
    expect(response.status).toBe(200);
    const raw = await response.text();
    const thread = await client.json<Thread>(`/api/assistant/conversations/${created.body.conversation.id}`);
    return { raw, events: parseEvents(raw), thread };
  }

  it("sends the retrieved passages to the model and streams its answer to the reader, stored as shown", async () => {
    const chunks = ["For the EU Blue Card ", "you need a gross salary of at least ", salary, " a year [1]."];
    model.reply({ kind: "answer", chunks });
    const amira = await premiumMember("amira@example.com");
    const { raw, events, thread } = await askInNewChat(amira, "What salary do I need for the EU Blue Card?");

    expect(model.requests).toHaveLength(1);
    const sent = model.requests[0]?.body;
    expect(sent?.model).toBe("loopback-model");
    const system = sent?.messages[0]?.content ?? "";
    // The Blue Card passage, with the registry's figure, is passage [1]: retrieval ranked it first.
    expect(system).toMatch(/\[1\] [^\n]*\(\/visa\/eu-blue-card[^)]*\)\n/);
    expect(system).toContain(salary);
    expect(sent?.messages.at(-1)).toEqual({ role: "user", content: "What salary do I need for the EU Blue Card?" });
    expect(sent?.tools?.length).toBeGreaterThan(0);

    expect(events.map((event) => event.name)).toEqual([
      "start",
      "delta",
      "delta",
      "delta",
      "delta",
      "citations",
      "done",
    ]);
    expect(events[0]?.data).toEqual({ type: "start", answerer: "model", notes: [] });
    const text = events.map((event) => (event.data.type === "delta" ? event.data.text : "")).join("");
    expect(text).toBe(`For the EU Blue Card you need a gross salary of at least ${salary} a year.`);
    const citations = events.flatMap((event) => (event.data.type === "citations" ? event.data.citations : []));
    expect(citations).toHaveLength(1);
    expect(citations[0]?.url).toMatch(blueCardPage);

    expect(thread.body.messages[1]).toMatchObject({ role: "assistant", text, citations, answerer: "model", notes: [] });
    expect(raw).not.toContain(key);
    expect(JSON.stringify(thread.body)).not.toContain(key);
  });

  it("answers with the built-in answerer and the note model_unavailable when the model answers 500", async () => {
    model.reply({ kind: "status", status: 500, message: `upstream failure for key ${key}` });
    const amira = await premiumMember("amira@example.com");
    const { raw, events, thread } = await askInNewChat(amira, "What salary do I need for the EU Blue Card?");

    expect(model.requests).toHaveLength(1);
    expect(events[0]?.data).toEqual({ type: "start", answerer: "builtin", notes: ["model_unavailable"] });
    expect(events.at(-1)?.name).toBe("done");
    const text = events.map((event) => (event.data.type === "delta" ? event.data.text : "")).join("");
    expect(text).toContain(salary);
    expect(thread.body.messages[1]).toMatchObject({ answerer: "builtin", notes: ["model_unavailable"], text });
    // The model's error body named the key: it went to the log at most, never to the reader.
    expect(raw).not.toContain(key);
    expect(JSON.stringify(thread.body)).not.toContain(key);
  });

  it("answers the preview with the built-in answerer without asking the model", async () => {
    const visitor = api.client({ ip: "198.51.100.4" });
    const response = await visitor.request("/api/assistant/preview/blue-card-salary", { method: "POST" });
    const events = parseEvents(await response.text());
    expect(events[0]?.data).toMatchObject({ type: "start", answerer: "builtin" });
    expect(model.requests).toHaveLength(0);
  });
});
