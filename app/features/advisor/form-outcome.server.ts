import { data } from "react-router";
import type { z } from "zod";
import { apiMessage, isApiMessageKey } from "../../../content/messages/api-messages.ts";
import type { Language } from "../../../core/languages.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import type { FormRefusal } from "./form-refusal.ts";

/** A posted text value, cut to a bound so an oversized post cannot be echoed back whole. */
export function formText(form: FormData, name: string, max = 5000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** An empty optional field is "not given" to the schemas, a date or a team member left blank is null. */
export const blankAsUndefined = (value: string) => (value.trim() === "" ? undefined : value);
export const blankAsNull = (value: string) => (value.trim() === "" ? null : value);

type Echo = { intent: string; target?: string | null; values?: Record<string, string> };

function refusal(echo: Echo, fields: Record<string, string>, message: string | null, status: number) {
  return data<FormRefusal>(
    {
      outcome: "refused",
      intent: echo.intent,
      target: echo.target ?? null,
      message,
      fields,
      values: echo.values ?? {},
    },
    { status },
  );
}

/** A sentence of the page's own (already translated) for the whole form. */
export function refusedSaying(message: string, echo: Echo, status = 400) {
  return refusal(echo, {}, message, status);
}

/** One sentence for the whole form (an unknown intent, nothing ticked). */
export function refusedWith(language: Language, key: string, echo: Echo, status = 400) {
  return refusal(echo, {}, apiMessage(language, key), status);
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

export function refusedOn(fields: Record<string, string>, echo: Echo) {
  return refusal(echo, fields, null, 400);
}

/**
 * A use case's refusal (AppError): its fields when it names some, else its sentence (apiMessage
 * names a refused transition's status in the reader's words).
 */
export function refusedByUseCase(language: Language, error: AppError, echo: Echo) {
  const values = error.values;
  const fields = Object.fromEntries(
    error.fields.map((field) => [field.field, apiMessage(language, field.messageKey, values)]),
  );
  const message = error.fields.length > 0 ? null : apiMessage(language, error.messageKey, values);
  return refusal(echo, fields, message, errorStatus[error.code]);
}

/** Runs a use case; its refusals become the form's answer, anything else is a real failure. */
export async function attempt<T>(
  run: () => Promise<T>,
  refused: (error: AppError) => ReturnType<typeof refusal>,
): Promise<T | ReturnType<typeof refusal>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return refused(error);
    throw error;
  }
}
