import { type RouterContextProvider, redirect } from "react-router";
import type { ApiDeps } from "../../../server/api-deps.ts";
import { AppError } from "../../../server/http/app-error.ts";
import type { AccountUser } from "../../../server/modules/auth/current-user.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { formatAdminDateTime } from "../../lib/admin-date-time.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { attempt, formText, readForm, refusedAsSentence, refusedWith } from "../../lib/page-form.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

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
  const form = await readForm(request);
  const intent = formText(form, "intent", 40);
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  // A refusal names its form and gives back the text typed in it (a note, a reply).
  const echo = { intent: intent || null, values: { body: formText(form, "body", 10_000) } };
  if (!handler) return refusedWith(language, "invalid_request", echo);
  const refusal = await attempt(
    () => handler(form, admin, services),
    (error) => refusedAsSentence(language, error, echo),
  );
  if (refusal) return refusal;
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
