import type { Logger } from "../../logger.ts";
import type { MailTransport, OutgoingEmail } from "./mail-transport.ts";

/** Without SMTP_URL, messages are written to the log (and stay in the outbox table). */
export function createLogTransport(logger: Logger): MailTransport {
  return {
    name: "log",
    async send(email: OutgoingEmail) {
      logger.info(
        { mail: { to: email.to, subject: email.subject, text: email.text } },
        "email delivered to the log (SMTP_URL not set)",
      );
    },
    async close() {},
  };
}
