/**
 * The one error type of the server. Handlers throw it; the edge (server/http/error-handler.ts)
 * turns it into an HTTP response. `messageKey` is a stable, translatable identifier.
 */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  /** A body of a type we do not take (an upload that is not JPG, PNG or PDF by its content). */
  unsupported_media_type: 415,
  rate_limited: 429,
  /** A service we depend on (the payment provider, the PDF printer) is down: nothing was done. */
  service_unavailable: 503,
  /** The disk (or quota) that files are written to is full: nothing was kept, try again later. */
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldProblem = { field: string; messageKey: string };

export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly fields: FieldProblem[];
  /** Filled into the translated message's `{name}` slots, e.g. the wait of a rate-limit refusal. */
  readonly values: Record<string, string>;
  constructor(code: ErrorCode, messageKey: string, fields: FieldProblem[] = [], values: Record<string, string> = {}) {
    super(messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.fields = fields;
    this.values = values;
  }
}
