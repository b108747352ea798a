import { randomUUID } from "node:crypto";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";

/**
 * Stores a note on a request — an internal note, or the text of a reply e-mailed to the person —
 * and audits it. Inside the caller's transaction when given one (the reply queues its e-mail in
 * the same one).
 */
export async function addConsultationNote(
  db: Db,
  requestId: string,
  note: { kind: "note" | "reply"; body: string },
  actorId: string,
  now = new Date(),
): Promise<{ noteId: string }> {
  const exists = await db
    .selectFrom("consultation_requests")
    .select("id")
    .where("id", "=", requestId)
    .executeTakeFirst();
  if (!exists) throw new AppError("not_found", "consultation_not_found");
  const noteId = randomUUID();
  await db
    .insertInto("consultation_notes")
    .values({
      id: noteId,
      request_id: requestId,
      author_user_id: actorId,
      kind: note.kind,
      body: note.body,
      created_at: now.toISOString(),
    })
    .execute();
  await recordAudit(
    db,
    {
      actorId,
      action: note.kind === "reply" ? "consultation_replied" : "consultation_note_added",
      targetType: "consultation_request",
      targetId: requestId,
      after: { noteId, kind: note.kind, body: note.body },
    },
    now,
  );
  return { noteId };
}
