import { consultationReplyEmail } from "../../../content/emails/consultation-reply.ts";
import { asLanguage } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { addConsultationNote } from "./add-consultation-note.ts";

/**
 * Answers a request by e-mail from the back office, in the language the person wrote in: the
 * e-mail is queued in the outbox and the reply stored as a note (and audited) in one transaction,
 * so the screen never shows a reply that was not sent, nor sends one it does not show.
 */
export async function replyToConsultation(
  db: Db,
  requestId: string,
  body: string,
  actorId: string,
  siteUrl: string,
  now = new Date(),
): Promise<{ noteId: string; language: string }> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom("consultation_requests")
      .select(["email", "name", "language", "user_id"])
      .where("id", "=", requestId)
      .executeTakeFirst();
    if (!request) throw new AppError("not_found", "consultation_not_found");
    const language = asLanguage(request.language);
    const { noteId } = await addConsultationNote(trx, requestId, { kind: "reply", body }, actorId, now);
    const email = consultationReplyEmail(language, siteUrl, { name: request.name ?? request.email, body });
    await enqueueEmail(
      trx,
      {
        template: "consultation-reply",
        language,
        to: request.email,
        userId: request.user_id,
        ...email,
        dedupeKey: `consultation-reply:${noteId}`,
      },
      now,
    );
    return { noteId, language };
  });
}
