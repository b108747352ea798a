import type { TFunction } from "i18next";
import { data, type RouterContextProvider } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { documentStatuses } from "../../../core/case/document-status.ts";
import { isOneOf } from "../../../core/case/journey.ts";
import { taskStatuses } from "../../../core/case/task-status.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { openOwnCase } from "./dashboard-case.server.ts";

/** What a refused dashboard form shows: the API's sentence in the page's language, by the item it was about. */
export type CaseFormRefusal = { outcome: "refused"; itemId: string | null; message: string };

const field = (form: FormData, name: string, max = 80) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/**
 * A /dashboard form posted by the browser itself (plain forms, with or without JavaScript): the
 * client's own case, the posted fields, and `refusal` turning a refused use case into the page's
 * message with the status the API would answer. Cross-site posts are refused before this (ADR 0007).
 */
export async function caseForm(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const { opened } = await openOwnCase(context);
  const { services } = context.get(serverContext);
  const language = getLocale(context);
  const { t } = getI18n(context);
  const form = await request.formData();
  const refused = (itemId: string | null, key: string, status: number, values: Record<string, string> = {}) =>
    data<CaseFormRefusal>(
      { outcome: "refused", itemId, message: apiMessage(language, key, translatedValues(values, t)) },
      { status },
    );
  const refusal = (itemId: string | null, error: unknown) => {
    if (error instanceof AppError) return refused(itemId, error.messageKey, errorStatus[error.code], error.values);
    throw error;
  };
  return {
    url,
    opened,
    db: services.db,
    field: (name: string, max?: number) => field(form, name, max),
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
