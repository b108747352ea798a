import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import type { CreatePlanInput } from "../../../core/case/case-inputs.ts";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/app-error.ts";
import { flag } from "../auth/db-values.ts";
import { type CaseViewer, requireStaff } from "./case-access.ts";
import { recordCaseChange } from "./record-case-change.ts";
import { checkTeamMember } from "./team-members.ts";

const clientInvalid = () =>
  new AppError("bad_request", "case_client_invalid", [{ field: "clientId", messageKey: "case_client_invalid" }]);
const caseExists = () => new AppError("conflict", "case_exists");

/**
 * An advisor (or administrator) opens the relocation plan of a done-for-you client (ADR 0034). One
 * plan per client: asking twice, or two advisors at once, gives one plan and a 409 — the unique
 * index on client_user_id decides the race, not a read before the insert. The plan starts in the
 * planning phase, active, with the creating advisor assigned unless the form names another (or
 * null: "awaiting assignment", for any advisor to pick up).
 */
export async function createPlan(
  db: Db,
  viewer: CaseViewer,
  input: CreatePlanInput,
  now = new Date(),
): Promise<{ caseId: string }> {
  requireStaff(viewer);
  const client = await db
    .selectFrom("users")
    .select(["id", "role", "plan", "has_active_dfy_plan"])
    .where("id", "=", input.clientId)
    .executeTakeFirst();
  if (client?.role !== "user" || !(flag(client.has_active_dfy_plan) || client.plan === "dfy")) {
    throw clientInvalid();
  }
  if (!findVisa(input.visaSlug)) {
    throw new AppError("bad_request", "case_visa_invalid", [{ field: "visaSlug", messageKey: "case_visa_invalid" }]);
  }
  const advisorId = input.advisorId === undefined ? viewer.id : input.advisorId;
  const contactId = input.contactId ?? null;
  if (advisorId !== null && advisorId !== viewer.id) await checkTeamMember(db, advisorId, "advisorId");
  if (contactId !== null) await checkTeamMember(db, contactId, "contactId");

  const existing = await db
    .selectFrom("relocation_plans")
    .select("id")
    .where("client_user_id", "=", client.id)
    .executeTakeFirst();
  if (existing) throw caseExists();

  const at = now.toISOString();
  const plan = {
    id: crypto.randomUUID(),
    client_user_id: client.id,
    name: input.name,
    visa_slug: input.visaSlug,
    adults: input.adults,
    children: input.children,
    // The column kept its old name; it holds the package id (core/case/case-package.ts).
    tier: input.packageId,
    phase: "planning" as const,
    status: "active" as const,
    advisor_user_id: advisorId,
    contact_user_id: contactId,
    target_arrival: input.targetArrival ?? null,
    created_by: viewer.id,
    created_at: at,
    updated_at: at,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("relocation_plans").values(plan).execute();
      await recordCaseChange(
        trx,
        {
          planId: plan.id,
          actorId: viewer.id,
          byStaff: true,
          kind: "plan_created",
          subject: plan.name,
          target: { type: "relocation_plan", id: plan.id, after: plan },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw caseExists();
    throw error;
  }
  return { caseId: plan.id };
}
