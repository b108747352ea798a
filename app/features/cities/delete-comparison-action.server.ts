import { href, type RouterContextProvider, redirect } from "react-router";
import { canSaveComparisons, isComparisonId } from "../../../core/saved-comparison.ts";
import { deleteComparison } from "../../../server/modules/city-comparisons/delete-comparison.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { attempt, formText, refusedAsSentence, refusedWith } from "../../lib/page-form.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

/**
 * "Delete" beside a saved comparison on /dashboard (a plain form: it works without JavaScript).
 * The same use case and messages as DELETE /api/city-comparisons/{id}; premium and dfy only,
 * checked here on the server; another account's id is "not found". The dashboard's action reads
 * the form first (to route by intent) and passes it in.
 */
export async function deleteComparisonFromForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const url = new URL(request.url);
  const user = guardedUser(context);
  const { services } = context.get(serverContext);
  const language = getLocale(context);
  const id = formText(form, "id", 40);
  // Said beside that comparison, or above the list when it is not one of them.
  const echo = { intent: "comparison-delete", target: id || null };
  if (!canSaveComparisons(user.userPlan)) return refusedWith(language, "plan_required", echo, 403);
  if (!isComparisonId(id)) return refusedWith(language, "comparison_id_invalid", echo);
  return attempt(
    async () => {
      await deleteComparison(services.db, user.id, id);
      return redirect(keepLanguage(`${href("/dashboard")}?comparison=deleted#saved-comparisons`, url));
    },
    (error) => refusedAsSentence(language, error, echo),
  );
}
