import { href, redirect } from "react-router";
import { visaRouteOf } from "../../../content/visas/visa-routes.ts";
import { createPlanSchema, updatePlanSchema } from "../../../core/case/case-inputs.ts";
import { roleOn } from "../../../server/modules/cases/case-access.ts";
import { createPlan } from "../../../server/modules/cases/create-plan.ts";
import { updatePlan } from "../../../server/modules/cases/update-plan.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  attempt,
  blankAsNull,
  formText,
  readForm,
  refusedByUseCase,
  refusedFields,
  refusedWith,
} from "../../lib/page-form.server.ts";
import { openTeamCase, type StaffRequest } from "./advisor-access.server.ts";
import { casePath } from "./advisor-paths.ts";

type Args = { request: Request; url: URL };

const planTexts = (form: FormData) => ({
  name: formText(form, "name", 300),
  visaSlug: formText(form, "visaSlug", 100),
  adults: formText(form, "adults", 10),
  children: formText(form, "children", 10),
  packageId: formText(form, "packageId", 40),
  targetArrival: formText(form, "targetArrival", 20),
});

const teamTexts = (form: FormData) => ({
  advisorId: formText(form, "advisorId", 60),
  contactId: formText(form, "contactId", 60),
});

/**
 * "Open a plan" posted: the fields checked with createPlanSchema, the plan opened
 * by createPlan (one per client, done-for-you clients only), then the new case's overview — or the
 * form again with what was refused and what was typed.
 */
export async function createPlanFromForm(staff: StaffRequest, { request, url }: Args) {
  const form = await readForm(request);
  const values = { clientId: formText(form, "clientId", 60), ...planTexts(form), ...teamTexts(form) };
  const echo = { intent: "create", values };
  const parsed = createPlanSchema.safeParse({
    ...values,
    targetArrival: blankAsNull(values.targetArrival),
    advisorId: blankAsNull(values.advisorId),
    contactId: blankAsNull(values.contactId),
  });
  if (!parsed.success) return refusedFields(staff.language, parsed.error.issues, echo);
  return attempt(
    async () => {
      const { caseId } = await createPlan(staff.db, staff.viewer, parsed.data);
      return redirect(keepLanguage(`${casePath(caseId)}?done=created`, url));
    },
    (error) => refusedByUseCase(staff.language, error, echo),
  );
}

/** The overview's four forms, each sending only its own fields to updatePlan. */
const planIntents = {
  details: (form: FormData) => {
    const values = planTexts(form);
    return { values, input: { ...values, targetArrival: blankAsNull(values.targetArrival) } };
  },
  phase: (form: FormData) => {
    const values = { phase: formText(form, "phase", 40) };
    return { values, input: values };
  },
  team: (form: FormData) => {
    const values = teamTexts(form);
    return { values, input: { advisorId: blankAsNull(values.advisorId), contactId: blankAsNull(values.contactId) } };
  },
  status: (form: FormData) => {
    const values = { status: formText(form, "status", 40) };
    return { values, input: values };
  },
} as const;

type PlanIntent = keyof typeof planIntents;
const isPlanIntent = (value: string): value is PlanIntent => Object.hasOwn(planIntents, value);

/**
 * The overview's forms posted: details, phase, team or status, checked with updatePlanSchema and
 * applied by updatePlan, which records each kind of change in the feed and the audit log. Back on
 * the overview with what was done; handing the case to another advisor takes it off this
 * advisor's list, so they go back to their clients.
 */
export async function updatePlanFromForm(staff: StaffRequest, { request, url }: Args, caseId: string) {
  const opened = await openTeamCase(staff, caseId);
  const form = await readForm(request);
  const intent = formText(form, "intent", 20);
  if (!isPlanIntent(intent)) {
    return refusedWith(staff.language, "invalid_request", { intent });
  }
  const { values, input } = planIntents[intent](form);
  const echo = { intent, values };
  const parsed = updatePlanSchema.safeParse(input);
  if (!parsed.success) return refusedFields(staff.language, parsed.error.issues, echo);
  const changes = { ...parsed.data };
  // The form shows a plan's visa as its route (plan-options.server.ts visaChoiceOf): sending that
  // route back for a plan stored under an alias slug is no change of visa, and is not recorded as one.
  const stored = opened.plan.visa_slug;
  if (changes.visaSlug && changes.visaSlug !== stored && visaRouteOf(changes.visaSlug) === visaRouteOf(stored)) {
    delete changes.visaSlug;
  }
  return attempt(
    async () => {
      const after = await updatePlan(staff.db, opened, changes);
      if (roleOn(after, staff.viewer) === null)
        return redirect(keepLanguage(`${href("/advisor")}?done=handed-over`, url));
      const done = after === opened.plan ? "unchanged" : intent;
      return redirect(keepLanguage(`${casePath(opened.plan.id)}?done=${done}`, url));
    },
    (error) => refusedByUseCase(staff.language, error, echo),
  );
}
