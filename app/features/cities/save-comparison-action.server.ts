import { type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { maxComparedCities } from "../../../core/city-comparison.ts";
import { comparisonNameMaxLength } from "../../../core/comparison-name.ts";
import { canSaveComparisons, saveComparisonSchema } from "../../../core/saved-comparison.ts";
import { errorStatus } from "../../../server/http/app-error.ts";
import { limitClient } from "../../../server/http/rate-limit.ts";
import { comparisonCityIds } from "../../../server/modules/city-comparisons/comparison-record.ts";
import { saveComparison } from "../../../server/modules/city-comparisons/save-comparison.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { attempt, formText, readForm, refused, tooManyForm } from "../../lib/page-form.server.ts";
import { requireUser } from "../../lib/viewer.server.ts";

const schema = saveComparisonSchema(comparisonCityIds);

// A form is typed by anyone: read bounded values (the schema then says what is wrong with them).

/**
 * "Save this comparison" posted by the comparison page's own form (a plain form: it works without
 * JavaScript). The same rule, use case, limit and messages as POST /api/city-comparisons; premium
 * and dfy only, checked here on the server. Cross-site posts are refused before this (ADR 0007).
 * Saved, it goes back to the comparison, which now says where it is kept.
 */
export async function saveComparisonFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);
  const form = await readForm(request);
  const name = formText(form, "name", comparisonNameMaxLength + 20);
  const echo = { intent: "save-comparison", values: { name } };
  // A refusal of the name is said under its field; any other (the limit, the same cities kept
  // already) above the form.
  const refusedFor = (key: string, status: number, values: Record<string, string> = {}) => {
    const message = apiMessage(language, key, values);
    return key.startsWith("comparison_name")
      ? refused(echo, { fieldErrors: { name: message }, status })
      : refused(echo, { message, status });
  };
  if (!canSaveComparisons(user.userPlan)) return refusedFor("plan_required", 403);
  const limited = await limitClient(
    services.rateLimiter,
    "city-comparisons",
    clientIp,
    services.config.FORM_RATE_LIMIT_PER_MINUTE,
  );
  if (limited) return tooManyForm(language, limited, echo);
  const cities = formText(form, "cities", (maxComparedCities + 1) * 32).split(",");
  const parsed = schema.safeParse({ name, cities });
  if (!parsed.success) return refusedFor(parsed.error.issues[0]?.message ?? "invalid_request", 400);
  return attempt(
    async () => {
      await saveComparison(services.db, user.id, parsed.data, language);
      // Back to the comparison as it was asked for (its tab, a pinned language), never elsewhere.
      return redirect(`${url.pathname}${url.search}#save-comparison`);
    },
    (error) => refusedFor(error.messageKey, errorStatus[error.code], error.values),
  );
}
