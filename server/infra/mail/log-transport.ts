import type { Logger } from "../../logger.ts";
import type { MailTransport, OutgoingEmail } from "./mail-transport.ts";

/**
 * Without SMTP_URL, messages are written to the log; the outbox table keeps them whole.
 *
 * In production the text is never logged: password-reset and verification e-mails carry one-time
 * links that would let whoever reads the logs (log shipping, a support tool) take over accounts,
 * and other messages carry what people wrote. Administrators read the message in the outbox
 * table by its id. In development the text is logged, so the links can be followed (ADR 0017).
 */
export function createLogTransport(logger: Logger, options: { includeText: boolean }): MailTransport {
  return {
    name: "log",
    async send(email: OutgoingEmail) {
      const mail = { to: email.to, subject: email.subject, template: email.template, outboxId: email.outboxId };
      if (options.includeText) {
        logger.info({ mail: { ...mail, text: email.text } }, "email delivered to the log (SMTP_URL not set)");
      } else {
        logger.info(
          { mail },
          "email not sent (SMTP_URL not set): administrators find its text in the outbox table under this outboxId",
        );
      }
    },
    async close() {},
  };
}
