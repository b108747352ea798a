import type { Db } from "../../db/database.ts";
import type { OpenedCase } from "../cases/case-access.ts";
import { unreadMessageCount } from "../cases/unread-messages.ts";

/**
 * Messages of this case the viewer has not read: written by someone else after they last read
 * the thread. The same count the case view shows (cases/unread-messages.ts), so the badge on the
 * dashboard and the thread's answer never disagree.
 */
export async function unreadCount(db: Db, opened: OpenedCase): Promise<number> {
  return unreadMessageCount(db, opened.plan.id, opened.viewer.id);
}
