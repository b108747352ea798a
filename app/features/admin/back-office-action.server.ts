import { data, type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import type { ApiDeps } from "../../../server/api-deps.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import type { AccountUser } from "../../../server/modules/auth/current-user.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { formatAdminDateTime } from "../../lib/admin-date-time.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

/** A refused back-office form: which form, the API's sentence in the page's language, what was typed. */
export type BackOfficeRefusal = { outcome: "refused"; intent: string; message: string; typed: string };

export type BackOfficeHandler = (form: FormData, admin: AccountUser, services: ApiDeps) => Promise<void>;

/**
 * The back office's plain forms (ADR 0038): the posted `intent` picks the handler, which calls the
 * same use case (and schema) as the admin API. Success redirects to the same page with
 * ?done=<intent> (post/redirect/get: a reload never posts twice), which the page turns into a
 * notice; a refusal comes back with its status, the sentence and the typed text for the form.
 */
export async function backOfficeAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  handlers: Record<string, BackOfficeHandler>,
  /** The page's own path, named by the route: a data request's URL is not the page's address. */
  path: string,
) {
  const url = new URL(request.url);
  const admin = guardedUser(context);
  const { services } = context.get(serverContext);
  const language = getLocale(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const handler = handlers[intent];
  const typed = typeof form.get("body") === "string" ? String(form.get("body")).slice(0, 10_000) : "";
  if (!handler) {
    return data<BackOfficeRefusal>(
      { outcome: "refused", intent, message: apiMessage(language, "invalid_request"), typed },
      { status: 400 },
    );
  }
  try {
    await handler(form, admin, services);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data<BackOfficeRefusal>(
      { outcome: "refused", intent, message: apiMessage(language, error.messageKey, error.values), typed },
      { status: errorStatus[error.code] },
    );
  }
  const back = new URL(path, url);
  back.searchParams.set("done", intent);
  return redirect(keepLanguage(`${back.pathname}${back.search}`, url));
}

/** Checks a form's fields with a core schema; a refusal is the schema's first message key, as the API says it. */
export function parsedForm<T>(
  schema: {
    safeParse(
      input: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  input: unknown,
): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.message ?? "invalid_request";
  throw new AppError("bad_request", /^[a-z_]+$/.test(key) ? key : "invalid_request");
}

/** Dates in the page's language, Paris time: formatted on the server so both sides render the same. */
export function dateFormatter(language: string) {
  return (iso: string | null) => (iso ? formatAdminDateTime(iso, language) : "");
}
