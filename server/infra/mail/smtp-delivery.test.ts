import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { passwordResetEmail } from "../../../content/emails/password-reset.ts";
import { relocationChecklistEmail } from "../../../content/emails/relocation-checklist.ts";
import { type FreshDatabase, freshDatabase } from "../../db/test-database.ts";
import { createLogger } from "../../logger.ts";
import { enqueueEmail } from "../../modules/outbox/enqueue-email.ts";
import { createOutboxWorker, outboxLockMs } from "../../modules/outbox/outbox-worker.ts";
import { freePort } from "../../testing/free-port.ts";
import { readMail, startSmtpServer } from "../../testing/smtp-test-server.ts";
import { buildMailingTestApi, testSender } from "../../testing/test-api.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

const logger = createLogger("silent");

describe("e-mail delivery through a real SMTP server", () => {
  let database: FreshDatabase;
  let transport: MailTransport | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

  beforeEach(async () => {
    database = await freshDatabase("sqlite");
  });
  afterEach(async () => {
    await transport?.close();
    await smtp?.close();
    await database.dispose();
    transport = undefined;
    smtp = undefined;
  });

  it("delivers a queued message with its recipient, subject and body intact", async () => {
    smtp = await startSmtpServer();
    transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, testSender);
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      logger,
      pollMs: 60_000,
      retryBaseMs: 1_000,
      maxAttempts: 3,
    });
    // Accents and Arabic script must survive the trip (header and body encodings).
    await enqueueEmail(database.db, {
      template: "test",
      language: "fr",
      to: "lea@example.fr",
      subject: "Votre liste — prête à télécharger",
      text: "Bonjour Léa,\nVoici la liste. مرحبًا",
      html: "<p>Bonjour Léa</p>",
    });

    await worker.runOnce();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.mailFrom).toBe("hello@passerelle.localhost");
    expect(mail?.rcptTo).toEqual(["lea@example.fr"]);
    const shown = readMail(mail?.raw ?? "");
    expect(shown.subject).toBe("Votre liste — prête à télécharger");
    expect(shown.to).toBe("lea@example.fr");
    expect(shown.text).toBe("Bonjour Léa,\nVoici la liste. مرحبًا");
    expect(shown.html).toContain("<p>Bonjour Léa</p>");
    expect(await database.db.selectFrom("outbox").select(["status", "transport"]).execute()).toEqual([
      { status: "sent", transport: "smtp" },
    ]);
  });

  it("keeps the message while the SMTP server is down and delivers it once the server is back", async () => {
    const port = await freePort();
    let clock = new Date("2030-03-04T09:00:00.000Z");
    transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, testSender);
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      logger,
      pollMs: 60_000,
      retryBaseMs: 30_000,
      maxAttempts: 5,
      now: () => clock,
    });
    await enqueueEmail(
      database.db,
      {
        template: "test",
        language: "en",
        to: "sam@example.com",
        subject: "Hello Sam",
        text: "Welcome, Sam.",
        html: "<p>Welcome</p>",
      },
      clock,
    );

    await worker.runOnce();
    const failed = await database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.next_attempt_at > clock.toISOString()).toBe(true);

    smtp = await startSmtpServer(port);
    clock = new Date(Date.parse(failed.next_attempt_at) + 1);
    await worker.runOnce();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.rcptTo).toEqual(["sam@example.com"]);
    expect(readMail(smtp.received[0]?.raw ?? "").text).toBe("Welcome, Sam.");
    expect(await database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "sent",
      attempts: 2,
      transport: "smtp",
      last_error: null,
    });
  });

  it("takes over, within a minute, a claim whose instance died after sending, with the same Message-ID", async () => {
    smtp = await startSmtpServer();
    transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, testSender);
    let clock = new Date("2030-03-04T09:00:00.000Z");
    const worker = () =>
      createOutboxWorker({
        db: database.db,
        transport: transport as MailTransport,
        logger,
        pollMs: 60_000,
        retryBaseMs: 1_000,
        maxAttempts: 3,
        now: () => clock,
      });
    await enqueueEmail(
      database.db,
      { template: "test", language: "en", to: "kai@example.com", subject: "Hi", text: "Hi Kai.", html: "<p>Hi</p>" },
      clock,
    );
    await worker().runOnce();
    const { id } = await database.db.selectFrom("outbox").select("id").executeTakeFirstOrThrow();
    // The first instance sent it and died before writing "sent": its claim is all that is left.
    await database.db
      .updateTable("outbox")
      .set({ status: "sending", sent_at: null, locked_until: new Date(clock.getTime() + outboxLockMs).toISOString() })
      .execute();
    clock = new Date(clock.getTime() + 30_000);
    await worker().runOnce();
    expect(smtp.received).toHaveLength(1);
    clock = new Date(clock.getTime() + outboxLockMs);
    await worker().runOnce();
    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((mail) => /^message-id:\s*(.+)$/im.exec(mail.raw)?.[1]?.trim());
    expect(ids).toEqual([`<${id}@passerelle.localhost>`, `<${id}@passerelle.localhost>`]);
    expect(outboxLockMs).toBe(60_000);
  });

  it("sends the checklist to a visitor who leaves an address on the site, in the visitor's language", async () => {
    smtp = await startSmtpServer();
    const siteUrl = "https://passerelle.example";
    const mailing = buildMailingTestApi(database.db, smtp.port, siteUrl);

    try {
      const response = await mailing.api.request("/email-capture", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "fr-FR,fr;q=0.9" },
        body: JSON.stringify({ email: "Nadia@Example.org" }),
      });
      expect(response.status).toBe(201);
      // The API answers without waiting for SMTP; the nudged worker delivers right after.
      await vi.waitFor(() => expect(smtp?.received).toHaveLength(1), { timeout: 10_000 });
    } finally {
      await mailing.close();
    }

    const { token } = await database.db
      .selectFrom("email_subscriptions")
      .select("token")
      .where("email", "=", "nadia@example.org")
      .executeTakeFirstOrThrow();
    const unsubscribe = `${siteUrl}/unsubscribe?token=${token}&lang=fr`;
    const expected = relocationChecklistEmail("fr", siteUrl, unsubscribe);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual(["nadia@example.org"]);
    const shown = readMail(mail?.raw ?? "");
    expect(shown.subject).toBe(expected.subject);
    expect(shown.subject).not.toBe(relocationChecklistEmail("en", siteUrl, unsubscribe).subject);
    expect(shown.text).toBe(expected.text);
    expect(shown.text).toContain(siteUrl);
    expect(shown.html).toContain('lang="fr"');
    // Not transactional: the way out is in the body and in the headers mail clients read (RFC 8058).
    expect(shown.text).toContain(`Se désinscrire\u202f: ${unsubscribe}`);
    expect(shown.html).toContain(`href="${unsubscribe.replaceAll("&", "&amp;")}"`);
    expect(shown.headers.get("list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(shown.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const row = await database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", transport: "smtp", template: "relocation-checklist", language: "fr" });
  });
  it("sends transactional mail (a password reset) without any unsubscribe header or link", async () => {
    smtp = await startSmtpServer();
    transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, testSender);
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      logger,
      pollMs: 60_000,
      retryBaseMs: 1_000,
      maxAttempts: 3,
    });
    await enqueueEmail(database.db, {
      template: "password-reset",
      language: "en",
      to: "sam@example.com",
      ...passwordResetEmail("en", "https://passerelle.example/reset-password?token=t0k", "Sam"),
    });
    await worker.runOnce();
    const shown = readMail(smtp.received[0]?.raw ?? "");
    expect(shown.subject).toBe("Reset your Passerelle password");
    expect(shown.headers.has("list-unsubscribe")).toBe(false);
    expect(shown.headers.has("list-unsubscribe-post")).toBe(false);
    expect(shown.text).not.toContain("/unsubscribe");
  });
});
