import type { PermitInput } from "../../../core/permits/permit-input.ts";
import type { Db } from "../../db/database.ts";
import type { OpenedCase } from "../cases/case-access.ts";
import { recordCaseChange } from "../cases/record-case-change.ts";
import { requireTeam } from "../cases/require-team.ts";
import { createPermit } from "./create-permit.ts";
import type { PermitView } from "./permit-view.ts";

/**
 * The team records a visa or permit for the case's client, from what the case holds (the visa
 * they obtained, the dates on it): it joins the client's "My permits" exactly as if they had typed
 * it — same checks, same limit, same reminders — and the case's feed and the audit log say who
 * recorded it. Only the case's advisor, contact or an administrator may (requireTeam).
 */
export async function recordClientPermit(
  db: Db,
  opened: OpenedCase,
  input: PermitInput,
  now = new Date(),
): Promise<PermitView> {
  requireTeam(opened);
  return db.transaction().execute(async (trx) => {
    const permit = await createPermit(trx, opened.plan.client_user_id, input, now);
    await recordCaseChange(
      trx,
      {
        planId: opened.plan.id,
        actorId: opened.viewer.id,
        byStaff: true,
        kind: "permit_recorded",
        subject: null,
        details: { route: permit.routeSlug, expiry: permit.expiryDate },
        // On the case (the audit screen names it); the permit itself in what was recorded.
        target: { type: "relocation_plan", id: opened.plan.id, after: { permitId: permit.id, ...input } },
      },
      now,
    );
    return permit;
  });
}
