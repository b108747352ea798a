import { href, type RouterContextProvider, redirect } from "react-router";
import { appointmentAttemptSchema } from "../../../core/permits/appointment-attempt.ts";
import type { AppError } from "../../../server/http/app-error.ts";
import { deleteAttempt } from "../../../server/modules/appointment-kit/delete-attempt.ts";
import { recordAttempt } from "../../../server/modules/appointment-kit/record-attempt.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { readMemberForm } from "../../lib/member-form.server.ts";
import {
  attempt,
  formText,
  parseForm,
  refusedAsSentence,
  refusedByUseCase,
  refusedWith,
  tooManyForm,
} from "../../lib/page-form.server.ts";

/** The attempt form's fields, as posted and as echoed back when refused. */
export const attemptFields = ["attemptedOn", "channel", "outcome", "note"] as const;

/**
 * The forms of /dashboard/appointment-kit: plain forms, so they work without JavaScript, on the
 * same use cases, schema, messages and rate limit as /api/appointment-attempts.
 * - attempt-add: one dated attempt → 303 back to the record;
 * - attempt-delete (id): the attempt and its screenshot → 303 back.
 * Screenshots are uploaded by the page's drop zone straight to the API (multipart, streamed).
 */
export async function handleAppointmentKitAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { url, user, services, language, form, intent, id, limited } = await readMemberForm(
    request,
    context,
    "appointment-attempts",
  );
  const values = Object.fromEntries(attemptFields.map((field) => [field, formText(form, field, 400)]));
  const echo = { intent: intent || null, target: id || null, values };
  const back = (saved: string) =>
    redirect(`${keepLanguage(`${href("/dashboard/appointment-kit")}?saved=${saved}`, url)}#attempts`);

  if (limited) return tooManyForm(language, limited, echo);

  switch (intent) {
    case "attempt-add": {
      const parsed = parseForm(appointmentAttemptSchema(), values, language, echo);
      if (!parsed.ok) return parsed.refusal;
      return attempt(
        async () => {
          await recordAttempt(services.db, user.id, parsed.data);
          return back("added");
        },
        (error: AppError) => refusedByUseCase(language, error, echo),
      );
    }
    case "attempt-delete":
      return attempt(
        async () => {
          await deleteAttempt(services, user.id, id);
          return back("deleted");
        },
        (error: AppError) => refusedAsSentence(language, error, echo),
      );
    default:
      return refusedWith(language, "invalid_request", echo);
  }
}
