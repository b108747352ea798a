import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import type { UpdatePlanInput } from "../../../core/case/case-inputs.ts";
import { casePackageOf } from "../../../core/case/case-package.ts";
import type { Db } from "../../db/database.ts";
import type { RelocationPlansTable } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { OpenedCase, PlanRow } from "./case-access.ts";
import { peopleById } from "./case-people.ts";
import { recordCaseChange } from "./record-case-change.ts";
import { requireTeam } from "./require-team.ts";
import { checkTeamMember } from "./team-members.ts";

type PlanChanges = Partial<Omit<RelocationPlansTable, "id" | "client_user_id" | "created_by" | "created_at">>;

/** The API's names of the columns, for the feed's list of what changed (`tier` holds the package). */
const fieldNames: Record<string, string> = {
  visa_slug: "visaSlug",
  target_arrival: "targetArrival",
  tier: "packageId",
};

/** The input's fields as columns; a field left out of the input is left as it is. */
function changesOf(input: UpdatePlanInput): PlanChanges {
  const changes: PlanChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.visaSlug !== undefined) changes.visa_slug = input.visaSlug;
  if (input.adults !== undefined) changes.adults = input.adults;
  if (input.children !== undefined) changes.children = input.children;
  if (input.packageId !== undefined) changes.tier = input.packageId;
  if (input.targetArrival !== undefined) changes.target_arrival = input.targetArrival;
  if (input.advisorId !== undefined) changes.advisor_user_id = input.advisorId;
  if (input.contactId !== undefined) changes.contact_user_id = input.contactId;
  if (input.phase !== undefined) changes.phase = input.phase;
  if (input.status !== undefined) changes.status = input.status;
  return changes;
}

/**
 * The team edits a plan: its details, its team, its phase, its status. Each kind of change is its
 * own line in the client's feed — the phase moved (from, to), the team assigned, the details
 * updated — and in the audit log with the plan before and after. Naming another advisor can take
 * the case away from the one making the change (they may no longer open it): intended, the case
 * follows its advisor. Sending what is already there changes nothing and records nothing.
 */
export async function updatePlan(
  db: Db,
  opened: OpenedCase,
  input: UpdatePlanInput,
  now = new Date(),
): Promise<PlanRow> {
  requireTeam(opened);
  const before = opened.plan;
  if (input.visaSlug !== undefined && !findVisa(input.visaSlug)) {
    throw new AppError("bad_request", "case_visa_invalid", [{ field: "visaSlug", messageKey: "case_visa_invalid" }]);
  }
  const requested = changesOf(input);
  // A plan still holding a legacy tier reads it as a package (core/case/case-package.ts):
  // sending that package again is no change, for the feed as for the row.
  if (requested.tier !== undefined && casePackageOf(before.tier)?.id === requested.tier) delete requested.tier;
  const changed = Object.fromEntries(
    Object.entries(requested).filter(([column, value]) => before[column as keyof PlanRow] !== value),
  ) as PlanChanges;
  if (changed.advisor_user_id) await checkTeamMember(db, changed.advisor_user_id, "advisorId");
  if (changed.contact_user_id) await checkTeamMember(db, changed.contact_user_id, "contactId");
  if (Object.keys(changed).length === 0) return before;

  const after: PlanRow = { ...before, ...changed, updated_at: now.toISOString() };
  const actor = { planId: before.id, actorId: opened.viewer.id, byStaff: true } as const;
  const audit = { type: "relocation_plan", id: before.id, before, after };
  const { phase, advisor_user_id, contact_user_id, ...details } = changed;

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("relocation_plans")
      .set({ ...changed, updated_at: after.updated_at })
      .where("id", "=", before.id)
      .execute();
    if (phase !== undefined) {
      await recordCaseChange(
        trx,
        { ...actor, kind: "phase_changed", details: { from: before.phase, to: phase }, target: audit },
        now,
      );
    }
    if (advisor_user_id !== undefined || contact_user_id !== undefined) {
      // The feed names people as they were called at the time, for the client to read.
      const people = await peopleById(trx, [advisor_user_id ?? null, contact_user_id ?? null]);
      const team: Record<string, string> = {};
      if (advisor_user_id !== undefined)
        team.advisor = advisor_user_id ? (people.get(advisor_user_id)?.name ?? "") : "";
      if (contact_user_id !== undefined)
        team.contact = contact_user_id ? (people.get(contact_user_id)?.name ?? "") : "";
      await recordCaseChange(trx, { ...actor, kind: "team_assigned", details: team, target: audit }, now);
    }
    if (Object.keys(details).length > 0) {
      await recordCaseChange(
        trx,
        {
          ...actor,
          kind: "plan_updated",
          details: {
            fields: Object.keys(details)
              .map((column) => fieldNames[column] ?? column)
              .join(","),
          },
          target: audit,
        },
        now,
      );
    }
  });
  return after;
}
