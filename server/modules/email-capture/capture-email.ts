import { randomUUID } from "node:crypto";
import { relocationChecklistEmail } from "../../../content/emails/relocation-checklist.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";

/** One rate-limit bucket for the API and the form posted without JavaScript: one limit per client. */
export const emailCaptureRateLimitBucket = "email-capture";

export type CaptureEmailInput = {
  email: string;
  conversationId?: string;
  language: Language;
  sourcePage: string | null;
  /** The signed-in account that sent the form, if any: the row is theirs from the start (ADR 0021). */
  userId?: string | null;
};

/**
 * Stores the address once (a repeat is not an error and adds no row) and queues the relocation
 * checklist, both in one transaction: when this resolves, the address and its e-mail are on disk.
 * At most one checklist per address per day, so the form cannot be used to flood an inbox.
 */
export async function captureEmail(db: Db, input: CaptureEmailInput, siteUrl: string, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("email_captures")
      .values({
        id: randomUUID(),
        email: input.email,
        conversation_id: input.conversationId ?? null,
        language: input.language,
        source_page: input.sourcePage,
        created_at: now.toISOString(),
        user_id: input.userId ?? null,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .executeTakeFirst();
    const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;

    if (!isNew && input.conversationId) {
      // A known address seen again from a chat: remember the conversation if we had none.
      await trx
        .updateTable("email_captures")
        .set({ conversation_id: input.conversationId })
        .where("email", "=", input.email)
        .where("conversation_id", "is", null)
        .execute();
    }

    const message = relocationChecklistEmail(input.language, siteUrl);
    const queued = await enqueueEmail(
      trx,
      {
        template: "relocation-checklist",
        language: input.language,
        to: input.email,
        userId: input.userId ?? null,
        ...message,
        dedupeKey: `relocation-checklist:${input.email}:${now.toISOString().slice(0, 10)}`,
      },
      now,
    );
    return { isNew, queued };
  });
}
