import { numberFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";

/**
 * A wait, as a person reads it in their language: "45 seconds", "2 minutes", "ثانيتان". Rounded
 * up, so someone who waits that long is never refused again. Intl's unit format carries each
 * language's plural rules (Arabic's dual and its forms for 3-10 and 11+), which a template with
 * one `{seconds}` slot could not.
 */
export function formatWait(language: Language, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [amount, unit] =
    whole < 60
      ? [whole, "second"]
      : whole <= 3600
        ? [Math.ceil(whole / 60), "minute"]
        : [Math.ceil(whole / 3600), "hour"];
  return numberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(amount);
}
