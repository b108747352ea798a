import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { relocationChecklistEmail } from "../../../content/emails/relocation-checklist.ts";
import { createApi } from "../../api.ts";
import { loadConfig } from "../../config.ts";
import { type FreshDatabase, freshDatabase } from "../../db/test-database.ts";
import { RateLimiter } from "../../http/rate-limit.ts";
import { createLogger } from "../../logger.ts";
import { enqueueEmail } from "../../modules/outbox/enqueue-email.ts";
import { createOutboxWorker } from "../../modules/outbox/outbox-worker.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

const from = "Passerelle <hello@passerelle.localhost>";
const logger = createLogger("silent");

type ReceivedMail = { mailFrom: string | false; rcptTo: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : false,
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet): bind it, note it, release it. */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// --- Just enough MIME decoding to read back what nodemailer encoded (RFC 2045/2047). ---

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? ""));
    }
  }
  return Buffer.from(bytes);
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?") // whitespace between encoded words is not part of the text
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : quotedPrintableBytes(text.replaceAll("_", " ")).toString("utf8"),
    );
}

type MimePart = { headers: Map<string, string>; body: string };

function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return quotedPrintableBytes(part.body.replace(/=\r?\n/g, "")).toString("utf8");
  return part.body;
}

function findPart(part: MimePart, mimeType: string): MimePart | undefined {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  if (contentType.toLowerCase().startsWith(mimeType)) return part;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return undefined;
  for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith("--")) break;
    // The line break before a boundary belongs to the boundary, not to the part (RFC 2046).
    const found = findPart(parsePart(chunk.replace(/^\r?\n/, "").replace(/\r?\n$/, "")), mimeType);
    if (found) return found;
  }
  return undefined;
}

/** Subject, plain text and HTML of a received message, as the recipient's mail client shows them. */
function readMail(raw: string) {
  const message = parsePart(raw);
  const text = findPart(message, "text/plain");
  const html = findPart(message, "text/html");
  return {
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    to: message.headers.get("to"),
    text: text ? decodeBody(text).replace(/\r\n/g, "\n") : undefined,
    html: html ? decodeBody(html) : undefined,
  };
}

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
    transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, from);
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
    const port = await unusedPort();
    let clock = new Date("2030-03-04T09:00:00.000Z");
    transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, from);
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

  it("sends the checklist to a visitor who leaves an address on the site, in the visitor's language", async () => {
    smtp = await startSmtpServer();
    transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, from);
    const siteUrl = "https://passerelle.example";
    const worker = createOutboxWorker({
      db: database.db,
      transport,
      logger,
      pollMs: 60_000,
      retryBaseMs: 1_000,
      maxAttempts: 3,
    });
    const api = createApi({
      config: loadConfig({ NODE_ENV: "test" }),
      db: database.db,
      logger,
      rateLimiter: new RateLimiter(),
      outbox: worker,
      siteUrl,
    });

    try {
      const response = await api.request("/email-capture", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "fr-FR,fr;q=0.9" },
        body: JSON.stringify({ email: "Nadia@Example.org" }),
      });
      expect(response.status).toBe(201);
      // The API answers without waiting for SMTP; the nudged worker delivers right after.
      await vi.waitFor(() => expect(smtp?.received).toHaveLength(1), { timeout: 10_000 });
    } finally {
      await worker.stop();
    }

    const expected = relocationChecklistEmail("fr", siteUrl);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual(["nadia@example.org"]);
    const shown = readMail(mail?.raw ?? "");
    expect(shown.subject).toBe(expected.subject);
    expect(shown.subject).not.toBe(relocationChecklistEmail("en", siteUrl).subject);
    expect(shown.text).toBe(expected.text);
    expect(shown.text).toContain(siteUrl);
    expect(shown.html).toContain('lang="fr"');
    const row = await database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", transport: "smtp", template: "relocation-checklist", language: "fr" });
  });
});
