import type { RouterContextProvider } from "react-router";
import type { GuideContent } from "../../../content/guides/guide-types.ts";
import type { Language } from "../../../core/languages.ts";
import { publishedFaq } from "../../../server/modules/faq/faq-items.ts";
import { serverContext } from "../../../server/router-context.server.ts";

/**
 * The questions a guide shows (only /help has them), and the language they are written in. The
 * help center's questions live in the database, edited in the back office; in a language without
 * its own, the page's text language stands in, marked like the text is.
 */
export async function helpFaq(
  context: Readonly<RouterContextProvider>,
  guide: GuideContent,
  language: Language,
  textLanguage: Language,
) {
  let faq = guide.faq ? await publishedFaq(context.get(serverContext).services.db, language, "help") : [];
  let faqLanguage: string = language;
  if (guide.faq && faq.length === 0 && textLanguage !== language) {
    faq = await publishedFaq(context.get(serverContext).services.db, textLanguage, "help");
    faqLanguage = textLanguage;
  }
  return { faq, faqLanguage };
}
