import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { type ChecklistView, toChecklistView } from "./checklist-record.ts";

/**
 * The signed-in person's self-service checklist as of `today` (YYYY-MM-DD), in `language`; null
 * until they have chosen a visa and a target arrival. Bounded by their id: nobody else's ticks.
 */
export async function getChecklist(
  db: Db,
  userId: string,
  today: string,
  language: Language,
): Promise<ChecklistView | null> {
  const row = await db
    .selectFrom("self_service_checklists")
    .select(["visa_slug", "target_arrival", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const ticks = await db.selectFrom("self_service_ticks").select("item_key").where("user_id", "=", userId).execute();
  return toChecklistView(
    row,
    ticks.map((tick) => tick.item_key),
    today,
    language,
  );
}
