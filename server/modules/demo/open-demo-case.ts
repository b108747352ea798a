import { addDays } from "../../../core/calculators/iso-date.ts";
import { createPlanSchema } from "../../../core/case/case-inputs.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { Db } from "../../db/database.ts";
import type { AccountUser } from "../auth/current-user.ts";
import { type OpenedCase, openCase, planOfClient } from "../cases/case-access.ts";
import { createPlan } from "../cases/create-plan.ts";
import { demoPlan } from "./demo-case-content.ts";

/**
 * The client's relocation plan, opened by the advisor (who is then assigned to it) once the
 * package is paid, as in the advisor's workspace; the existing plan on a second run. Returns the
 * case as each side opens it, for the use cases that act on it.
 */
export async function openDemoCase(
  db: Db,
  advisor: AccountUser,
  client: AccountUser,
  now: Date,
): Promise<{ asAdvisor: OpenedCase; asClient: OpenedCase }> {
  const existing = await planOfClient(db, client.id);
  const caseId =
    existing?.id ??
    (
      await createPlan(
        db,
        advisor,
        createPlanSchema.parse({
          clientId: client.id,
          name: demoPlan.name,
          visaSlug: demoPlan.visaSlug,
          adults: demoPlan.adults,
          children: demoPlan.children,
          packageId: demoPlan.packageId,
          targetArrival: addDays(parisDate(now), demoPlan.arrivalInDays),
        }),
        now,
      )
    ).caseId;
  return { asAdvisor: await openCase(db, advisor, caseId), asClient: await openCase(db, client, caseId) };
}
