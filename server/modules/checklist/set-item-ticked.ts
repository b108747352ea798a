import { isChecklistVisa, selfServiceItemKeys } from "../../../content/checklist/self-service-checklist-for-visa.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * Ticks (done) or unticks an item of the person's current checklist. Idempotent: ticking twice
 * keeps the first time it was ticked, unticking what is not ticked changes nothing. Only the
 * items of their visa's checklist can be ticked (400 otherwise); before a visa and an arrival are
 * set there is nothing to tick (409). Read and written in one transaction, so a visa changed at
 * the same moment cannot leave a tick of an item the new checklist lacks.
 */
export async function setItemTicked(db: Db, userId: string, itemKey: string, done: boolean, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const plan = await trx
      .selectFrom("self_service_checklists")
      .select("visa_slug")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!plan || !isChecklistVisa(plan.visa_slug)) throw new AppError("conflict", "checklist_missing");
    if (!selfServiceItemKeys(plan.visa_slug).includes(itemKey)) {
      throw new AppError("bad_request", "checklist_item_invalid");
    }
    if (done) {
      await trx
        .insertInto("self_service_ticks")
        .values({ user_id: userId, item_key: itemKey, ticked_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "item_key"]).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom("self_service_ticks")
        .where("user_id", "=", userId)
        .where("item_key", "=", itemKey)
        .execute();
    }
  });
}
