import { ApiRequestError } from "./api-request.ts";

/*
 * The one way the browser reads a failed API call (thrown by apiRequest). Every API error has one
 * JSON shape, { error: { code, message, fields? }, requestId }, with `message` already in the
 * visitor's language, so forms show the API's sentence instead of guessing their own.
 */

export type FieldErrors = Partial<Record<string, string>>;

/** A failed call: a network failure, or the API's translated message and per-field messages. */
export type Failure = { kind: "network" } | { kind: "api"; status: number; message: string; fields: FieldErrors };

type ErrorBody = { error?: { message?: unknown; fields?: { field: string; message: string }[] } };

/** The API's JSON error body, or null when the answer was not ours (a proxy's page, an empty body). */
function errorBodyOf(error: ApiRequestError): ErrorBody | null {
  try {
    const body: unknown = JSON.parse(error.body);
    return typeof body === "object" && body !== null ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return { kind: "network" };
  const body = errorBodyOf(error);
  const fields: FieldErrors = {};
  const problems = body?.error?.fields;
  for (const problem of Array.isArray(problems) ? problems : []) fields[problem.field] ??= problem.message;
  const message = typeof body?.error?.message === "string" ? body.error.message : error.message;
  return { kind: "api", status: error.status, message, fields };
}

/**
 * The sentence to show when the API refused the request itself (a 4xx that says why: a limit
 * with how long to wait, a value it did not accept), or null when the form should say its own
 * message: the network failed, the server failed (5xx), or the answer carries no message of ours.
 */
export function refusalMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500) return null;
  const message = errorBodyOf(error)?.error?.message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}
