/**
 * What a refused page form gets back instead of a redirect (ADR 0081), the one shape of every
 * form's refusal: which form it was (`intent`, and `target` for a form repeated per item), the
 * sentence for the whole form, each refused field's sentence, in the page's language, and what
 * was typed, so nothing has to be typed again. Built on the server by app/lib/page-form.server.ts;
 * this file holds only what the page needs, so the browser gets no server code.
 */
export type FormRefusal = {
  outcome: "refused";
  intent: string | null;
  target: string | null;
  /** The sentence when no single field is to blame (a limit, a refused transition, a conflict). */
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
