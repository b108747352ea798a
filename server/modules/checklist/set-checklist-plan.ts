import { checklistVisaOf, selfServiceItemKeys } from "../../../content/checklist/self-service-checklist-for-visa.ts";
import { type ChecklistPlanData, isPlannableArrival } from "../../../core/checklist/checklist-plan.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { checklistToday } from "./checklist-today.ts";

/**
 * Sets (or changes) the visa and the target arrival of a person's self-service checklist. The
 * visa must be one of the catalogue's, the arrival a real day within the window of core's
 * checklist-plan.ts; it is stored as its route, so one permit is one value whatever slug named it. Changing the visa keeps the ticks of the items both visas share (the
 * passport, the bank, the OFII…) and drops the others, in the same transaction: a tick never
 * outlives its item, and switching back does not revive an old one. Says whether the checklist
 * is new (the page then says "ready" rather than "updated").
 */
export async function setChecklistPlan(
  db: Db,
  userId: string,
  input: ChecklistPlanData,
  now = new Date(),
): Promise<{ created: boolean }> {
  const visaSlug = checklistVisaOf(input.visaSlug);
  if (!visaSlug) throw new AppError("bad_request", "checklist_visa_invalid");
  if (!isPlannableArrival(input.targetArrival, checklistToday(now))) {
    throw new AppError("bad_request", "checklist_arrival_invalid");
  }
  const at = now.toISOString();
  const keys = selfServiceItemKeys(visaSlug);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("self_service_checklists")
      .select("user_id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    await trx
      .insertInto("self_service_checklists")
      .values({
        user_id: userId,
        visa_slug: visaSlug,
        target_arrival: input.targetArrival,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column("user_id").doUpdateSet({
          visa_slug: visaSlug,
          target_arrival: input.targetArrival,
          updated_at: at,
        }),
      )
      .execute();
    await trx
      .deleteFrom("self_service_ticks")
      .where("user_id", "=", userId)
      .where("item_key", "not in", keys)
      .execute();
    return { created: !existing };
  });
}
