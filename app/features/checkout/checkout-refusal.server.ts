import { apiMessage, isApiMessageKey } from "../../../content/messages/api-messages.ts";
import type { Language } from "../../../core/languages.ts";

/**
 * The sentence for a refused buy button (/checkout redirects back with ?checkoutError=<key>):
 * only known message keys are shown, in the page's language, so the address cannot put words on
 * the page.
 */
export function checkoutRefusalOf(url: URL, language: Language): string | null {
  const key = url.searchParams.get("checkoutError");
  return key && isApiMessageKey(key) ? apiMessage(language, key) : null;
}
