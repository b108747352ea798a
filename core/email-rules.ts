// Plain rules (no Zod here): this module is loaded on every page by the footer form, and keeping
// the validation library out of that bundle saves ~24 KiB of gzipped JavaScript per visitor.

/** RFC 5321 caps a path at 254 characters; longer values are never deliverable. */
export const maxEmailLength = 254;

/**
 * The product specification's own rule (non-empty and contains "@"), checked in the browser first
 * so the "Invalid Email" toast appears instantly. The server then applies a real syntax check.
 */
export function looksLikeEmail(value: string): boolean {
  return value.trim().length > 0 && value.includes("@");
}
