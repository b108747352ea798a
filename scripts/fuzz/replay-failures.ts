import { closeSync, openSync, readSync, statSync } from "node:fs";
import { send } from "./raw-request.ts";
import type { ServerProcess } from "./server-process.ts";
import type { Outcome } from "./tally.ts";

export type Replayed = { key: string; outcome: Outcome; replayStatus: string; log: string[]; cause: string };

function readFrom(file: string, offset: number): string {
  const size = statSync(file).size;
  if (size <= offset) return "";
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(file, "r");
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString("utf8");
}

/** "file:///…/node_modules/hono/dist/x.js:62:15" → "hono/dist/x.js:62". */
const shortFrame = (frame: string) =>
  frame
    .replace(/^\s*at\s+/, "")
    .replace(/file:\/\/\S*?node_modules\//, "")
    .replace(`file://${process.cwd()}/`, "")
    .replace(/:\d+\)?$/, ")")
    .replace(/\)\)$/, ")");

const normalise = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>")
    .replace(/"[^"]{0,200}"/g, '"…"')
    .slice(0, 200);

/** One line naming what went wrong, from the log lines a request produced: error type, message, first frame of ours or a library's. */
export function causeOf(lines: string[]): string | undefined {
  for (const [i, line] of lines.entries()) {
    if (line.startsWith("{")) {
      try {
        const entry = JSON.parse(line) as {
          level?: number;
          msg?: string;
          err?: { type?: string; message?: string; stack?: string };
        };
        if (entry.err) {
          const frame = entry.err.stack?.split("\n").find((l) => l.includes("file://"));
          const what = `${entry.err.type}: ${normalise(entry.err.message ?? "")}${frame ? ` at ${shortFrame(frame)}` : ""}`;
          return entry.msg ? `${entry.msg}: ${what}` : what;
        }
        if ((entry.level ?? 0) >= 50) return normalise(entry.msg ?? line);
      } catch {}
      continue;
    }
    if (/^\s*\w*(Error|Exception)\b/.test(line)) {
      const stack = lines.slice(i + 1);
      const end = stack.findIndex((l) => !/^\s+(at |\.\.\.)/.test(l));
      const frame = stack.slice(0, end < 0 ? undefined : end).find((l) => l.includes("file://"));
      return `${normalise(line.trim())}${frame ? ` at ${shortFrame(frame)}` : ""}`;
    }
  }
  return undefined;
}

/**
 * Sends the first request of each kind that got a 5xx again, alone, and keeps the log lines it
 * produced: with several sockets the log cannot be matched to a request otherwise (page errors are
 * printed by React Router without our request id), and it shows whether the failure reproduces.
 */
export async function replayFailures(examples: Map<string, Outcome>, server: ServerProcess): Promise<Replayed[]> {
  const replayed: Replayed[] = [];
  for (const [key, outcome] of examples) {
    const offset = statSync(server.logFile).size;
    const response = await send(server.port, outcome.planned.request, outcome.planned.timeoutMs);
    await new Promise((r) => setTimeout(r, 150));
    const log = readFrom(server.logFile, offset).split("\n").filter(Boolean);
    const replayStatus = response.kind === "answer" ? String(response.status) : `no answer (${response.reason})`;
    const original = outcome.response.kind === "answer" ? outcome.response.body.toString("utf8") : "";
    const cause =
      causeOf(log) ??
      (response.kind === "answer" && response.status >= 500
        ? `no log line; answer: ${normalise(original)}`
        : `did not happen again alone (answered ${replayStatus}): depends on what ran before or beside it`);
    replayed.push({ key, outcome, replayStatus, log, cause });
  }
  return replayed;
}

/** Error entries in the whole log (also those of requests whose client never saw the answer). */
export function logErrors(logFile: string): Map<string, number> {
  const lines = readFrom(logFile, 0).split("\n");
  const counts = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    const isError = line.startsWith("{") ? /"level":(50|60)/.test(line) : /^\s*\w*(Error|Exception)\b/.test(line);
    if (!isError) continue;
    const cause = causeOf(lines.slice(i, i + 12)) ?? normalise(line);
    counts.set(cause, (counts.get(cause) ?? 0) + 1);
  }
  return counts;
}

/**
 * Answers the server itself logged as 5xx (its one line per request): more than the clients saw
 * means some went to clients that had already hung up (a request aborted mid-body, for instance).
 */
export function loggedServerErrors(logFile: string): number {
  return readFrom(logFile, 0)
    .split("\n")
    .filter((line) => line.includes('"msg":"request"') && /"status":5\d\d/.test(line)).length;
}
