import { data, href, type RouterContextProvider, redirect } from "react-router";
import type { AppError } from "../../../server/http/app-error.ts";
import { limitClient } from "../../../server/http/rate-limit.ts";
import { saveTicks } from "../../../server/modules/checklist/save-ticks.ts";
import { setChecklistPlan } from "../../../server/modules/checklist/set-checklist-plan.ts";
import { setItemTicked } from "../../../server/modules/checklist/set-item-ticked.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import {
  attempt,
  formText,
  formTexts,
  readForm,
  refusedAsSentence,
  refusedWith,
  tooManyForm,
} from "../../lib/page-form.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";
import type { ChecklistActionData } from "./checklist-view.ts";

/**
 * The self-service checklist's forms, posted to /dashboard (its action hands over every intent
 * starting with "checklist-"): plain forms, so they work without JavaScript, on the same use cases,
 * rules, messages and rate limit as /api/checklist. Cross-site posts are refused before this
 * (ADR 0007).
 * - checklist-plan: visaSlug, targetArrival → the checklist is (re)dated, 303 back to it;
 * - checklist-tick: item, done ("1" or "0") → one item; with `via=fetcher` (the page's script,
 *   which ticks in place) the answer is data, otherwise a redirect back to the item;
 * - checklist-save: shown (every item on the page), ticked (those checked) → the whole list at
 *   once, what a page without JavaScript sends with "Save my progress".
 */

/** Well beyond any item count: a bound on what one post makes the server read. */
const maxItems = 200;

/**
 * Handles a checklist form posted to /dashboard. `form` is the posted form when the route already
 * read it (to look at `intent`): a request body can be read only once.
 */
export async function handleChecklistAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form?: FormData,
) {
  const url = new URL(request.url);
  const user = guardedUser(context);
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const posted = form ?? (await readForm(request));
  const intent = formText(posted, "intent", 40);
  const values = { visaSlug: formText(posted, "visaSlug", 100), targetArrival: formText(posted, "targetArrival", 100) };
  const item = formText(posted, "item", 100);
  // The set-up form gets back what was chosen; a tick is refused beside its item.
  const echo =
    intent === "checklist-plan"
      ? { intent, values }
      : { intent: intent || null, target: intent === "checklist-tick" ? item : null };
  const back = (query: string, hash: string) =>
    redirect(`${keepLanguage(`${href("/dashboard")}?${query}`, url)}#${hash}`);

  const limited = await limitClient(
    services.rateLimiter,
    "checklist",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limited) return tooManyForm(language, limited, echo);

  const refusedBy = (error: AppError) => refusedAsSentence(language, error, echo);
  if (intent === "checklist-plan") {
    return attempt(async () => {
      const { created } = await setChecklistPlan(services.db, user.id, {
        visaSlug: values.visaSlug.trim(),
        targetArrival: values.targetArrival.trim(),
      });
      return back(`checklist=${created ? "created" : "updated"}`, "checklist");
    }, refusedBy);
  }
  if (intent === "checklist-tick") {
    const done = posted.get("done") === "1";
    return attempt(async () => {
      await setItemTicked(services.db, user.id, item, done);
      if (posted.get("via") === "fetcher") return data<ChecklistActionData>({ outcome: "ticked", key: item, done });
      return back("checklist=saved", `item-${item}`);
    }, refusedBy);
  }
  if (intent === "checklist-save") {
    const list = (name: string) => formTexts(posted, name, maxItems, 100);
    return attempt(async () => {
      await saveTicks(services.db, user.id, { shown: list("shown"), ticked: list("ticked") });
      return back("checklist=saved", "checklist");
    }, refusedBy);
  }
  return refusedWith(language, "invalid_request", echo);
}
