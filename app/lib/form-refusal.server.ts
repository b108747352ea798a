import { data } from "react-router";
import type { Language } from "../../core/languages.ts";
import { type Refusal, refusalMessage } from "../../server/http/rate-limit.ts";

/**
 * A form posted without JavaScript and refused: the page shows the sentence, and `echo` (what was
 * typed) comes back with it, so nothing has to be typed again.
 */
export function refusedForm<Echo extends object>(message: string, echo: Echo, status: number, headers?: HeadersInit) {
  return data({ outcome: "refused" as const, message, ...echo }, { status, headers });
}

/** Over a form's limit: 429 with Retry-After and the wait in the page's language, as the API answers. */
export function tooManyForm<Echo extends object>(language: Language, refusal: Refusal, echo: Echo) {
  return refusedForm(refusalMessage(language, refusal), echo, 429, { "Retry-After": String(refusal.retryAfter) });
}
