import type { AttemptChannel, AttemptOutcome } from "../../../core/permits/appointment-attempt.ts";
import type { Db } from "../../db/database.ts";

export type AttemptView = {
  id: string;
  attemptedOn: string;
  channel: AttemptChannel;
  outcome: AttemptOutcome;
  note: string;
  screenshot: { id: string; name: string; contentType: string; sizeBytes: number } | null;
  createdAt: string;
};

/**
 * The account's attempts, oldest first (the order a letter and a judge read them in), with their
 * screenshots; with `attemptId`, only that one (none when it is another account's).
 */
export async function listAttempts(db: Db, userId: string, attemptId?: string): Promise<AttemptView[]> {
  const rows = await db
    .selectFrom("appointment_attempts as a")
    .leftJoin("member_files as f", (join) =>
      join.onRef("f.id", "=", "a.screenshot_file_id").on("f.user_id", "=", userId),
    )
    .select([
      "a.id",
      "a.attempted_on",
      "a.channel",
      "a.outcome",
      "a.note",
      "a.created_at",
      "f.id as file_id",
      "f.file_name",
      "f.content_type",
      "f.size_bytes",
    ])
    .where("a.user_id", "=", userId)
    .$if(attemptId !== undefined, (query) => query.where("a.id", "=", attemptId as string))
    .orderBy("a.attempted_on", "asc")
    .orderBy("a.created_at", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    attemptedOn: row.attempted_on,
    channel: row.channel as AttemptChannel,
    outcome: row.outcome as AttemptOutcome,
    note: row.note,
    screenshot:
      row.file_id && row.file_name && row.content_type && row.size_bytes !== null
        ? { id: row.file_id, name: row.file_name, contentType: row.content_type, sizeBytes: Number(row.size_bytes) }
        : null,
    createdAt: row.created_at,
  }));
}
