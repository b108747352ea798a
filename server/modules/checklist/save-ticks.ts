import { isChecklistVisa, selfServiceItemKeys } from "../../../content/checklist/self-service-checklist-for-visa.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * The whole checklist saved at once, as a page posted without JavaScript sends it: the items that
 * were on the page (`shown`) and those of them ticked. Only those are touched, so a page opened
 * before the visa changed in another tab unticks nothing it did not show; keys the current
 * checklist lacks are ignored (that stale page's items). Already ticked items keep their time.
 */
export async function saveTicks(
  db: Db,
  userId: string,
  form: { shown: readonly string[]; ticked: readonly string[] },
  now = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    const plan = await trx
      .selectFrom("self_service_checklists")
      .select("visa_slug")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!plan || !isChecklistVisa(plan.visa_slug)) throw new AppError("conflict", "checklist_missing");
    const keys = new Set(selfServiceItemKeys(plan.visa_slug));
    const shown = new Set(form.shown.filter((key) => keys.has(key)));
    const ticked = [...new Set(form.ticked)].filter((key) => shown.has(key));
    const unticked = [...shown].filter((key) => !ticked.includes(key));
    if (unticked.length > 0) {
      await trx
        .deleteFrom("self_service_ticks")
        .where("user_id", "=", userId)
        .where("item_key", "in", unticked)
        .execute();
    }
    if (ticked.length > 0) {
      await trx
        .insertInto("self_service_ticks")
        .values(ticked.map((key) => ({ user_id: userId, item_key: key, ticked_at: now.toISOString() })))
        .onConflict((oc) => oc.columns(["user_id", "item_key"]).doNothing())
        .execute();
    }
  });
}
