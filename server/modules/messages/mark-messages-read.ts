import type { Db } from "../../db/database.ts";
import type { OpenedCase } from "../cases/case-access.ts";

/**
 * The viewer has read the thread up to now: their read mark moves forward (never back, should an
 * older request land late), and their in-app "new message" notifications of this case are read
 * too — reading the thread is what those notifications asked for.
 */
export async function markMessagesRead(db: Db, opened: OpenedCase, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("case_message_reads")
      .values({ plan_id: opened.plan.id, user_id: opened.viewer.id, last_read_at: at })
      .onConflict((oc) =>
        oc
          .columns(["plan_id", "user_id"])
          .doUpdateSet({ last_read_at: at })
          .where("case_message_reads.last_read_at", "<", at),
      )
      .execute();
    await trx
      .updateTable("case_notifications")
      .set({ read_at: at })
      .where("user_id", "=", opened.viewer.id)
      .where("plan_id", "=", opened.plan.id)
      .where("kind", "=", "message")
      .where("read_at", "is", null)
      .execute();
  });
}
