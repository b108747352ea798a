import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailVerificationEmail } from "../../../content/emails/email-verification.ts";
import { passwordResetEmail } from "../../../content/emails/password-reset.ts";
import type { Db } from "../../db/database.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { enqueueEmail } from "../../modules/outbox/enqueue-email.ts";
import { createOutboxWorker } from "../../modules/outbox/outbox-worker.ts";
import { createLogTransport } from "./log-transport.ts";

// The log transport behind the real outbox worker, logging through a real pino logger into a
// buffer: what an operator's log would hold after a password reset and a verification e-mail.

const resetToken = "reset-TOKEN-4f9a2c";
const verifyToken = "verify-TOKEN-81be07";

describe.each(testEngines)("log transport on %s", (engine) => {
  let database: FreshDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    db = database.db;
  });
  afterEach(async () => {
    await database.dispose();
  });

  /** Queues the two one-time-link e-mails, delivers them through the log, returns the log lines. */
  async function deliverThroughLog(includeText: boolean) {
    let buffer = "";
    const destination = new Writable({
      write(chunk, _encoding, done) {
        buffer += chunk.toString();
        done();
      },
    });
    const logger = pino({ level: "info" }, destination);
    await enqueueEmail(db, {
      template: "password-reset",
      language: "en",
      to: "ana@example.com",
      ...passwordResetEmail("en", `http://localhost:3000/reset-password?token=${resetToken}`, "Ana"),
    });
    await enqueueEmail(db, {
      template: "email-verification",
      language: "fr",
      to: "bo@example.com",
      ...emailVerificationEmail("fr", `http://localhost:3000/verify-email?token=${verifyToken}`, "Bo"),
    });
    const transport = createLogTransport(logger, { includeText });
    const worker = createOutboxWorker({ db, transport, logger, pollMs: 60_000, retryBaseMs: 1_000, maxAttempts: 3 });
    await worker.runOnce();
    await worker.stop();
    const rows = await db.selectFrom("outbox").select(["id", "template", "text_body", "status"]).execute();
    const lines = buffer
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { msg: string; mail?: Record<string, string> });
    return { buffer, lines, rows };
  }

  it("in production logs recipient, subject, template and outbox id, never the one-time links", async () => {
    const { buffer, lines, rows } = await deliverThroughLog(false);

    expect(buffer).not.toContain(resetToken);
    expect(buffer).not.toContain(verifyToken);
    expect(buffer).not.toContain("/reset-password");
    expect(buffer).not.toContain("/verify-email");
    const logged = lines.filter((line) => line.mail);
    expect(logged.map((line) => Object.keys(line.mail!).sort())).toEqual([
      ["outboxId", "subject", "template", "to"],
      ["outboxId", "subject", "template", "to"],
    ]);
    for (const row of rows) {
      const line = logged.find((l) => l.mail?.outboxId === row.id);
      expect(line?.mail?.template).toBe(row.template);
      expect(line?.msg).toMatch(/outbox table/);
      // The message is whole in the outbox, where administrators read it.
      expect(row.status).toBe("sent");
    }
    expect(rows.find((r) => r.template === "password-reset")?.text_body).toContain(resetToken);
    expect(rows.find((r) => r.template === "email-verification")?.text_body).toContain(verifyToken);
  });

  it("in development logs the text, so a developer can follow the link", async () => {
    const { lines } = await deliverThroughLog(true);
    const texts = lines.flatMap((line) => (line.mail?.text ? [line.mail.text] : []));
    expect(texts).toHaveLength(2);
    expect(texts.join("\n")).toContain(`/reset-password?token=${resetToken}`);
    expect(texts.join("\n")).toContain(`/verify-email?token=${verifyToken}`);
  });
});
