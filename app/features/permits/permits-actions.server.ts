import { data, href, type RouterContextProvider, redirect } from "react-router";
import { parisDate } from "../../../core/paris-date.ts";
import {
  type PermitInput,
  permitFields,
  permitInputSchema,
  reminderCadenceSchema,
} from "../../../core/permits/permit-input.ts";
import { isUuid } from "../../../core/uuid.ts";
import type { AppError } from "../../../server/http/app-error.ts";
import { createPermit } from "../../../server/modules/permits/create-permit.ts";
import { deletePermit } from "../../../server/modules/permits/delete-permit.ts";
import { feedUrl } from "../../../server/modules/permits/feed-url.ts";
import { listPermits } from "../../../server/modules/permits/list-permits.ts";
import { remindAfterSave } from "../../../server/modules/permits/remind-after-save.ts";
import { setReminderCadence } from "../../../server/modules/permits/reminder-cadence.ts";
import { turnOffCalendarFeed } from "../../../server/modules/permits/turn-off-calendar-feed.ts";
import { turnOnCalendarFeed } from "../../../server/modules/permits/turn-on-calendar-feed.ts";
import { updatePermit } from "../../../server/modules/permits/update-permit.ts";
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
import { siteUrlOf } from "../../lib/site-url.server.ts";

/**
 * The forms of /dashboard/permits: plain forms, so they work without JavaScript, on the same use
 * cases, schema, messages and rate limit as /api/permits.
 * - permit-add / permit-edit (id): the record → 303 back to it;
 * - permit-validated / permit-filed (id): today's date set on the step → 303 back;
 * - permit-delete (id) → 303 to the list;
 * - feed-on: a new secret address, answered as data (shown once, never put in a URL);
 * - feed-off → 303 back;
 * - reminders-cadence (cadence): an e-mail at each step, or a Monday summary → 303 back.
 */
export async function handlePermitsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { url, user, services, language, form, intent, id, limited } = await readMemberForm(
    request,
    context,
    "permits",
  );
  const values = Object.fromEntries(permitFields.map((field) => [field, formText(form, field, 100)]));
  const echo = { intent: intent || null, target: id || null, values };
  const back = (query: string, anchor = "") =>
    redirect(`${keepLanguage(`${href("/dashboard/permits")}?${query}`, url)}${anchor ? `#${anchor}` : ""}`);

  if (limited) return tooManyForm(language, limited, echo);

  const db = services.db;
  const stored = async () => (isUuid(id) ? (await listPermits(db, user.id, new Date(), id))[0] : undefined);
  switch (intent) {
    case "permit-add":
    case "permit-edit": {
      const parsed = parseForm(permitInputSchema, values, language, echo);
      if (!parsed.ok) return parsed.refusal;
      return attempt(
        async () => {
          const permit =
            intent === "permit-add"
              ? await createPermit(db, user.id, parsed.data)
              : await updatePermit(db, user.id, id, parsed.data);
          await remindAfterSave(services, user.id);
          return back(`saved=${intent === "permit-add" ? "created" : "updated"}`, `permit-${permit.id}`);
        },
        (error: AppError) => refusedByUseCase(language, error, echo),
      );
    }
    case "permit-validated":
    case "permit-filed": {
      const permit = await stored();
      if (!permit) return refusedWith(language, "permit_not_found", echo, 404);
      const today = parisDate();
      const input: PermitInput = {
        ...permit,
        validatedOn: intent === "permit-validated" ? today : permit.validatedOn,
        renewalFiledOn: intent === "permit-filed" ? today : permit.renewalFiledOn,
      };
      return attempt(
        async () => {
          await updatePermit(db, user.id, id, input);
          await remindAfterSave(services, user.id);
          return back("saved=updated", `permit-${id}`);
        },
        (error: AppError) => refusedAsSentence(language, error, echo),
      );
    }
    case "permit-delete":
      return attempt(
        async () => {
          await deletePermit(db, user.id, id);
          return back("saved=deleted");
        },
        (error: AppError) => refusedAsSentence(language, error, echo),
      );
    case "reminders-cadence": {
      const parsed = parseForm(reminderCadenceSchema, { cadence: formText(form, "cadence", 20) }, language, echo);
      if (!parsed.ok) return parsed.refusal;
      await setReminderCadence(db, user.id, parsed.data.cadence);
      return back("saved=reminders", "reminders");
    }
    case "feed-on": {
      const { token } = await turnOnCalendarFeed(db, user.id);
      return data({ outcome: "feed-on" as const, url: feedUrl(siteUrlOf(context), token) });
    }
    case "feed-off":
      await turnOffCalendarFeed(db, user.id);
      return back("saved=feed-off", "calendar");
    default:
      return refusedWith(language, "invalid_request", echo);
  }
}
