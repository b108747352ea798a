import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../../server/db/database.ts";
import type { OpenedCase } from "../../../server/modules/cases/case-access.ts";
import { markMessagesRead } from "../../../server/modules/messages/mark-messages-read.ts";
import { loadThread, type ThreadView } from "./thread-view.server.ts";

/**
 * The thread of a page where opening it is reading it: marked read first, so the unread counts
 * (the tab's, the overview's) drop to zero, then loaded as loadThread gives it.
 */
export async function readThread(
  db: Db,
  opened: OpenedCase,
  language: Language,
  options: { before?: string } = {},
): Promise<ThreadView> {
  await markMessagesRead(db, opened);
  return loadThread(db, opened, language, options);
}
