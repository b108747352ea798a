import { inventedFigures } from "../../../content/assistant/answer-score.ts";
import { type ModelPrompt, modelPrompts } from "../../../content/assistant/model-prompts.ts";
import type { AnswerEvent, Citation, Passage } from "../../../core/assistant/assistant-contract.ts";
import type { Language } from "../../../core/languages.ts";
import type { Answerer, AnswerRequest } from "./answerer.ts";
import { partTexts } from "./part-figures.ts";

/**
 * The OpenAI-compatible answerer (ADR 0042): one streamed POST {base}/chat/completions
 * carrying the retrieved passages, numbered, and our read-only engines as function tools. When the
 * model calls a tool we run it and send its result back in a second request, which streams the
 * answer. The model's [n] markers become the citations under the answer (the passages they
 * number), so they are taken out of the text the reader sees. No SDK: the wire format is a few
 * JSON lines of server-sent events, and every compatible server (OpenAI, Mistral, Ollama, vLLM)
 * speaks the same subset.
 */

/** A read-only engine the model may call; the assistant's tools (assistant-tools.ts) have this shape. */
export type ModelTool = {
  name: string;
  description: string;
  /** JSON Schema of the arguments (an object). */
  parameters: Record<string, unknown>;
  run(
    args: unknown,
    language: Language,
  ): { text: string; citations: Citation[] } | Promise<{ text: string; citations: Citation[] }>;
};

export type ModelAnswererOptions = {
  /** Without the trailing slash, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Longest wait for the first chunk of each request, and between two chunks. */
  timeoutMs: number;
  tools: readonly ModelTool[];
  /** Tool rounds allowed before the model must answer (a model looping on tools is a failure). */
  maxToolRounds?: number;
  /**
   * The question read part by part with our figures for each (./model-grounding.ts), added to the
   * system message; the answer's figures are checked against it too.
   */
  grounding?: (request: AnswerRequest) => string;
};

/** Why the model failed; the fallback logs it and answers with the built-in answerer instead. */
export class ModelError extends Error {
  override name = "ModelError";
  readonly reason: "http" | "network" | "timeout" | "protocol";
  readonly status: number | undefined;
  constructor(reason: ModelError["reason"], message: string, status?: number) {
    super(message);
    this.reason = reason;
    this.status = status;
  }
}

/** The model failed after part of the answer reached the reader: what it had cited so far. */
export class ModelCutOff extends Error {
  override name = "ModelCutOff";
  readonly citations: Citation[];
  constructor(cause: unknown, citations: Citation[]) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.citations = citations;
  }
}

type ToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };
type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

/** Earlier turns sent along: enough for follow-up questions, bounded so requests stay small. */
const historyTurns = 10;

export function createModelAnswerer(options: ModelAnswererOptions): Answerer {
  return {
    name: "model",
    async *answer(request, signal) {
      const prompt = modelPrompts[request.language];
      // The question read part by part and answered from our figures and engines (ADR 0079): the
      // model writes from these, and its figures are checked against them.
      const grounding = options.grounding?.(request) ?? "";
      const messages: ChatMessage[] = [
        { role: "system", content: [systemMessage(prompt, request.passages), grounding].filter(Boolean).join("\n\n") },
        ...request.history.slice(-historyTurns).map((turn) => ({ role: turn.role, content: turn.text })),
        { role: "user", content: request.question },
      ];
      const markers = new CitationMarkers(request.passages.length);
      const toolCitations: Citation[] = [];
      const citations = () =>
        uniqueByUrl([
          ...[...markers.cited].map((number) => citationOf(request.passages[number - 1] as Passage)),
          ...toolCitations,
        ]);
      let started = false;
      let written = "";
      const toolTexts: string[] = [];
      const start: AnswerEvent = { type: "start", answerer: "model", notes: [] };
      try {
        for (let round = 0; ; round++) {
          let calls: ToolCall[] = [];
          for await (const piece of streamCompletion(options, messages, round < (options.maxToolRounds ?? 2), signal)) {
            if (piece.type === "tools") {
              calls = piece.calls;
              continue;
            }
            const text = markers.push(piece.text);
            if (!text) continue;
            if (!started) yield start;
            started = true;
            written += text;
            yield { type: "delta", text };
          }
          if (signal.aborted) return;
          if (!calls.length) break;
          if (round >= (options.maxToolRounds ?? 2)) throw new ModelError("protocol", "the model kept calling tools");
          messages.push({ role: "assistant", content: null, tool_calls: calls });
          for (const call of calls) {
            const result = await runTool(options.tools, call, request.language, prompt);
            toolCitations.push(...result.citations);
            toolTexts.push(result.text);
            messages.push({ role: "tool", tool_call_id: call.id, content: result.text });
          }
        }
        const rest = markers.flush();
        if (rest) {
          if (!started) yield start;
          started = true;
          yield { type: "delta", text: rest };
          written += rest;
        }
      } catch (error) {
        if (signal.aborted) return;
        throw started ? new ModelCutOff(error, citations()) : error;
      }
      // A model that streamed nothing has not answered: the fallback answers instead.
      if (!started) throw new ModelError("protocol", "the model streamed an empty answer");
      // Its figures checked against what it was given (passages, our figures, tools, the question):
      // one it made up is flagged to the reader, who is told to check it.
      const unverified = inventedFigures(
        // A bracketed number left as written ("[7]") is a marker, not a figure.
        written.replace(/\[[\d,\s]+\]/g, " "),
        [...request.passages.map((passage) => passage.text), grounding, ...toolTexts],
        [request.question, ...request.history.filter((turn) => turn.role === "user").map((turn) => turn.text)],
      );
      if (unverified.length > 0) {
        yield {
          type: "delta",
          text: `\n\n${partTexts[request.language].unverifiedFigures.replace("{figures}", unverified.join(", "))}`,
        };
      }
      yield { type: "citations", citations: citations() };
    },
  };
}

/** The rules, then each passage numbered with its title and address, so [n] can be mapped back. */
function systemMessage(prompt: ModelPrompt, passages: Passage[]): string {
  const numbered = passages.map(
    (passage, index) => `[${index + 1}] ${passage.title} (${passage.url})\n${passage.text}`,
  );
  return [prompt.system, "", prompt.passagesHeading, numbered.length ? numbered.join("\n\n") : prompt.noPassages].join(
    "\n",
  );
}

export function citationOf(passage: Passage): Citation {
  return { title: passage.title, url: passage.url, kind: passage.kind, sources: passage.sources };
}

function uniqueByUrl(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => !seen.has(citation.url) && seen.add(citation.url));
}

async function runTool(tools: readonly ModelTool[], call: ToolCall, language: Language, prompt: ModelPrompt) {
  const tool = tools.find((candidate) => candidate.name === call.function.name);
  if (!tool) return { text: prompt.toolRefused(`unknown tool ${call.function.name}`), citations: [] };
  try {
    const args = call.function.arguments.trim() ? JSON.parse(call.function.arguments) : {};
    return await tool.run(args, language);
  } catch (error) {
    // The model sees why (bad JSON, a value out of range) and can answer without the tool.
    return { text: prompt.toolRefused(error instanceof Error ? error.message : String(error)), citations: [] };
  }
}

/**
 * Takes the model's [n] markers out of the streamed text and remembers which passages they
 * number. A chunk may end in the middle of a marker ("… 60 000 € [" then "1]."), so a possible
 * marker's start is held back until it is complete, and so is trailing space (the space before a
 * marker goes with it). Bracketed numbers that do not number a passage ("[2026]") stay as written.
 */
class CitationMarkers {
  readonly cited = new Set<number>();
  private pending = "";
  private readonly passageCount: number;
  constructor(passageCount: number) {
    this.passageCount = passageCount;
  }

  push(text: string): string {
    this.pending += text;
    const open = this.pending.lastIndexOf("[");
    let cut = this.pending.length;
    if (open !== -1 && this.pending.length - open <= 16 && /^\[[\d,\s]*$/.test(this.pending.slice(open))) cut = open;
    while (cut > 0 && /[ \t]/.test(this.pending[cut - 1] ?? "")) cut--;
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return this.strip(ready);
  }

  flush(): string {
    const rest = this.strip(this.pending);
    this.pending = "";
    return rest;
  }

  private strip(text: string): string {
    return text.replace(/[ \t]*\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g, (marker, list: string) => {
      const numbers = list.split(",").map((value) => Number(value.trim()));
      if (!numbers.every((number) => number >= 1 && number <= this.passageCount)) return marker;
      for (const number of numbers) this.cited.add(number);
      return "";
    });
  }
}

type Piece = { type: "content"; text: string } | { type: "tools"; calls: ToolCall[] };

/**
 * One streamed request: yields the content as it comes, then the complete tool calls (their
 * arguments arrive in fragments keyed by index). No progress for longer than the timeout — from
 * the request to its first token, or between two tokens — aborts it as a ModelError("timeout").
 * Progress is text, a tool-call fragment or reasoning: headers, role-only or empty chunks and
 * keep-alive comments do not count, so a server that answers at once but writes nothing is as
 * down as one that never answers.
 */
async function* streamCompletion(
  options: ModelAnswererOptions,
  messages: ChatMessage[],
  withTools: boolean,
  signal: AbortSignal,
): AsyncGenerator<Piece> {
  const silence = new AbortController();
  let timer = setTimeout(() => silence.abort(), options.timeoutMs);
  const keepAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(), options.timeoutMs);
  };
  const aborted = AbortSignal.any([signal, silence.signal]);
  const failure = (error: unknown) =>
    error instanceof ModelError
      ? error
      : silence.signal.aborted
        ? new ModelError("timeout", `no answer from the model within ${options.timeoutMs} ms`)
        : new ModelError("network", error instanceof Error ? error.message : String(error));
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    const response = await fetch(`${options.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        stream: true,
        temperature: 0.2,
        messages,
        ...(withTools && options.tools.length
          ? {
              tools: options.tools.map((tool) => ({
                type: "function",
                function: { name: tool.name, description: tool.description, parameters: tool.parameters },
              })),
            }
          : {}),
      }),
      signal: aborted,
    });
    if (!response.ok || !response.body) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new ModelError("http", `the model answered HTTP ${response.status}: ${detail}`, response.status);
    }
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    const calls: ToolCall[] = [];
    let buffer = "";
    let data: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
        if (line !== "" || !data.length) continue;
        const payload = data.join("\n");
        data = [];
        if (payload === "[DONE]") continue;
        const { content, progressed } = readChunk(payload, calls);
        if (progressed) keepAlive();
        if (content) yield { type: "content", text: content };
      }
    }
    // Some servers omit a call's id; the reply must still name the call it answers.
    const complete = calls.filter(Boolean).map((call, index) => (call.id ? call : { ...call, id: `call_${index}` }));
    if (complete.length) yield { type: "tools", calls: complete };
  } catch (error) {
    if (signal.aborted) return;
    throw failure(error);
  } finally {
    clearTimeout(timer);
    reader?.cancel().catch(() => {});
  }
}

type Chunk = {
  error?: { message?: string };
  choices?: {
    delta?: {
      content?: string | null;
      /** Thinking models (vLLM, Ollama) stream their reasoning apart: progress, never shown. */
      reasoning_content?: string | null;
      reasoning?: string | null;
      tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
  }[];
};

/** Reads one chunk: returns its text, whether it was progress, and adds its tool-call fragments to `calls`. */
function readChunk(payload: string, calls: ToolCall[]): { content: string; progressed: boolean } {
  let chunk: Chunk;
  try {
    chunk = JSON.parse(payload);
  } catch {
    throw new ModelError("protocol", "the model streamed a chunk that is not JSON");
  }
  if (chunk.error) throw new ModelError("protocol", `the model streamed an error: ${chunk.error.message ?? "unknown"}`);
  const delta = chunk.choices?.[0]?.delta;
  for (const fragment of delta?.tool_calls ?? []) {
    const index = fragment.index ?? 0;
    calls[index] ??= { id: "", type: "function", function: { name: "", arguments: "" } };
    const call = calls[index];
    if (fragment.id) call.id = fragment.id;
    if (fragment.function?.name) call.function.name += fragment.function.name;
    if (fragment.function?.arguments) call.function.arguments += fragment.function.arguments;
  }
  const content = delta?.content ?? "";
  const progressed = Boolean(content || delta?.tool_calls?.length || delta?.reasoning_content || delta?.reasoning);
  return { content, progressed };
}
