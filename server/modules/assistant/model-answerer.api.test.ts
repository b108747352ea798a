import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelPrompts } from "../../../content/assistant/model-prompts.ts";
import { facts } from "../../../content/facts/facts.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import type { AnswerEvent, Passage } from "../../../core/assistant/assistant-contract.ts";
import { type LoopbackOpenAi, startLoopbackOpenAi } from "../../testing/loopback-openai.ts";
import type { AnswerRequest } from "./answerer.ts";
import { createModelAnswerer, ModelError } from "./model-answerer.ts";

/**
 * The OpenAI-compatible answerer against a real HTTP server speaking that API on 127.0.0.1
 * (ADR 0042): what it sends (the passages, the tools, the key only in the Authorization header),
 * what the reader gets (the streamed chunks in order, the [n] markers turned into citations), and
 * how it fails (HTTP 500, silence) — as the ModelError the fallback answers.
 */

const key = "sk-loopback-secret-key-0123456789";
const threshold = facts["eu-blue-card.min-annual-salary"];
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
  createModelAnswerer({ baseUrl: model.baseUrl, apiKey: key, model: "test-model", timeoutMs, tools: [] });

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
