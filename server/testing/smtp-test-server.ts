// Test support: a real SMTP server on 127.0.0.1 and just enough MIME decoding to read back what
// nodemailer sent, as the recipient's mail client would show it. Shared by every SMTP test.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { mailFrom: string | false; rcptTo: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpServer(port = 0) {
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
export function readMail(raw: string) {
  const message = parsePart(raw);
  const text = findPart(message, "text/plain");
  const html = findPart(message, "text/html");
  return {
    /** Every top-level header, by lower-case name, as received (unfolded). */
    headers: message.headers,
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    to: message.headers.get("to"),
    text: text ? decodeBody(text).replace(/\r\n/g, "\n") : undefined,
    html: html ? decodeBody(html) : undefined,
  };
}
