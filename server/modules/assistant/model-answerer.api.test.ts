import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelPrompts } from "../../../content/assistant/model-prompts.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import { assistantPartsEn } from "../../../content/i18n/assistant-parts-en.ts";
import type { AnswerEvent, Passage } from "../../../core/assistant/assistant-contract.ts";
import { createLogger } from "../../logger.ts";
import { type LoopbackOpenAi, startLoopbackOpenAi } from "../../testing/loopback-openai.ts";
import type { AnswerRequest } from "./answerer.ts";
import { createAssistantAnswerer } from "./assistant-answerer.ts";
import { assistantTools } from "./assistant-tools.ts";
import { createBuiltinAnswerer } from "./builtin-answerer.ts";
import { createModelAnswerer, ModelError } from "./model-answerer.ts";
import { modelGrounding } from "./model-grounding.ts";

/**
 * The OpenAI-compatible answerer against a real HTTP server speaking that API on 127.0.0.1
 * (ADR 0042): what it sends (the passages, the tools, the key only in the Authorization header),
 * what the reader gets (the streamed chunks in order, the [n] markers turned into citations), and
 * how it fails (HTTP 500, silence) — as the ModelError the fallback answers.
 */

const key = "sk-loopback-secret-key-0123456789";
const threshold = currentFact("eu-blue-card.min-annual-salary");
const salary = formatFact(threshold, "en");

/** Two passages as retrieval gives them: the Blue Card salary from the registry, and a second one. */
const passages: Passage[] = [
  {
    id: "visa:eu-blue-card#conditions:en",
    kind: "visa",
    language: "en",
    title: "EU Blue Card — Conditions",
    text: `A gross annual salary of at least ${salary}.`,
    url: "/visa/eu-blue-card#conditions",
    sources: [{ publisher: threshold.source.publisher, url: threshold.source.url, checkedOn: threshold.checkedOn }],
  },
  {
    id: "guide:paris-guide#housing:en",
    kind: "guide",
    language: "en",
    title: "Paris guide — Housing",
    text: "Rents are the highest in France.",
    url: "/guides/paris-guide#housing",
    sources: [],
  },
];

const request: AnswerRequest = {
  question: "What salary do I need for the EU Blue Card?",
  language: "en",
  history: [
    { role: "user", text: "Hello" },
    { role: "assistant", text: "Hello, how can I help?" },
  ],
  passages,
};

async function collect(events: AsyncIterable<Exclude<AnswerEvent, { type: "done" }>>) {
  const seen: Exclude<AnswerEvent, { type: "done" }>[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

const text = (events: Exclude<AnswerEvent, { type: "done" }>[]) =>
  events.map((event) => (event.type === "delta" ? event.text : "")).join("");

let model: LoopbackOpenAi;
beforeAll(async () => {
  model = await startLoopbackOpenAi();
});
afterAll(() => model.close());
beforeEach(() => {
  model.requests.length = 0;
});

const answerer = (timeoutMs = 2000) =>
  createModelAnswerer({
    baseUrl: model.baseUrl,
    apiKey: key,
    model: "test-model",
    timeoutMs,
    tools: [],
    grounding: modelGrounding,
  });

describe("the model answerer", () => {
  it("sends the question, the history and the numbered passages, with the key only in the Authorization header", async () => {
    model.reply({ kind: "answer", chunks: ["At least ", salary, " [1]."] });
    await collect(answerer().answer(request, new AbortController().signal));
    expect(model.requests).toHaveLength(1);
    const [sent] = model.requests;
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.authorization).toBe(`Bearer ${key}`);
    expect(sent?.body.model).toBe("test-model");
    expect(sent?.body.stream).toBe(true);
    const [system, ...rest] = sent?.body.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain(modelPrompts.en.system);
    expect(system?.content).toContain(
      `[1] EU Blue Card — Conditions (/visa/eu-blue-card#conditions)\n${passages[0]?.text}`,
    );
    expect(system?.content).toContain("[2] Paris guide — Housing (/guides/paris-guide#housing)");
    expect(rest).toEqual([
      { role: "user", content: "Hello" },
      { role: "assistant", content: "Hello, how can I help?" },
      { role: "user", content: request.question },
    ]);
    expect(JSON.stringify(sent?.body)).not.toContain(key);
  });

  it("streams the chunks in order, takes the [n] markers out and cites the passages they number", async () => {
    model.reply({
      kind: "answer",
      chunks: ["You need at least ", salary, " a year [", "1]. Paris rents are high [2, 1", "]. In 2026", "."],
    });
    const events = await collect(answerer().answer(request, new AbortController().signal));
    expect(events[0]).toEqual({ type: "start", answerer: "model", notes: [] });
    const deltas = events.filter((event) => event.type === "delta");
    expect(deltas.length).toBeGreaterThan(2);
    expect(text(events)).toBe(`You need at least ${salary} a year. Paris rents are high. In 2026.`);
    expect(events.at(-1)).toEqual({
      type: "citations",
      citations: [
        {
          title: "EU Blue Card — Conditions",
          url: "/visa/eu-blue-card#conditions",
          kind: "visa",
          sources: passages[0]?.sources,
        },
        { title: "Paris guide — Housing", url: "/guides/paris-guide#housing", kind: "guide", sources: [] },
      ],
    });
  });

  it("flags a figure that no passage, tool or part of the question gave, and leaves the given ones alone", async () => {
    model.reply({ kind: "answer", chunks: ["You need at least ", salary, " [1], and rent is about €3,210 a month."] });
    const events = await collect(answerer().answer(request, new AbortController().signal));
    const answer = text(events);
    expect(answer).toContain(`\n\n${assistantPartsEn.unverifiedFigures.replace("{figures}", "3210")}`);
    // The Blue Card floor came from the passage: not flagged.
    expect(answer.split("\n\n").at(-1)).not.toContain(String(threshold.value));
    // The system message carries the question read part by part, with our figure for it.
    expect(model.requests[0]?.body.messages[0]?.content).toContain("Parts asked: salary-floor");
  });

  it("leaves bracketed numbers that number no passage as written, and cites nothing it did not mark", async () => {
    model.reply({ kind: "answer", chunks: ["The rules of [2026] apply [7]."] });
    const events = await collect(answerer().answer(request, new AbortController().signal));
    expect(text(events)).toBe("The rules of [2026] apply [7].");
    expect(events.at(-1)).toEqual({ type: "citations", citations: [] });
  });

  it("fails with the HTTP status when the model answers 500, before anything is streamed", async () => {
    model.reply({ kind: "status", status: 500 });
    const events: unknown[] = [];
    const failure = await (async () => {
      for await (const event of answerer().answer(request, new AbortController().signal)) events.push(event);
    })().catch((error: unknown) => error);
    expect(events).toEqual([]);
    expect(failure).toBeInstanceOf(ModelError);
    expect(failure).toMatchObject({ reason: "http", status: 500 });
  });

  it("gives up after the timeout when the model says nothing", async () => {
    model.reply({ kind: "hang" });
    const began = Date.now();
    const failure = await collect(answerer(300).answer(request, new AbortController().signal)).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ name: "ModelError", reason: "timeout" });
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it("counts only words as progress: a model that answers at once but streams empty chunks times out too", async () => {
    model.reply({ kind: "idle" });
    const began = Date.now();
    const failure = await collect(answerer(300).answer(request, new AbortController().signal)).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ name: "ModelError", reason: "timeout" });
    expect(Date.now() - began).toBeLessThan(2000);
  });

  it("stops as soon as the reader stops, without an error", async () => {
    model.reply({ kind: "answer", chunks: ["one ", "two ", "three ", "four ", "five "], delayMs: 100 });
    const stop = new AbortController();
    const events: Exclude<AnswerEvent, { type: "done" }>[] = [];
    for await (const event of answerer().answer(request, stop.signal)) {
      events.push(event);
      if (event.type === "delta") stop.abort();
    }
    expect(text(events)).toBe("one");
    expect(events.some((event) => event.type === "citations")).toBe(false);
  });
});

describe("the model's tools", () => {
  const costOfLiving = assistantTools.find((tool) => tool.name === "cost_of_living");
  const withTools = () =>
    createModelAnswerer({
      baseUrl: model.baseUrl,
      apiKey: key,
      model: "test-model",
      timeoutMs: 2000,
      tools: assistantTools,
    });

  it("offers our read-only engines as functions, runs the one called and sends its result back before the answer", async () => {
    const args = { city: "lyon", people: 2 };
    model.reply(
      { kind: "toolCall", name: "cost_of_living", arguments: args, id: "call_lyon", pieces: 4 },
      { kind: "answer", chunks: ["For two people in Lyon, see the estimate below [1]."] },
    );
    const events = await collect(withTools().answer(request, new AbortController().signal));

    const [first, second] = model.requests;
    expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual(assistantTools.map((tool) => tool.name));
    expect(first?.body.tools?.every((tool) => tool.type === "function")).toBe(true);
    expect(
      first?.body.tools?.find((tool) => tool.function.name === "cost_of_living")?.function.parameters,
    ).toMatchObject({
      type: "object",
      properties: { city: { enum: expect.arrayContaining(["lyon", "paris"]) } },
    });
    const expected = await costOfLiving?.run(args, "en");
    expect(second?.body.messages.slice(-2)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_lyon", type: "function", function: { name: "cost_of_living", arguments: JSON.stringify(args) } },
        ],
      },
      { role: "tool", tool_call_id: "call_lyon", content: expected?.text },
    ]);
    expect(second?.body.messages.slice(0, -2)).toEqual(first?.body.messages);
    expect(text(events)).toBe("For two people in Lyon, see the estimate below.");
    expect(events.at(-1)).toEqual({
      type: "citations",
      citations: [expect.objectContaining({ url: "/visa/eu-blue-card#conditions" }), ...(expected?.citations ?? [])],
    });
  });

  it("tells the model when the tool refuses its arguments, and writes nothing", async () => {
    model.reply(
      { kind: "toolCall", name: "cost_of_living", arguments: { city: "atlantis" }, id: "call_x" },
      { kind: "answer", chunks: ["We have no figures for that city."] },
    );
    const events = await collect(withTools().answer(request, new AbortController().signal));
    const toolMessage = model.requests[1]?.body.messages.at(-1);
    expect(toolMessage?.role).toBe("tool");
    expect(toolMessage?.content).toMatch(/^The tool refused these arguments: .*city/s);
    expect(text(events)).toBe("We have no figures for that city.");
    expect(events.at(-1)).toEqual({ type: "citations", citations: [] });
  });
});

describe("the assistant's answerer: the model with the built-in answerer behind it", () => {
  function withFallback(timeoutMs = 2000) {
    const logs: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    const answerer = createAssistantAnswerer(
      {
        ASSISTANT_MODEL_BASE_URL: model.baseUrl,
        ASSISTANT_MODEL_API_KEY: key,
        ASSISTANT_MODEL_NAME: "test-model",
        ASSISTANT_MODEL_TIMEOUT_MS: timeoutMs,
      },
      { builtin: createBuiltinAnswerer(), tools: assistantTools, logger },
    );
    return { answerer, logs };
  }
  /** What the built-in answerer alone says to the same request: the fallback must say exactly that. */
  const builtinAlone = () => collect(createBuiltinAnswerer().answer(request, new AbortController().signal));

  it("is the built-in answerer itself when no model is configured", () => {
    const builtin = createBuiltinAnswerer();
    const answerer = createAssistantAnswerer(
      {
        ASSISTANT_MODEL_BASE_URL: undefined,
        ASSISTANT_MODEL_API_KEY: undefined,
        ASSISTANT_MODEL_NAME: undefined,
        ASSISTANT_MODEL_TIMEOUT_MS: 8000,
      },
      { builtin, tools: assistantTools, logger: createLogger("silent") },
    );
    expect(answerer).toBe(builtin);
  });

  it("passes the model's answer on when it works", async () => {
    model.reply({ kind: "answer", chunks: ["At least ", salary, " [1]."] });
    const { answerer, logs } = withFallback();
    const events = await collect(answerer.answer(request, new AbortController().signal));
    expect(events[0]).toEqual({ type: "start", answerer: "model", notes: [] });
    expect(text(events)).toBe(`At least ${salary}.`);
    expect(logs.filter((line) => line.level === 40)).toEqual([]);
  });

  it("answers with the built-in answerer and the note model_unavailable when the model answers 500, and logs why without the key", async () => {
    model.reply({ kind: "status", status: 500, message: "overloaded" });
    const { answerer, logs } = withFallback();
    const events = await collect(answerer.answer(request, new AbortController().signal));
    const alone = await builtinAlone();
    expect(events[0]).toEqual({ type: "start", answerer: "builtin", notes: ["model_unavailable"] });
    expect(events.slice(1)).toEqual(alone.slice(1));
    expect(text(events)).toContain(salary);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 40, model: "test-model", reason: "http", status: 500, streamed: false }),
    );
    expect(JSON.stringify(logs)).not.toContain(key);
    expect(JSON.stringify(events)).not.toContain(key);
  });

  it("answers with the built-in answerer and the note when the model stays silent past the timeout", async () => {
    model.reply({ kind: "hang" });
    const { answerer, logs } = withFallback(300);
    const began = Date.now();
    const events = await collect(answerer.answer(request, new AbortController().signal));
    expect(Date.now() - began).toBeLessThan(2000);
    expect(events[0]).toEqual({ type: "start", answerer: "builtin", notes: ["model_unavailable"] });
    expect(events.slice(1)).toEqual((await builtinAlone()).slice(1));
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, reason: "timeout", streamed: false }));
  });

  it("keeps what the model streamed when it goes silent mid-answer, says it was cut off and cites what it had cited", async () => {
    model.reply({ kind: "hangAfter", chunks: ["The Blue Card needs ", salary, " [1], and"] });
    // Long enough for the first chunks to arrive on a loaded machine (300 ms was not, once, with the
    // browser walks running beside the suite): the silence after them is what this test is about.
    const { answerer, logs } = withFallback(1500);
    const events = await collect(answerer.answer(request, new AbortController().signal));
    expect(events[0]).toEqual({ type: "start", answerer: "model", notes: [] });
    expect(text(events)).toBe(`The Blue Card needs ${salary}, and\n\n${modelPrompts.en.cutOff}`);
    expect(events.at(-1)).toEqual({
      type: "citations",
      citations: [expect.objectContaining({ url: "/visa/eu-blue-card#conditions" })],
    });
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, reason: "timeout", streamed: true }));
  });
});
