import { data } from "react-router";
import type { z } from "zod";
import { apiMessage, isApiMessageKey } from "../../content/messages/api-messages.ts";
import type { Language } from "../../core/languages.ts";
import { AppError, errorStatus } from "../../server/http/app-error.ts";
import { type Refusal, refusalMessage } from "../../server/http/rate-limit.ts";
import type { FormRefusal } from "./form-refusal.ts";

/*
 * The one way a page action reads its form and refuses it (ADR 0081). The edge (server/http/
 * page-requests.ts) has already refused a post over the body limit, one that is not a form and one
 * that does not parse, so the form is read whole here; each value is then cut to its own bound so
 * an oversized field cannot be echoed back whole. A refusal is always a FormRefusal, with the
 * API's messages (content/messages) in the page's language and the status the API would answer.
 */

/** The posted form (within the edge's body limit). */
export function readForm(request: Request): Promise<FormData> {
  return request.formData();
}

/** A posted text value, cut to `max` characters; "" when absent or a file. */
export function formText(form: FormData, name: string, max = 5000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** Every value posted under one name (ticked boxes), at most `count` of them, each cut to `max`. */
export function formTexts(form: FormData, name: string, count: number, max = 200): string[] {
  return form
    .getAll(name)
    .slice(0, count)
    .map((value) => (typeof value === "string" ? value.slice(0, max) : ""));
}

/** An empty optional field is "not given" to the schemas, a date or a team member left blank is null. */
export const blankAsUndefined = (value: string) => (value.trim() === "" ? undefined : value);
export const blankAsNull = (value: string) => (value.trim() === "" ? null : value);

/** Which form was refused and what was typed in it. */
export type Echo = { intent?: string | null; target?: string | null; values?: Record<string, string> };

/** The refusal itself: every other helper ends here. */
export function refused(echo: Echo, { message = null, fieldErrors = {}, status = 400, headers }: RefusalParts = {}) {
  return data<FormRefusal>(
    {
      outcome: "refused",
      intent: echo.intent ?? null,
      target: echo.target ?? null,
      message,
      fieldErrors,
      values: echo.values ?? {},
    },
    { status, headers },
  );
}
type RefusalParts = {
  message?: string | null;
  fieldErrors?: Record<string, string>;
  status?: number;
  headers?: HeadersInit;
};

/** A sentence of the page's own (already translated) for the whole form. */
export function refusedSaying(message: string, echo: Echo, status = 400) {
  return refused(echo, { message, status });
}

/** One message of content/messages for the whole form (an unknown intent, nothing ticked). */
export function refusedWith(
  language: Language,
  key: string,
  echo: Echo,
  status = 400,
  values: Record<string, string> = {},
) {
  return refused(echo, { message: apiMessage(language, key, values), status });
}

/** Over a form's limit: 429 with Retry-After and the wait in the page's language, as the API answers. */
export function tooManyForm(language: Language, limit: Refusal, echo: Echo) {
  return refused(echo, {
    message: refusalMessage(language, limit),
    status: 429,
    headers: { "Retry-After": String(limit.retryAfter) },
  });
}

/** The schema's refusals as each field's sentence (its messages are keys of content/messages). */
export function fieldMessages(
  language: Language,
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (path: PropertyKey[]) => string = (path) => String(path[0] ?? "form"),
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = isApiMessageKey(issue.message) ? issue.message : "invalid_request";
    fields[fieldOf(issue.path)] ??= apiMessage(language, key);
  }
  return fields;
}

/** The form again, with each refused field's sentence. */
export function refusedFields(language: Language, issues: readonly z.core.$ZodIssue[], echo: Echo) {
  return refusedOn(fieldMessages(language, issues), echo);
}

export function refusedOn(fieldErrors: Record<string, string>, echo: Echo) {
  return refused(echo, { fieldErrors });
}

/**
 * Checks the posted values with the schema the API uses for the same use case: its data, or the
 * refusal to answer with (each field's sentence).
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
  language: Language,
  echo: Echo,
): { ok: true; data: z.output<S> } | { ok: false; refusal: ReturnType<typeof refused> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, refusal: refusedFields(language, parsed.error.issues, echo) };
}

/**
 * A use case's refusal (AppError): its fields when it names some, else its sentence (apiMessage
 * names a refused transition's status in the reader's words), with the API's status.
 */
export function refusedByUseCase(language: Language, error: AppError, echo: Echo) {
  const values = error.values;
  const fieldErrors = Object.fromEntries(
    error.fields.map((field) => [field.field, apiMessage(language, field.messageKey, values)]),
  );
  const message = error.fields.length > 0 ? null : apiMessage(language, error.messageKey, values);
  return refused(echo, { message, fieldErrors, status: errorStatus[error.code] });
}

/**
 * A use case's refusal (AppError) as one sentence for the whole form, with the API's status: for
 * a form that shows no message beside a field (buttons, a form whose page says every refusal in
 * one place).
 */
export function refusedAsSentence(language: Language, error: AppError, echo: Echo) {
  return refusedWith(language, error.messageKey, echo, errorStatus[error.code], error.values);
}

/** Runs a use case; its refusals become the form's answer, anything else is a real failure. */
export async function attempt<T>(
  run: () => Promise<T>,
  refusedBy: (error: AppError) => ReturnType<typeof refused>,
): Promise<T | ReturnType<typeof refused>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return refusedBy(error);
    throw error;
  }
}
