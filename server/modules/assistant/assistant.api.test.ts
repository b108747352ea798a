import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { previewQuestionIds, previewQuestions } from "../../../content/assistant/preview-questions.ts";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import type { AnswerEvent } from "../../../core/assistant/assistant-contract.ts";
import { assistantLimits, quotaDay } from "../../../core/assistant/assistant-limits.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { type LoopbackOpenAi, startLoopbackOpenAi } from "../../testing/loopback-openai.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  password,
  registeredClient,
  type TestClient,
} from "../auth/accounts-test-kit.ts";
import type { ConversationSummary, StoredMessage } from "./conversation-record.ts";

type One = { conversation: ConversationSummary } & ErrorBody;
type Thread = { conversation: ConversationSummary; messages: StoredMessage[] } & ErrorBody;

const blueCardQuestion = "What salary do I need for the EU Blue Card?";
const blueCardPage = /^\/visa\/(eu-blue-card|carte-bleue-ue)\b/;

/** Reads a whole server-sent event stream: each event's name and its JSON data, in order. */
async function readEvents(response: Response): Promise<{ name: string; data: AnswerEvent }[]> {
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  return parseEvents(await response.text());
}

function parseEvents(text: string): { name: string; data: AnswerEvent }[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const name = /^event: (.+)$/m.exec(block)?.[1] ?? "";
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") as AnswerEvent;
      return { name, data };
    });
}

describe.each(testEngines)("the assistant's API (/api/assistant) on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function member(email: string, plan: "free" | "premium" | "dfy", ip?: string): Promise<TestClient> {
    const client = await registeredClient(api, email, ip);
    if (plan === "dfy") {
      await api.deps.db.updateTable("users").set({ has_active_dfy_plan: 1 }).where("email", "=", email).execute();
    } else {
      await api.deps.db.updateTable("users").set({ plan }).where("email", "=", email).execute();
    }
    return client;
  }
  const newChat = async (client: TestClient, body: unknown = {}) => {
    const created = await client.json<One>("/api/assistant/conversations", { body });
    expect(created.status).toBe(201);
    return created.body.conversation;
  };
  const ask = (client: TestClient, id: string, question: unknown) =>
    client.request(`/api/assistant/conversations/${id}/messages`, { body: { question } });
  const messages = () => api.deps.db.selectFrom("assistant_messages").selectAll().execute();

  it("streams a grounded answer as server-sent events and keeps the question and the answer as shown", async () => {
    const amira = await member("amira@example.com", "premium");
    const conversation = await newChat(amira);
    expect(conversation.title).toBe("");

    const response = await ask(amira, conversation.id, blueCardQuestion);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const events = await readEvents(response);
    const names = events.map((event) => event.name);
    expect(names[0]).toBe("start");
    expect(names.at(-1)).toBe("done");
    expect(names.filter((name) => name === "delta").length).toBeGreaterThan(1);
    expect(names).toContain("citations");
    for (const event of events) expect(event.data.type).toBe(event.name);
    const text = events.map((e) => (e.data.type === "delta" ? e.data.text : "")).join("");
    const citations = events.flatMap((e) => (e.data.type === "citations" ? e.data.citations : []));
    expect(citations.some((citation) => blueCardPage.test(citation.url))).toBe(true);
    const done = events.at(-1)?.data;

    const thread = await amira.json<Thread>(`/api/assistant/conversations/${conversation.id}`);
    expect(thread.status).toBe(200);
    // Named by its first question, so the list shows something the person recognises.
    expect(thread.body.conversation.title).toBe(blueCardQuestion);
    expect(thread.body.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(thread.body.messages[0]?.text).toBe(blueCardQuestion);
    expect(thread.body.messages[1]).toMatchObject({
      id: done?.type === "done" ? done.messageId : "missing",
      text,
      citations,
      answerer: "builtin",
      stopped: false,
      feedback: null,
    });

    // The next question gets the earlier turns as context and lands in the same thread: a
    // follow-up that names no subject is searched with the question before it, so it is still
    // answered from the Blue Card page.
    const second = await readEvents(await ask(amira, conversation.id, "And for how long is it valid?"));
    expect(second.at(-1)?.name).toBe("done");
    const followUpCitations = second.flatMap((e) => (e.data.type === "citations" ? e.data.citations : []));
    expect(followUpCitations.some((citation) => blueCardPage.test(citation.url))).toBe(true);
    const after = await amira.json<Thread>(`/api/assistant/conversations/${conversation.id}`);
    expect(after.body.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(after.body.conversation.title).toBe(blueCardQuestion);
  });

  it("answers in French from French pages", async () => {
    const amira = await member("amira@example.com", "dfy");
    const conversation = await newChat(amira);
    const response = await amira.request(`/api/assistant/conversations/${conversation.id}/messages?lang=fr`, {
      body: { question: "Quel salaire pour la carte bleue européenne\u202f?" },
      headers: { "accept-language": "fr" },
    });
    const events = await readEvents(response);
    expect(events.at(-1)?.name).toBe("done");
    const citations = events.flatMap((e) => (e.data.type === "citations" ? e.data.citations : []));
    expect(citations.some((citation) => blueCardPage.test(citation.url))).toBe(true);
  });

  it("says above an Arabic answer that it comes from English pages, and keeps that note in the history", async () => {
    const amira = await member("amira@example.com", "premium");
    const conversation = await newChat(amira);
    // Asked in English words on the Arabic site: no Arabic passage shares them, the English ones answer.
    const response = await amira.request(`/api/assistant/conversations/${conversation.id}/messages`, {
      body: { question: "first weeks in France: what to do, in what order?" },
      headers: { "accept-language": "ar" },
    });
    const events = await readEvents(response);
    expect(events[0]?.data).toMatchObject({ type: "start", notes: ["answered_in_english"] });
    const thread = await amira.json<Thread>(`/api/assistant/conversations/${conversation.id}`);
    expect(thread.body.messages[1]?.notes).toEqual(["answered_in_english"]);
    expect(thread.body.messages[1]?.citations.some((citation) => citation.url.includes("first-weeks"))).toBe(true);
  });

  it("answers an Arabic question on a translated visa page from its Arabic text, with no note", async () => {
    const amira = await member("amira@example.com", "premium");
    const conversation = await newChat(amira);
    const response = await amira.request(`/api/assistant/conversations/${conversation.id}/messages`, {
      body: { question: previewQuestions.ar["blue-card-salary"] },
      headers: { "accept-language": "ar" },
    });
    const events = await readEvents(response);
    expect(events[0]?.data).toMatchObject({ type: "start", notes: [] });
    const thread = await amira.json<Thread>(`/api/assistant/conversations/${conversation.id}`);
    expect(thread.body.messages[1]?.notes).toEqual([]);
    expect(thread.body.messages[1]?.citations.some((citation) => blueCardPage.test(citation.url))).toBe(true);
  });

  it("lists, renames and deletes conversations, the most recently used first", async () => {
    const amira = await member("amira@example.com", "premium");
    const first = await newChat(amira, { title: "  Moving to Lyon " });
    expect(first.title).toBe("Moving to Lyon");
    const second = await newChat(amira);
    await readEvents(await ask(amira, first.id, "Cost of living in Lyon?"));

    const listed = await amira.json<{ conversations: ConversationSummary[] }>("/api/assistant/conversations");
    expect(listed.status).toBe(200);
    expect(listed.body.conversations.map((c) => c.id)).toEqual([first.id, second.id]);

    const renamed = await amira.json<One>(`/api/assistant/conversations/${first.id}`, {
      method: "PATCH",
      body: { title: "Lyon, the budget" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.conversation).toMatchObject({ id: first.id, title: "Lyon, the budget" });

    const deleted = await amira.request(`/api/assistant/conversations/${first.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await amira.request(`/api/assistant/conversations/${first.id}`)).status).toBe(404);
    expect(await messages()).toEqual([]);
    const left = await amira.json<{ conversations: ConversationSummary[] }>("/api/assistant/conversations");
    expect(left.body.conversations.map((c) => c.id)).toEqual([second.id]);
  });

  it("refuses visitors with 401 and free members with 403 and a message that says what to do", async () => {
    const visitor = api.client();
    expect((await visitor.request("/api/assistant/conversations")).status).toBe(401);
    expect((await visitor.request("/api/assistant/conversations", { body: {} })).status).toBe(401);
    const free = await member("free@example.com", "free");
    const refused = await free.json<ErrorBody>("/api/assistant/conversations", { body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "forbidden",
      message: apiMessage("en", "assistant_plan_required"),
    });
    const inFrench = await free.json<ErrorBody>("/api/assistant/conversations", {
      headers: { "accept-language": "fr" },
    });
    expect(inFrench.body.error.message).toBe(apiMessage("fr", "assistant_plan_required"));
    const someId = crypto.randomUUID();
    expect((await ask(free, someId, blueCardQuestion)).status).toBe(403);
    expect(
      (
        await free.request(`/api/assistant/messages/${someId}/feedback`, {
          method: "PUT",
          body: { feedback: "helpful" },
        })
      ).status,
    ).toBe(403);
    expect(await api.deps.db.selectFrom("assistant_conversations").selectAll().execute()).toEqual([]);
  });

  it("answers another member's conversation and answers with the same 404 as an unknown id", async () => {
    const amira = await member("amira@example.com", "premium");
    const bilal = await member("bilal@example.com", "premium", "203.0.113.20");
    const conversation = await newChat(amira, { title: "Mine" });
    const events = await readEvents(await ask(amira, conversation.id, blueCardQuestion));
    const done = events.at(-1)?.data;
    const answerId = done?.type === "done" ? done.messageId : "";
    for (const id of [conversation.id, crypto.randomUUID()]) {
      for (const [path, init] of [
        [`/api/assistant/conversations/${id}`, {}],
        [`/api/assistant/conversations/${id}`, { method: "PATCH", body: { title: "Stolen" } }],
        [`/api/assistant/conversations/${id}`, { method: "DELETE" }],
        [`/api/assistant/conversations/${id}/messages`, { body: { question: "What did you tell her?" } }],
      ] as const) {
        const response = await bilal.request(path, init);
        expect(response.status, `${"method" in init ? init.method : "GET"} ${path}`).toBe(404);
        expect(((await response.json()) as ErrorBody).error.message).toBe(
          apiMessage("en", "assistant_conversation_not_found"),
        );
      }
    }
    const feedback = await bilal.json<ErrorBody>(`/api/assistant/messages/${answerId}/feedback`, {
      method: "PUT",
      body: { feedback: "not_helpful" },
    });
    expect(feedback.status).toBe(404);
    expect((await bilal.json<{ conversations: unknown[] }>("/api/assistant/conversations")).body.conversations).toEqual(
      [],
    );
    const rows = await messages();
    expect(rows.map((row) => row.role).sort()).toEqual(["assistant", "user"]);
    expect(rows.every((row) => row.feedback === null)).toBe(true);
    expect((await amira.json<Thread>(`/api/assistant/conversations/${conversation.id}`)).body.conversation.title).toBe(
      "Mine",
    );
  });

  it("refuses a question too long, empty or not text with 400 in the reader's language, storing nothing", async () => {
    const amira = await member("amira@example.com", "premium");
    const conversation = await newChat(amira);
    const cases: [unknown, string][] = [
      ["x".repeat(assistantLimits.maxQuestionLength + 1), "assistant_question_too_long"],
      ["   ", "assistant_question_required"],
      [undefined, "assistant_question_required"],
      [42, "assistant_question_invalid"],
      ["a\u0000b", "null_character"],
    ];
    for (const [question, key] of cases) {
      const response = await amira.request(`/api/assistant/conversations/${conversation.id}/messages`, {
        body: question === undefined ? {} : { question },
        headers: { "accept-language": "fr" },
      });
      expect(response.status, key).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.message, key).toBe(apiMessage("fr", key));
    }
    // The limit is written from assistant-limits.ts in each language's number format.
    expect(apiMessage("fr", "assistant_question_too_long")).toContain("1\u202f000");
    expect(apiMessage("en", "assistant_question_too_long")).toContain("1,000");
    // Exactly the limit is a question.
    const atLimit = await ask(amira, conversation.id, "é".repeat(assistantLimits.maxQuestionLength));
    expect(atLimit.status).toBe(200);
    await atLimit.text();
    expect((await amira.request("/api/assistant/conversations/not-an-id")).status).toBe(400);
    const badTitle = await amira.json<ErrorBody>(`/api/assistant/conversations/${conversation.id}`, {
      method: "PATCH",
      body: { title: "x".repeat(assistantLimits.maxTitleLength + 1) },
    });
    expect(badTitle.status).toBe(400);
    expect(badTitle.body.error.message).toBe(apiMessage("en", "assistant_title_too_long"));
    const notJson = await amira.request(`/api/assistant/conversations/${conversation.id}/messages`, {
      body: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(400);
    expect((await messages()).filter((row) => row.role === "user").map((row) => row.text.length)).toEqual([
      assistantLimits.maxQuestionLength,
    ]);
  });

  it("stops at the daily quota with 429, says when it starts again, and deleting a chat gives nothing back", async () => {
    const amira = await member("amira@example.com", "premium");
    const conversation = await newChat(amira);
    const user = await api.deps.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "amira@example.com")
      .executeTakeFirstOrThrow();
    const { day, resetsAt } = quotaDay(new Date());
    // The day's questions already asked (as if asked in chats since deleted).
    await api.deps.db
      .insertInto("assistant_daily_usage")
      .values({ user_id: user.id, day, questions: assistantLimits.questionsPerDay - 1 })
      .execute();
    const last = await ask(amira, conversation.id, blueCardQuestion);
    expect(last.status).toBe(200);
    await last.text();

    const refused = await ask(amira, conversation.id, "One more?");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    const untilMidnight = (resetsAt.getTime() - Date.now()) / 1000;
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThan(5);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toContain(String(assistantLimits.questionsPerDay));
    expect(body.error.message).toMatch(/midnight \(UTC\), in \d+ (hours?|minutes?|seconds?)/);
    expect((await messages()).filter((row) => row.text === "One more?")).toEqual([]);

    await amira.request(`/api/assistant/conversations/${conversation.id}`, { method: "DELETE" });
    const fresh = await newChat(amira);
    expect((await ask(amira, fresh.id, "Still no?")).status).toBe(429);
  });

  it("refuses questions asked faster than the per-minute limit with 429 and Retry-After", async () => {
    const amira = await member("amira@example.com", "premium");
    const conversation = await newChat(amira);
    for (let i = 0; i < assistantLimits.questionsPerMinute; i += 1) {
      const response = await ask(amira, conversation.id, `Question ${i} about the carte Vitale`);
      expect(response.status).toBe(200);
      await response.text();
    }
    const refused = await ask(amira, conversation.id, "One too many");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(/^You are asking faster/);
  });

  it("keeps helpful / not helpful on an answer, takes it back, and refuses it on a question", async () => {
    const amira = await member("amira@example.com", "premium");
    const conversation = await newChat(amira);
    await readEvents(await ask(amira, conversation.id, blueCardQuestion));
    const thread = await amira.json<Thread>(`/api/assistant/conversations/${conversation.id}`);
    const [question, answer] = thread.body.messages;
    const put = (id: string, body: unknown) =>
      amira.json<{ id: string; feedback: string | null } & ErrorBody>(`/api/assistant/messages/${id}/feedback`, {
        method: "PUT",
        body,
      });
    expect((await put(answer?.id ?? "", { feedback: "helpful" })).body).toEqual({
      id: answer?.id,
      feedback: "helpful",
    });
    let shown = await amira.json<Thread>(`/api/assistant/conversations/${conversation.id}`);
    expect(shown.body.messages[1]?.feedback).toBe("helpful");
    expect((await put(answer?.id ?? "", { feedback: null })).status).toBe(200);
    shown = await amira.json<Thread>(`/api/assistant/conversations/${conversation.id}`);
    expect(shown.body.messages[1]?.feedback).toBeNull();
    const wrong = await put(answer?.id ?? "", { feedback: "meh" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(apiMessage("en", "assistant_feedback_invalid"));
    expect((await put(question?.id ?? "", { feedback: "helpful" })).status).toBe(404);
  });

  it("answers only the example questions to visitors and free members, live, storing nothing", async () => {
    const visitor = api.client({ language: "fr" });
    const listed = await visitor.json<{ questions: { id: string; question: string }[] }>("/api/assistant/preview");
    expect(listed.status).toBe(200);
    expect(listed.body.questions).toEqual(previewQuestionIds.map((id) => ({ id, question: previewQuestions.fr[id] })));

    const events = await readEvents(
      await visitor.request("/api/assistant/preview/blue-card-salary", { method: "POST" }),
    );
    expect(events[0]?.data).toMatchObject({ type: "start", answerer: "builtin" });
    expect(events.at(-1)?.data).toEqual({ type: "done", messageId: "" });
    const citations = events.flatMap((e) => (e.data.type === "citations" ? e.data.citations : []));
    expect(citations.some((citation) => blueCardPage.test(citation.url))).toBe(true);

    const free = await member("free@example.com", "free");
    const freeAnswer = await free.request("/api/assistant/preview/health-insurance", { method: "POST" });
    expect(freeAnswer.status).toBe(200);
    expect((await readEvents(freeAnswer)).at(-1)?.name).toBe("done");

    const unknown = await visitor.json<ErrorBody>("/api/assistant/preview/what-is-the-meaning-of-life", {
      method: "POST",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(apiMessage("fr", "assistant_preview_not_found"));
    expect(await messages()).toEqual([]);
    expect(await api.deps.db.selectFrom("assistant_daily_usage").selectAll().execute()).toEqual([]);
  });

  it("limits the preview per address with 429, and never lets a browser or proxy keep an answer", async () => {
    const visitor = api.client({ ip: "198.51.100.7" });
    for (let i = 0; i < assistantLimits.previewPerMinute; i += 1) {
      const response = await visitor.request("/api/assistant/preview/which-visa", { method: "POST" });
      expect(response.status).toBe(200);
      await response.text();
    }
    const refused = await visitor.request("/api/assistant/preview/which-visa", { method: "POST" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toMatch(/no-store/);
    // Another address is not held back by this one.
    const other = await api
      .client({ ip: "198.51.100.8" })
      .request("/api/assistant/preview/which-visa", { method: "POST" });
    expect(other.status).toBe(200);
    await other.text();

    const amira = await member("amira@example.com", "premium");
    const conversation = await newChat(amira);
    for (const path of [
      "/api/assistant/preview",
      "/api/assistant/conversations",
      `/api/assistant/conversations/${conversation.id}`,
    ]) {
      expect((await amira.request(path)).headers.get("cache-control"), path).toMatch(/no-store/);
    }
  });

  it("includes the conversations in the account export and erases them with the account", async () => {
    const amira = await member("amira@example.com", "premium");
    const bilal = await member("bilal@example.com", "premium", "203.0.113.20");
    const conversation = await newChat(amira);
    await readEvents(await ask(amira, conversation.id, blueCardQuestion));
    const his = await newChat(bilal, { title: "His" });
    await readEvents(await ask(bilal, his.id, "Carte Vitale?"));

    const exported = await amira.json<{
      assistantConversations: { title: string; messages: { role: string; text: string; citations: unknown[] }[] }[];
      assistantQuestionsPerDay: { day: string; questions: number }[];
    }>("/api/account/export");
    expect(exported.status).toBe(200);
    expect(exported.body.assistantConversations).toHaveLength(1);
    expect(exported.body.assistantConversations[0]?.title).toBe(blueCardQuestion);
    expect(exported.body.assistantConversations[0]?.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(exported.body.assistantConversations[0]?.messages[1]?.citations.length).toBeGreaterThan(0);
    expect(exported.body.assistantQuestionsPerDay).toEqual([{ day: quotaDay(new Date()).day, questions: 1 }]);

    const deleted = await amira.request("/api/account/delete", { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);
    const conversations = await api.deps.db.selectFrom("assistant_conversations").select("title").execute();
    expect(conversations.map((c) => c.title)).toEqual(["His"]);
    expect((await messages()).map((m) => m.text)[0]).toBe("Carte Vitale?");
    expect(await messages()).toHaveLength(2);
    expect(await api.deps.db.selectFrom("assistant_daily_usage").selectAll().execute()).toHaveLength(1);
  });
});

describe.each(testEngines)("stopping an answer on %s", (engine) => {
  let database: FreshDatabase;
  let model: LoopbackOpenAi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    model = await startLoopbackOpenAi();
  });
  afterEach(async () => {
    await model.close();
    await database.dispose();
  });

  it("keeps what was streamed before the reader stopped, marked stopped", async () => {
    // A model that streams the beginning of an answer and then goes on thinking: the reader stops it.
    const api = buildAccountsApi(database, {
      ASSISTANT_MODEL_BASE_URL: model.baseUrl,
      ASSISTANT_MODEL_NAME: "loopback",
      ASSISTANT_MODEL_TIMEOUT_MS: "30000",
    });
    model.reply({ kind: "hangAfter", chunks: ["The EU Blue Card ", "asks for a salary "] });
    const amira = await registeredClient(api, "amira@example.com");
    await api.deps.db.updateTable("users").set({ plan: "premium" }).where("email", "=", "amira@example.com").execute();
    const created = await amira.json<One>("/api/assistant/conversations", { body: {} });
    const id = created.body.conversation.id;

    const response = await amira.request(`/api/assistant/conversations/${id}/messages`, {
      body: { question: blueCardQuestion },
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const decoder = new TextDecoder();
    let received = "";
    while (!received.includes("asks for a salary")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before the second chunk: ${received}`);
      received += decoder.decode(value, { stream: true });
    }
    const seen = parseEvents(received);
    expect(seen.map((e) => e.name)).toEqual(["start", "delta", "delta"]);
    const shown = seen.map((e) => (e.data.type === "delta" ? e.data.text : "")).join("");
    expect(shown).toMatch(/^The EU Blue Card asks for a salary/);
    await reader.cancel();

    // The answer is stored once the answerer has stopped: read the thread until it shows.
    let thread: Thread | undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      thread = (await amira.json<Thread>(`/api/assistant/conversations/${id}`)).body;
      if (thread.messages.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(thread?.messages[1]).toMatchObject({
      role: "assistant",
      // Exactly what the reader saw: the history shows what they read before stopping.
      text: shown,
      answerer: "model",
      stopped: true,
    });
  });
});
