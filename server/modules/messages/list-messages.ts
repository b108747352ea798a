import { z } from "zod";
import { isCaseId } from "../../../core/case/case-inputs.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { OpenedCase } from "../cases/case-access.ts";
import type { MessageView } from "../cases/case-view.ts";
import { messageViews } from "./message-views.ts";

export const defaultMessagePageSize = 50;
export const maxMessagePageSize = 100;

/** GET /api/cases/:caseId/messages?before=<message id>&limit=<1-100>. */
export const listMessagesQuerySchema = z.object({
  before: z
    .string({ error: "message_cursor_invalid" })
    .refine(isCaseId, { error: "message_cursor_invalid" })
    .optional(),
  limit: z.coerce
    .number({ error: "message_limit_invalid" })
    .int({ error: "message_limit_invalid" })
    .min(1, { error: "message_limit_invalid" })
    .max(maxMessagePageSize, { error: "message_limit_invalid" })
    .optional(),
});

export type ListMessagesOptions = { before?: string; limit?: number };

/**
 * One page of a case's thread, oldest to newest, as a chat shows it: the newest `limit` messages,
 * or those just before the message `before` (the "earlier messages" link). Messages written in
 * the same millisecond keep one order through their ids, so no page repeats or skips one.
 */
export async function listMessages(
  db: Db,
  opened: OpenedCase,
  options: ListMessagesOptions = {},
): Promise<MessageView[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? defaultMessagePageSize), 1), maxMessagePageSize);
  let query = db.selectFrom("case_messages").selectAll().where("plan_id", "=", opened.plan.id);
  if (options.before !== undefined) {
    const cursor = isCaseId(options.before)
      ? await db
          .selectFrom("case_messages")
          .select(["id", "created_at"])
          .where("plan_id", "=", opened.plan.id)
          .where("id", "=", options.before)
          .executeTakeFirst()
      : undefined;
    // A message of another case is as unknown here as one that never existed.
    if (!cursor)
      throw new AppError("bad_request", "message_cursor_invalid", [
        { field: "before", messageKey: "message_cursor_invalid" },
      ]);
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", cursor.created_at),
        eb.and([eb("created_at", "=", cursor.created_at), eb("id", "<", cursor.id)]),
      ]),
    );
  }
  const newestFirst = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return messageViews(db, opened, newestFirst.reverse());
}
