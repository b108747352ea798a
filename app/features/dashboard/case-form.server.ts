import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { documentStatuses } from "../../../core/case/document-status.ts";
import { isOneOf } from "../../../core/case/journey.ts";
import { taskStatuses } from "../../../core/case/task-status.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { formText, readForm, refusedSaying } from "../../lib/page-form.server.ts";
import { openOwnCase } from "./dashboard-case.server.ts";

/**
 * A /dashboard form posted by the browser itself (plain forms, with or without JavaScript): the
 * client's own case, the posted fields, and `refused`/`refusal` turning a refusal into the page's
 * one sentence, with the status the API would answer, for the item it was about (`target`) of the
 * page's form (`intent`, e.g. "task-event"). Cross-site posts are refused before this (ADR 0007).
 */
export async function caseForm(request: Request, context: Readonly<RouterContextProvider>, intent: string) {
  const url = new URL(request.url);
  const { opened } = await openOwnCase(context);
  const { services } = context.get(serverContext);
  const language = getLocale(context);
  const { t } = getI18n(context);
  const form = await readForm(request);
  const refused = (itemId: string | null, key: string, status: number, values: Record<string, string> = {}) =>
    refusedSaying(apiMessage(language, key, translatedValues(values, t)), { intent, target: itemId }, status);
  const refusal = (itemId: string | null, error: unknown) => {
    if (error instanceof AppError) return refused(itemId, error.messageKey, errorStatus[error.code], error.values);
    throw error;
  };
  return {
    url,
    opened,
    db: services.db,
    field: (name: string, max = 80) => formText(form, name, max),
    refused,
    refusal,
  };
}

/** "it is {status}": a status key said in the reader's words, not as the code's token. */
function translatedValues(values: Record<string, string>, t: TFunction): Record<string, string> {
  const status = values.status;
  if (isOneOf(taskStatuses, status)) return { ...values, status: t(`dashboard.taskStatuses.${status}`) };
  if (isOneOf(documentStatuses, status)) return { ...values, status: t(`dashboard.documentStatuses.${status}`) };
  return values;
}
