import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { negotiateLanguage } from "../../core/negotiate-language.ts";
import type { ApiEnv } from "./api-env.ts";
import { AppError, errorStatus } from "./app-error.ts";

/**
 * The edge: every error thrown by an API handler becomes one JSON shape.
 * { error: { code, message, fields? }, requestId } — never a stack trace.
 */
export function handleApiError(error: Error, c: Context<ApiEnv>): Response {
  const language = c.get("language") ?? negotiateLanguage(c.req.raw.headers);
  const requestId = c.get("requestId") ?? "unknown";
  if (error instanceof AppError) {
    // The one refusal that is ours to fix, not the sender's: a full disk must reach an operator.
    if (error.code === "insufficient_storage")
      c.get("logger")?.error({ err: error.cause }, "storage full: upload refused");
    const fields = error.fields.map((f) => ({ field: f.field, message: apiMessage(language, f.messageKey) }));
    const status = errorStatus[error.code];
    return c.json(
      {
        error: {
          code: error.code,
          message: apiMessage(language, error.messageKey, error.values),
          ...(fields.length ? { fields } : {}),
        },
        requestId,
      },
      status,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? "payload_too_large" : error.status === 403 ? "forbidden" : "bad_request";
    const key =
      error.status === 413 ? "payload_too_large" : error.status === 403 ? "cross_site_request" : "invalid_request";
    return c.json(
      { error: { code, message: apiMessage(language, key) }, requestId },
      error.status as ContentfulStatusCode,
    );
  }
  c.get("logger")?.error({ err: error }, "unhandled error");
  return c.json(
    { error: { code: "internal", message: apiMessage(language, "internal", { requestId }) }, requestId },
    500,
  );
}

/**
 * The methods the API's routes answer to. Any other (OPTIONS, TRACE, PROPFIND…) is a 405 on every
 * /api path rather than a 404; add a method here when a route starts using it.
 */
const apiMethods = ["GET", "HEAD", "POST"];

/** The API's last handler: a method it never answers is a 405, any other path a JSON 404. */
export function apiNotFound(c: Context<ApiEnv>): Response {
  if (!apiMethods.includes(c.req.method)) {
    c.header("Allow", apiMethods.join(", "));
    const method = c.req.method.replace(/[^A-Z-]/gi, "").slice(0, 20);
    throw new AppError("method_not_allowed", "method_not_allowed", [], { method });
  }
  return c.json(
    {
      error: { code: "not_found", message: apiMessage(c.get("language"), "not_found") },
      requestId: c.get("requestId"),
    },
    404,
  );
}
