import type { RawRequest } from "./raw-request.ts";
import type { Replayed } from "./replay-failures.ts";
import type { Tally } from "./tally.ts";

export type RunFacts = {
  seed: number;
  seconds: number;
  endpoints: number;
  concurrency: number;
  stoppedBy: string;
  alive: boolean;
  exitReason?: string;
  healthAfter: string;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  /** RSS after the server was left idle (see settled-memory.ts); absent when skipped. */
  rssSettled?: { mib: number; seconds: number };
  /** Requests the server's own log records as answered 5xx. */
  loggedServerErrors: number;
};

const printable = (bytes: Buffer, max: number) => {
  const text = bytes
    .subarray(0, max)
    .toString("utf8")
    .replace(/[^\x20-\x7e\u00a0-\uffff]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
  return bytes.length > max ? `${text}… (${bytes.length} bytes)` : text;
};

const ordinaryHeaders = new Set(["host", "user-agent", "connection"]);

function describeRequest(request: RawRequest, unframed?: Buffer): string[] {
  const body = unframed ?? Buffer.concat(request.body);
  const headers = request.headers
    .filter(([name]) => !ordinaryHeaders.has(name.toLowerCase()))
    .map(
      ([name, value]) => `${name}: ${value.length > 120 ? `${value.slice(0, 120)}… (${value.length} chars)` : value}`,
    );
  return [
    `    ${request.method} ${request.target.length > 200 ? `${request.target.slice(0, 200)}… (${request.target.length} chars)` : request.target}`,
    ...headers.map((line) => `      ${line}`),
    ...(body.length ? [`      body: ${printable(body, 200)}`] : []),
  ];
}

export function printReport(tally: Tally, facts: RunFacts, replayed: Replayed[], errorLines: Map<string, number>) {
  const out: string[] = [];
  out.push(
    `Passerelle fuzz: ${tally.sent} requests to ${facts.endpoints} endpoints in ${facts.seconds.toFixed(0)} s (seed ${facts.seed}, ${facts.concurrency} sockets, stopped: ${facts.stoppedBy})`,
    "",
  );
  const labels = [...tally.rows.keys()].sort(
    (a, b) => a.split(" ")[1]!.localeCompare(b.split(" ")[1]!) || a.localeCompare(b),
  );
  const width = Math.max(20, ...labels.map((label) => label.length));
  const cell = (value: string | number) => String(value).padStart(6);
  out.push(`${"endpoint".padEnd(width)} ${["sent", "2xx", "3xx", "4xx", "5xx", "silent"].map(cell).join(" ")}`);
  for (const label of labels) {
    const row = tally.rows.get(label)!;
    out.push(
      `${label.padEnd(width)} ${[row.sent, row["2xx"], row["3xx"], row["4xx"], row["5xx"], row.none].map(cell).join(" ")}`,
    );
  }
  const total = (key: "2xx" | "3xx" | "4xx" | "5xx" | "none") =>
    [...tally.rows.values()].reduce((sum, row) => sum + row[key], 0);
  out.push(
    `${"total".padEnd(width)} ${[tally.sent, total("2xx"), total("3xx"), total("4xx"), total("5xx"), total("none")].map(cell).join(" ")}`,
    "",
    `status codes: ${[...tally.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ")}`,
    "",
  );

  const hidden = facts.loggedServerErrors - tally.serverErrors;
  out.push(
    `5xx answers: ${tally.serverErrors}${hidden > 0 ? ` (and ${hidden} more in the server's request log, sent to clients that had hung up: not counted as failures)` : ""}`,
  );
  const byCause = new Map<string, Replayed[]>();
  for (const replay of replayed) byCause.set(replay.cause, [...(byCause.get(replay.cause) ?? []), replay]);
  if (byCause.size) {
    out.push(
      `  ${byCause.size} distinct cause(s); the first request of each kind was sent again alone to read its log:`,
    );
  }
  for (const [cause, replays] of byCause) {
    const first = replays[0]!;
    const response = first.outcome.response.kind === "answer" ? first.outcome.response : undefined;
    out.push(
      "",
      `  ● ${cause}`,
      `    seen on ${replays.length} kind(s) of request: ${replays
        .map((r) => r.key.replace(/ \| \d{3}$/, ""))
        .slice(0, 6)
        .join("; ")}${replays.length > 6 ? "; …" : ""}`,
      `    example #${first.outcome.index} (answered ${response?.status}, ${first.replayStatus} when replayed):`,
      ...describeRequest(first.outcome.planned.request, first.outcome.planned.body),
      ...(response ? [`    → ${response.status} ${printable(response.body, 300)}`] : []),
      ...first.log.slice(0, 4).map((line) => `      log: ${line.length > 500 ? `${line.slice(0, 500)}…` : line}`),
    );
  }
  if (errorLines.size) {
    out.push(
      "",
      `error entries in the server log (all requests, answered or not): ${[...errorLines.values()].reduce((a, b) => a + b, 0)}`,
      ...[...errorLines]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 8)
        .map(([cause, count]) => `  ${String(count).padStart(5)} × ${cause}`),
    );
  }
  if (tally.silent) {
    out.push(`no answer (connection closed or timed out; not a failure): ${tally.silent}`);
    for (const [key, outcome] of [...tally.silentExamples].slice(0, 8)) {
      out.push(`  #${outcome.index} ${key}: ${outcome.response.kind === "none" ? outcome.response.reason : ""}`);
    }
  }
  out.push(
    "",
    `server: ${facts.alive ? "alive" : `DEAD (${facts.exitReason})`}, /api/health after the run: ${facts.healthAfter}`,
    `server memory (RSS): ${facts.rssBefore.toFixed(0)} MiB before, ${facts.rssPeak.toFixed(0)} MiB at most, ${facts.rssAfter.toFixed(0)} MiB after${
      facts.rssSettled
        ? `, ${facts.rssSettled.mib.toFixed(0)} MiB at the lowest in ${facts.rssSettled.seconds} s idle (V8 returns its high-water mark 10-20 s after the traffic stops; what stays is what the server holds)`
        : ""
    }`,
  );
  console.log(out.join("\n"));
}
