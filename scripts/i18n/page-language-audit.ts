/** What `auditPageLanguage` counts on one page. */
export type PageLanguageAudit = {
  /** Arabic letters in text not marked as another language. */
  arabic: number;
  /** Latin letters in text not marked as another language: names, acronyms, forgotten English. */
  latin: number;
  /** Latin letters inside `lang="fr"` (official French names, allowed). */
  french: number;
  /** Letters inside `lang="en"`: English shown because a text is not translated yet. */
  english: number;
  /** Letters inside `translate="no"`: names (publishers, brands), left out of the share. */
  names: number;
  /** Runs of three or more Latin words not marked with a language. */
  unmarked: string[];
  /** Text that looks like a translation key ("nav.visaTypes"): a key left untranslated. */
  keys: string[];
};

/**
 * Runs IN THE PAGE (page.evaluate): it must not use anything from outside its own body. Reads
 * every text node of the body and the document's title, and counts letters by script and by the
 * language the nearest `lang` attribute gives. The 404 and the Arabic walk (tests/e2e) and
 * `npm run i18n:report` read the same counts (ADR 0086).
 */
export function auditPageLanguage(): PageLanguageAudit {
  const arabicLetter = /\p{Script=Arabic}/gu;
  const latinLetter = /\p{Script=Latin}/gu;
  const latinPhrase = /\p{Script=Latin}[\p{Script=Latin}'’.-]*(?:\s+\p{Script=Latin}[\p{Script=Latin}'’.-]*){2,}/u;
  const keyLike = /^[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+$/;
  const audit: PageLanguageAudit = { arabic: 0, latin: 0, french: 0, english: 0, names: 0, unmarked: [], keys: [] };
  const count = (text: string, lang: string, name = false) => {
    const latin = text.match(latinLetter)?.length ?? 0;
    if (name) {
      audit.names += latin;
      return;
    }
    if (lang.startsWith("fr")) {
      audit.french += latin;
      return;
    }
    if (lang.startsWith("en")) {
      audit.english += latin + (text.match(arabicLetter)?.length ?? 0);
      return;
    }
    audit.arabic += text.match(arabicLetter)?.length ?? 0;
    audit.latin += latin;
    const phrase = latinPhrase.exec(text);
    if (phrase) audit.unmarked.push(phrase[0]);
    if (keyLike.test(text)) audit.keys.push(text);
  };
  count(document.title, document.documentElement.lang);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!parent || !text) continue;
    if (parent.closest("script, style, noscript, template, [hidden]")) continue;
    count(text, parent.closest("[lang]")?.getAttribute("lang") ?? "", parent.closest('[translate="no"]') !== null);
  }
  return audit;
}

/** The share of the page's own text that is Arabic, in percent (French terms and names left out). */
export function arabicShare(audit: PageLanguageAudit): number {
  const letters = audit.arabic + audit.latin + audit.english;
  return letters === 0 ? 100 : (100 * audit.arabic) / letters;
}
