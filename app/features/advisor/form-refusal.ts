/**
 * What a refused advisor form gets back (no redirect): which form it was (`intent`, and `target`
 * for a form repeated per task or document), the sentence of each refused field, or the use case's
 * refusal as one sentence, in the page's language (the API's own messages, content/messages), and
 * what was typed, so nothing has to be typed again.
 */
export type FormRefusal = {
  outcome: "refused";
  intent: string;
  target: string | null;
  /** The summary's sentence when no single field is to blame (a refused transition, a conflict). */
  message: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/** Which form a refusal belongs to: each form shows only its own. */
export function refusalFor(
  refusal: FormRefusal | undefined,
  intent: string,
  target: string | null = null,
): FormRefusal | undefined {
  return refusal?.outcome === "refused" && refusal.intent === intent && refusal.target === target ? refusal : undefined;
}
