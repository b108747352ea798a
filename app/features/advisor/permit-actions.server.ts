import { redirect } from "react-router";
import { permitFields, permitInputSchema } from "../../../core/permits/permit-input.ts";
import { recordClientPermit } from "../../../server/modules/permits/record-client-permit.ts";
import { remindAfterSave } from "../../../server/modules/permits/remind-after-save.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { attempt, formText, parseForm, readForm, refusedByUseCase } from "../../lib/page-form.server.ts";
import { openTeamCase, type StaffRequest } from "./advisor-access.server.ts";
import { casePath } from "./advisor-paths.ts";

/**
 * The Overview tab's "Record the client's permit" posted (intent permit-add): the same fields,
 * schema and messages as the client's own form, recorded for the case's client by
 * recordClientPermit (team only, in the case's feed and the audit log), then the reminder already
 * due queued — back on the overview with its notice.
 */
export async function recordClientPermitFromForm(
  staff: StaffRequest,
  { request, url }: { request: Request; url: URL },
  caseId: string | undefined,
) {
  const opened = await openTeamCase(staff, caseId);
  const form = await readForm(request);
  const values = Object.fromEntries(permitFields.map((field) => [field, formText(form, field, 100)]));
  const echo = { intent: "permit-add", values };
  const parsed = parseForm(permitInputSchema, values, staff.language, echo);
  if (!parsed.ok) return parsed.refusal;
  return attempt(
    async () => {
      await recordClientPermit(staff.db, opened, parsed.data);
      await remindAfterSave(staff.services, opened.plan.client_user_id);
      return redirect(`${keepLanguage(`${casePath(opened.plan.id)}?done=permit`, url)}#client-permits`);
    },
    (error) => refusedByUseCase(staff.language, error, echo),
  );
}
