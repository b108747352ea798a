import { AppError, type ErrorCode, type FieldProblem } from "../../http/app-error.ts";

/**
 * better-auth answers errors as `{ code, message }` in English. The API speaks one error shape in
 * the visitor's language (ADR 0002), so each code we can meet becomes one of our message keys.
 */
const byCode: Record<string, { code: ErrorCode; key: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: "unauthorized", key: "invalid_credentials" },
  USER_ALREADY_EXISTS: { code: "conflict", key: "email_taken", field: "email" },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "conflict", key: "email_taken", field: "email" },
  INVALID_EMAIL: { code: "bad_request", key: "email_invalid", field: "email" },
  PASSWORD_TOO_SHORT: { code: "bad_request", key: "password_too_short", field: "password" },
  PASSWORD_TOO_LONG: { code: "bad_request", key: "password_too_long", field: "password" },
  INVALID_PASSWORD: { code: "bad_request", key: "current_password_wrong", field: "currentPassword" },
  INVALID_TOKEN: { code: "bad_request", key: "reset_link_invalid" },
  TOKEN_EXPIRED: { code: "bad_request", key: "reset_link_invalid" },
  INVALID_ORIGIN: { code: "forbidden", key: "cross_site_request" },
  MISSING_OR_NULL_ORIGIN: { code: "forbidden", key: "cross_site_request" },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { code: "forbidden", key: "cross_site_request" },
  EMAIL_MISMATCH: { code: "bad_request", key: "verification_email_mismatch", field: "email" },
  EMAIL_ALREADY_VERIFIED: { code: "bad_request", key: "email_already_verified", field: "email" },
  BANNED_USER: { code: "forbidden", key: "account_suspended" },
  FIELD_NOT_ALLOWED: { code: "bad_request", key: "invalid_request" },
  VALIDATION_ERROR: { code: "bad_request", key: "invalid_request" },
};

/**
 * Failures on our side that better-auth answers with a 4xx (a database write that did not happen).
 * Telling the visitor their fields are wrong would be false: they become a logged 500 instead.
 */
const serverSideFailures = new Set(["FAILED_TO_CREATE_USER", "FAILED_TO_CREATE_SESSION", "FAILED_TO_UPDATE_USER"]);

const byStatus: Record<number, { code: ErrorCode; key: string }> = {
  400: { code: "bad_request", key: "invalid_request" },
  401: { code: "unauthorized", key: "sign_in_required" },
  403: { code: "forbidden", key: "not_allowed" },
  404: { code: "not_found", key: "not_found" },
  422: { code: "bad_request", key: "invalid_request" },
  429: { code: "rate_limited", key: "too_many_attempts" },
};

/**
 * Our error for a failed better-auth response: an AppError for a refusal, a plain Error (answered
 * as a 500 with a request id) for a failure on our side; null for a 5xx, which stays as it is.
 */
export async function appErrorFromAuthResponse(response: Response): Promise<Error | null> {
  if (response.status >= 500) return null;
  let code: string | undefined;
  try {
    code = ((await response.clone().json()) as { code?: unknown }).code as string | undefined;
  } catch {
    code = undefined;
  }
  if (code && serverSideFailures.has(code)) return new Error(`better-auth answered ${response.status} ${code}`);
  const mapped: { code: ErrorCode; key: string; field?: string } | undefined =
    (code && byCode[code]) || byStatus[response.status] || byStatus[400];
  if (!mapped) return null;
  const fields: FieldProblem[] = mapped.field ? [{ field: mapped.field, messageKey: mapped.key }] : [];
  return new AppError(mapped.code, mapped.key, fields);
}
