import type { Transporter } from "nodemailer";
import type { MailTransport, OutgoingEmail } from "./mail-transport.ts";

/**
 * Real delivery through any SMTP server, e.g. smtps://user:pass@smtp.example.com:465. nodemailer
 * is loaded with the first e-mail sent, not at start-up (ADR 0049: its modules stay out of a
 * server's memory until it has mail to send).
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const ready = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
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
