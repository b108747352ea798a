import type { Transporter } from "nodemailer";
import type { MailTransport, OutgoingEmail } from "./mail-transport.ts";

/**
 * Real delivery through any SMTP server, e.g. smtps://user:pass@smtp.example.com:465. nodemailer
 * is loaded with the first e-mail sent, not at start-up (ADR 0049: its modules stay out of a
 * server's memory until it has mail to send).
 *
 * Each message's Message-ID comes from its outbox row, so a retry (or a second instance taking
 * over a claim whose sender died) sends the same message, not a new one (ADR 0071). Timeouts
 * end a stuck connection well within the outbox's one-minute claim.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "passerelle.localhost";
  const ready = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    name: "smtp",
    async send(email: OutgoingEmail) {
      await (await ready()).sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        messageId: messageIdOf(email.outboxId, domain),
      });
    },
    async close() {
      // Never loaded: nothing to close. Failed to load: nothing was ever opened.
      await transporter?.then(
        (opened) => opened.close(),
        () => undefined,
      );
    },
  };
}

/** `<outbox-row-id@sender's domain>`: one per outbox row, whichever attempt sends it. */
export function messageIdOf(outboxId: string, domain: string): string {
  return `<${outboxId}@${domain}>`;
}
