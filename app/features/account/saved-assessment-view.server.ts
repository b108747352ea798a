import { data, type RouterContextProvider } from "react-router";
import { recommendationTexts } from "../../../content/wizard/recommendation-texts.ts";
import type { RecommendedOption } from "../../../core/recommend.ts";
import { AppError } from "../../../server/http/app-error.ts";
import { getAssessment } from "../../../server/modules/assessments/get-assessment.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { assessmentListItem } from "./assessment-view.server.ts";

/** A stored option is shown only if we still have its texts (an option retired later is skipped). */
const isShowable = (option: unknown): option is RecommendedOption =>
  typeof option === "object" &&
  option !== null &&
  typeof (option as { id?: unknown }).id === "string" &&
  Object.hasOwn(recommendationTexts, (option as { id: string }).id);

/**
 * One saved wizard run of this account as its page shows it, every word already in the reader's
 * language. A run of another account, or none, throws the 404 of a missing page.
 */
export async function savedAssessmentView(context: Readonly<RouterContextProvider>, userId: string, id: string) {
  const { services } = context.get(serverContext);
  const { t } = getI18n(context);
  const locale = getLocale(context);
  let saved: Awaited<ReturnType<typeof getAssessment>>;
  try {
    saved = await getAssessment(services.db, userId, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
  return {
    item: assessmentListItem(saved, t, locale),
    // What was answered that day, for the detailed assessment's link.
    answers: { country: saved.country, profession: saved.profession },
    // The result as that day's wizard answered it; options whose texts we no longer have are left out.
    result: { ...saved.result, id: saved.id, options: saved.result.options.filter(isShowable) },
    legacy: saved.result.legacy === true,
  };
}
