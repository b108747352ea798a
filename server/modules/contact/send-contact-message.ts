import { randomUUID } from "node:crypto";
import { contactAcknowledgementEmail } from "../../../content/emails/contact-acknowledgement.ts";
import { contactTeamNotificationEmail } from "../../../content/emails/contact-team-notification.ts";
import type { ContactMessageData } from "../../../core/contact-message.ts";
import type { Db } from "../../db/database.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";

/** The contact form's own rate-limit bucket: sending a message uses up no other form's limit. */
export const contactRateLimitBucket = "contact-message";

/** Where the e-mails go, and the signed-in account that sent the message, if any (ADR 0021). */
export type ContactMail = { teamEmail: string; siteUrl: string; userId?: string | null };

/**
 * Stores a message from the contact page and queues, in the same transaction, the notice to the
 * team and the acknowledgement to the sender in their language: when this resolves, all three
 * are on disk. At most one acknowledgement per address per day, so the form cannot be used to
 * flood someone's inbox; the team hears about every message.
 */
export async function sendContactMessage(
  db: Db,
  input: ContactMessageData,
  mail: ContactMail,
  now = new Date(),
): Promise<{ id: string; acknowledgementQueued: boolean }> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_messages")
      .values({
        id,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        language: input.language,
        // The form cannot be sent without the box ticked: agreeing and sending are one moment.
        consented_at: createdAt,
        created_at: createdAt,
        user_id: mail.userId ?? null,
      })
      .execute();

    const acknowledgementQueued = await enqueueEmail(
      trx,
      {
        template: "contact-acknowledgement",
        language: input.language,
        to: input.email,
        userId: mail.userId ?? null,
        ...contactAcknowledgementEmail(input.language, mail.siteUrl, input),
        dedupeKey: `contact-acknowledgement:${input.email}:${createdAt.slice(0, 10)}`,
      },
      now,
    );
    await enqueueEmail(
      trx,
      {
        template: "contact-team-notification",
        language: "en",
        to: mail.teamEmail,
        ...contactTeamNotificationEmail(mail.siteUrl, { ...input, id, consentedAt: createdAt, createdAt }),
        dedupeKey: `contact-team-notification:${id}`,
      },
      now,
    );
    return { id, acknowledgementQueued };
  });
}
