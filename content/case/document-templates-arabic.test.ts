import { describe, expect, it } from "vitest";
import { arabicShare, figureTokens, ownWords, unmarkedLatinPhrase } from "../prose/arabic-text-checks.ts";
import { termsIn, withoutTokens } from "../prose/prose-tokens.ts";
import { documentRequestFromTemplate, documentTemplateKeys, documentTemplates } from "./document-templates.ts";

/**
 * The templates' Arabic (ADR 0086), held to the same rules as content/prose/arabic-content.test.ts
 * holds the pages: the English text's shape and figure tokens, no digit outside a token, French
 * names as `{fr:…}` terms in prose and none in titles and labels (shown where markup cannot go:
 * the request's title, e-mail subjects), and Arabic letters for at least 95 % of the words. A
 * request made for an Arabic-speaking client freezes that Arabic.
 */

const templates = documentTemplateKeys.map((key) => documentTemplates[key]);

type Text = { field: string; plain: boolean; en: string; ar: string | undefined };
/** Each text of a template with its English: plain-text fields (title, labels) and prose (description, tips). */
function textsOf(key: (typeof documentTemplateKeys)[number]): Text[] {
  const { title, description, requirements } = documentTemplates[key];
  return [
    { field: "title", plain: true, en: title.en, ar: title.ar },
    { field: "description", plain: false, en: description.en, ar: description.ar },
    ...requirements.tips.en.map((en, index) => ({
      field: `tips[${index}]`,
      plain: false,
      en,
      ar: requirements.tips.ar?.[index],
    })),
    ...requirements.requiredForms.map((form, index) => ({
      field: `requiredForms[${index}].label`,
      plain: true,
      en: form.label.en,
      ar: form.label.ar,
    })),
  ];
}

describe.each(templates)("the Arabic of the $key template", ({ key, requirements }) => {
  const texts = textsOf(key);
  const arabic = texts.flatMap((text) => (text.ar === undefined ? [] : [{ ...text, ar: text.ar }]));

  it("has every text in Arabic, tips in the English's number and order", () => {
    expect(texts.filter((text) => text.ar === undefined || text.ar.trim() === "").map((text) => text.field)).toEqual(
      [],
    );
    expect(requirements.tips.ar).toHaveLength(requirements.tips.en.length);
  });

  it("holds the same figure tokens as the English, text by text", () => {
    const differ = arabic.flatMap(({ field, en, ar }) =>
      figureTokens(en).join() === figureTokens(ar).join() ? [] : [`${field}: ${figureTokens(ar).join()}`],
    );
    expect(differ).toEqual([]);
  });

  it("writes no digit outside the tokens, not even in a French term", () => {
    const digits = arabic.flatMap(({ field, ar }) => (/\p{Nd}/u.test(withoutTokens(ar)) ? [field] : []));
    expect(digits).toEqual([]);
  });

  it("keeps {fr:…} terms out of titles and labels, and puts no empty or nested term in prose", () => {
    const problems = arabic.flatMap(({ field, plain, ar }) => {
      const terms = termsIn(ar);
      if (plain && (terms.length > 0 || ar.includes("{"))) return [`${field}: a term in a plain-text field`];
      return terms.filter((term) => term.trim() === "").map(() => `${field}: an empty term`);
    });
    expect(problems).toEqual([]);
  });

  it("reads as Arabic: no Latin phrase outside a {fr:…} term, Arabic punctuation", () => {
    const problems = arabic.flatMap(({ field, ar }) => {
      const words = ownWords(ar);
      const phrase = unmarkedLatinPhrase(ar);
      return [
        ...(phrase ? [`${field}: unmarked "${phrase}"`] : []),
        ...(/[,;?]/.test(words) ? [`${field}: a Latin comma, semicolon or question mark`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("is mostly Arabic letters outside figures and French terms, even when it names a site", () => {
    // A short template naming France-Visas or Service-Public.fr in its title, label and text reads
    // a little less Arabic than a page; all the templates together are held to 95 % below.
    expect(arabicShare(arabic.map(({ ar }) => ar))).toBeGreaterThanOrEqual(80);
  });

  it("is what a request made for an Arabic-speaking client holds", () => {
    const template = documentTemplates[key];
    const request = documentRequestFromTemplate(key, "ar");
    expect(request?.textLanguage).toBe("ar");
    expect(request?.title).toBe(template.title.ar);
    expect(request?.requirements.requiredForms.map((form) => form.label)).toEqual(
      template.requirements.requiredForms.map((form) => form.label.ar),
    );
    const frozen = [request?.description ?? "", ...(request?.requirements.tips ?? [])];
    expect(frozen).toHaveLength(1 + requirements.tips.en.length);
    for (const text of frozen) {
      // Figures written out and terms kept as words: nothing left to resolve, and still Arabic.
      expect(text).not.toMatch(/[{}]/);
      expect(arabicShare([text]), text).toBeGreaterThan(50);
    }
    // The French names the Arabic marks are kept, as plain words, in what the client reads.
    const written = frozen.join(" ");
    for (const term of [template.description.ar ?? "", ...(template.requirements.tips.ar ?? [])].flatMap(termsIn))
      expect(written).toContain(term);
  });
});

describe("the templates' Arabic together", () => {
  it("is at least 95 % Arabic letters outside figures and French terms (names and acronyms counted)", () => {
    // As the advisor's checklist shows them, like a page of content/prose/arabic-content.test.ts.
    const all = templates.flatMap((template) => textsOf(template.key).flatMap((text) => text.ar ?? []));
    expect(arabicShare(all)).toBeGreaterThanOrEqual(95);
  });
});

describe("a request made from a template for an Arabic-speaking client", () => {
  it("freezes the Arabic text with the registry's figures written the Arabic way", () => {
    const request = documentRequestFromTemplate("bank-statements", "ar")!;
    expect(request.textLanguage).toBe("ar");
    expect(request.title).toBe("كشوف الحساب البنكي");
    expect(request.description).toBe("كشوف حساباتك عن آخر 3 أشهر (تقديرنا)، يظهر فيها اسمك واسم البنك.");
    expect(request.requirements.tips).toEqual(
      documentTemplates["bank-statements"].requirements.tips.ar ?? ["the Arabic tips"],
    );
  });

  it("writes a French name marked in the template as it is, inside the Arabic sentence", () => {
    const request = documentRequestFromTemplate("birth-certificate", "ar")!;
    expect(request.title).toBe("شهادة الميلاد");
    expect(request.description).toContain("شهادة ميلادك (acte de naissance)");
    expect(request.requirements.tips[1]).toContain("(traduction assermentée)");
  });

  it("leaves French and English readers their own language", () => {
    expect(documentRequestFromTemplate("bank-statements", "fr")?.title).toBe("Relevés bancaires");
    expect(documentRequestFromTemplate("bank-statements", "en")?.textLanguage).toBe("en");
  });
});
