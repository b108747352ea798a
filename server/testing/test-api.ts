import { pino } from "pino";
import { createApi } from "../api.ts";
import type { ApiDeps } from "../api-deps.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { RateLimiter } from "../http/rate-limit.ts";
import { createSmtpTransport } from "../infra/mail/smtp-transport.ts";
import { createLogger } from "../logger.ts";
import { createAssistant } from "../modules/assistant/create-assistant.ts";
import { createOutboxWorker } from "../modules/outbox/outbox-worker.ts";
import { testFileStorage } from "./test-file-storage.ts";
import { testPayments } from "./test-payments.ts";
import { testPdfs } from "./test-pdfs.ts";

export const testSiteUrl = "http://localhost:3000";

/** Signs sessions and the guide's download links in API tests (production reads BETTER_AUTH_SECRET). */
export const testAuthSecret = "test-secret-for-api-tests-only-0123456789abcdef";

/**
 * Settings every in-process test API starts from. Password hashes use the light work factor: the
 * suites create hundreds of accounts, and the standard factor has tests of its own.
 */
const testEnvironment = { NODE_ENV: "test", BETTER_AUTH_SECRET: testAuthSecret, PASSWORD_HASH_COST: "test-light" };

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
  const config = loadConfig({ ...testEnvironment, ...env });
  const payments = testPayments(config, db, testSiteUrl);
  const deps: ApiDeps = {
    config,
    db,
    logger,
    rateLimiter: new RateLimiter(db),
    outbox: { nudge: () => void nudges.count++ },
    siteUrl: testSiteUrl,
    ...payments.providers,
    pdfs: testPdfs(config, logger, testSiteUrl),
    fileStorage: testFileStorage(config),
    assistant: createAssistant({ config, db, logger }),
  };
  const api = createApi(deps);
  payments.connect(api);
  return { api, deps, logs, nudges };
}

/** The sender of the e-mails the SMTP tests receive. */
export const testSender = "Passerelle <hello@passerelle.localhost>";

/**
 * The API with its real outbox worker, delivering through SMTP to `smtpPort` on 127.0.0.1: for
 * tests that follow an e-mail from the request to a real SMTP server. `close()` waits for the
 * worker to finish what it is sending, so the outbox rows are final afterwards.
 */
export function buildMailingTestApi(db: Db, smtpPort: number, siteUrl: string, env: Record<string, string> = {}) {
  const logger = createLogger("silent");
  const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, testSender);
  const worker = createOutboxWorker({ db, transport, logger, pollMs: 60_000, retryBaseMs: 1_000, maxAttempts: 3 });
  const config = loadConfig({ ...testEnvironment, ...env });
  const payments = testPayments(config, db, siteUrl);
  const api = createApi({
    config,
    db,
    logger,
    rateLimiter: new RateLimiter(db),
    outbox: worker,
    siteUrl,
    ...payments.providers,
    pdfs: testPdfs(config, logger, siteUrl),
    fileStorage: testFileStorage(config),
    assistant: createAssistant({ config, db, logger }),
  });
  payments.connect(api);
  return {
    api,
    async close() {
      await worker.stop();
      await transport.close();
    },
  };
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
