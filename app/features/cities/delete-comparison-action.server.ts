import { data, href, type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { canSaveComparisons, isComparisonId } from "../../../core/saved-comparison.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { deleteComparison } from "../../../server/modules/city-comparisons/delete-comparison.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { guardedUser } from "../../lib/viewer.server.ts";
import type { DeleteComparisonRefusal } from "./saved-comparisons.tsx";

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
  const value = form.get("id");
  const id = typeof value === "string" ? value.slice(0, 40) : "";
  const refused = (key: string, status: number) =>
    data<DeleteComparisonRefusal>(
      { outcome: "comparison-refused", message: apiMessage(language, key), id: id || null },
      { status },
    );
  if (!canSaveComparisons(user.userPlan)) return refused("plan_required", 403);
  if (!isComparisonId(id)) return refused("comparison_id_invalid", 400);
  try {
    await deleteComparison(services.db, user.id, id);
  } catch (error) {
    if (error instanceof AppError) return refused(error.messageKey, errorStatus[error.code]);
    throw error;
  }
  return redirect(keepLanguage(`${href("/dashboard")}?comparison=deleted#saved-comparisons`, url));
}
