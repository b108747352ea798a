import nodemailer from "nodemailer";
import type { MailTransport, OutgoingEmail } from "./mail-transport.ts";

/** Real delivery through any SMTP server, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(email: OutgoingEmail) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
