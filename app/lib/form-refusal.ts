/**
 * What a refused page form gets back instead of a redirect (ADR 0081): the one shape of every
 * page action's refusal, on every page. Built on the server by app/lib/page-form.server.ts; this
 * file holds only what the page needs, so the browser gets no server code.
 *
 * - `intent`: which form of the page was refused (its posted `intent`), null on a page with one
 *   form; `target`: the item a form repeated per item was about (a task, an order, a saved
 *   comparison), else null. A page shows a refusal only in its own form (refusalFor).
 * - `message`: the sentence for the whole form, in the page's language, when no single field is
 *   to blame (a limit, a refused transition, a conflict); null when `fieldErrors` say it all.
 * - `fieldErrors`: each refused field's sentence, by the field's name.
 * - `values`: what was posted, as text (a ticked box as "on"), so nothing has to be typed again
 *   (fieldFrom gives each field its starting value from it).
 */
export type FormRefusal = {
  outcome: "refused";
  intent: string | null;
  target: string | null;
  message: string | null;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

/** Which form a refusal belongs to: each form of a page shows only its own. */
export function refusalFor(
  refusal: unknown,
  intent: string | null,
  target: string | null = null,
): FormRefusal | undefined {
  if (!isFormRefusal(refusal)) return undefined;
  return refusal.intent === intent && refusal.target === target ? refusal : undefined;
}

/** True for a refusal of this shape (an action's data may also be a success of the page's own). */
export function isFormRefusal(value: unknown): value is FormRefusal {
  return typeof value === "object" && value !== null && (value as { outcome?: unknown }).outcome === "refused";
}

/**
 * A kit field's name, message and starting value from a refusal: what was typed when the form was
 * refused, else `stored` (the saved value, or a default).
 */
export function fieldFrom(refusal: FormRefusal | undefined, name: string, stored = "") {
  return {
    name,
    error: refusal?.fieldErrors[name],
    defaultValue: refusal ? (refusal.values[name] ?? "") : stored,
  };
}

/** The refusal in one sentence, for a page that says it in one place: the form's own, else its first field's. */
export function refusalSentence(refusal: FormRefusal | null | undefined): string | null {
  if (!refusal) return null;
  return refusal.message ?? Object.values(refusal.fieldErrors)[0] ?? null;
}
