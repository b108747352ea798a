import { pino } from "pino";
import { type ApiDeps, createApi } from "../api.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { RateLimiter } from "../http/rate-limit.ts";

export const testSiteUrl = "http://localhost:3000";

export type ErrorBody = {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
  requestId: string;
};

/**
 * The API exactly as production wires it (createApi), on a real migrated database, for module
 * route tests. The outbox worker is left out: tests look at what was queued (and count nudges).
 */
export function buildTestApi(db: Db, env: Record<string, string> = {}) {
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const nudges = { count: 0 };
  const deps: ApiDeps = {
    config: loadConfig({ NODE_ENV: "test", ...env }),
    db,
    logger,
    rateLimiter: new RateLimiter(),
    outbox: { nudge: () => void nudges.count++ },
    siteUrl: testSiteUrl,
  };
  return { api: createApi(deps), deps, logs, nudges };
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
