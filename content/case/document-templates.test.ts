import { describe, expect, it } from "vitest";
import { priorities } from "../../core/case/journey.ts";
import { withoutTokens } from "../prose/prose-tokens.ts";
import { resolveFigures } from "../prose/resolve-figures.ts";
import { visaCatalogue } from "../visas/visa-catalogue.ts";
import {
  documentRequestFromTemplate,
  documentTemplate,
  documentTemplateKeys,
  documentTemplates,
  formatProcessingEstimate,
  templatesForVisa,
} from "./document-templates.ts";

const templates = documentTemplateKeys.map((key) => documentTemplates[key]);
const slugs = visaCatalogue.map((visa) => visa.slug);

describe("document templates per visa", () => {
  it.each(slugs)("%s has an ordered set starting with the passport scan, each template once", (slug) => {
    const set = templatesForVisa(slug).map((template) => template.key);
    expect(set[0]).toBe("passport-scan");
    expect(set.length).toBeGreaterThanOrEqual(4);
    expect(new Set(set).size).toBe(set.length);
  });

  it("asks each family for what its visa rests on", () => {
    const keys = (slug: string) => templatesForVisa(slug).map((template) => template.key);
    expect(keys("salarie")).toContain("work-authorisation");
    expect(keys("etudiant")).toContain("enrolment-certificate");
    expect(keys("passeport-talent-chercheur")).toContain("hosting-agreement");
    expect(keys("auto-entrepreneur")).toEqual(expect.arrayContaining(["business-plan", "criminal-record"]));
    expect(keys("regroupement-familial")).toContain("reunification-authorisation");
    expect(keys("au-pair")).toContain("au-pair-agreement");
    expect(keys("vacances-travail")).toEqual(expect.arrayContaining(["health-insurance", "return-ticket"]));
  });

  it("uses every template for at least one visa", () => {
    const used = new Set(slugs.flatMap((slug) => templatesForVisa(slug).map((template) => template.key)));
    expect(documentTemplateKeys.filter((key) => !used.has(key))).toEqual([]);
  });

  it("refuses a visa outside the catalogue, and answers undefined for an unknown template", () => {
    expect(() => templatesForVisa("tourist-visa")).toThrow(/tourist-visa/);
    expect(documentTemplate("passport-scan")?.key).toBe("passport-scan");
    expect(documentTemplate("passport")).toBeUndefined();
    expect(documentTemplate("toString")).toBeUndefined();
  });
});

describe("document template requirements", () => {
  it.each(templates)("$key accepts only JPG, PNG or PDF, within the 10 MB upload limit", ({ requirements }) => {
    expect(requirements.formats.length).toBeGreaterThan(0);
    for (const format of requirements.formats) expect(["jpg", "png", "pdf"]).toContain(format);
    expect(requirements.maxMegabytes).toBeGreaterThan(0);
    expect(requirements.maxMegabytes).toBeLessThanOrEqual(10);
  });

  it.each(templates)("$key has a spec priority, and a processing time only as our estimate", (template) => {
    expect(priorities).toContain(template.priority);
    const time = template.requirements.processingTime;
    if (time) {
      expect(time.kind).toBe("our-estimate");
      expect(time.min).toBeGreaterThan(0);
      expect(time.max).toBeGreaterThanOrEqual(time.min);
    }
  });

  it("asks for a sworn translation and an apostille for civil-status records and police certificates", () => {
    for (const key of ["birth-certificate", "marriage-certificate", "criminal-record"] as const) {
      expect(documentTemplates[key].requirements, key).toMatchObject({
        translation: true,
        apostille: "when-issued-abroad",
        colour: "colour",
      });
    }
    expect(documentTemplates["passport-scan"].requirements).toMatchObject({ translation: false, apostille: "no" });
  });

  it.each(templates)(
    "$key is written in English, French and Arabic, with no raw figure and only registry tokens",
    (template) => {
      const { title, description, requirements } = template;
      for (const language of ["en", "fr", "ar"] as const) {
        const texts = [title[language], description[language], ...(requirements.tips[language] ?? [])];
        for (const text of texts) {
          expect(text, `${template.key} ${language}`).toBeDefined();
          if (text === undefined) continue;
          expect(text.trim(), `${template.key} ${language}`).not.toBe("");
          expect(text, `${template.key} ${language}`).not.toMatch(/ {2}|\s[,.]/);
          expect(withoutTokens(text), `${template.key} ${language}: figures come from the registry`).not.toMatch(/\d/);
          expect(() => resolveFigures(text, language)).not.toThrow();
        }
        expect(requirements.tips[language]?.length, template.key).toBeGreaterThan(0);
        for (const form of requirements.requiredForms) expect(form.label[language]?.trim()).toBeTruthy();
      }
      expect(requirements.tips.fr.length).toBe(requirements.tips.en.length);
      expect(requirements.tips.ar?.length).toBe(requirements.tips.en.length);
      expect(description.fr).not.toBe(description.en);
      expect(description.ar).not.toBe(description.en);
    },
  );

  it("links required forms to official pages over https", () => {
    const forms = templates.flatMap((template) => template.requirements.requiredForms);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const url = new URL(form.url);
      expect(url.protocol).toBe("https:");
      expect(url.hostname).toMatch(/(^|\.)(service-public\.fr|france-visas\.gouv\.fr)$/);
    }
  });
});

describe("a request made from a template", () => {
  it("freezes the texts in the client's language with the registry's figures written out", () => {
    const english = documentRequestFromTemplate("bank-statements", "en")!;
    expect(english.title).toBe("Bank statements");
    expect(english.description).toBe(
      "Statements of your accounts for the last 3 months (our estimate), showing your name and the bank's.",
    );
    expect(english.priority).toBe("medium");
    expect(english.requirements).toMatchObject({
      formats: ["pdf"],
      maxMegabytes: 10,
      colour: "any",
      processingTime: null,
    });

    const french = documentRequestFromTemplate("criminal-record", "fr")!;
    expect(french.textLanguage).toBe("fr");
    expect(french.title).toBe("Extrait de casier judiciaire");
    expect(french.requirements.tips[0]).toContain("3\u00a0mois (notre estimation)");
    expect(french.requirements.tips.join(" ")).not.toContain("{fact:");
    expect(french.requirements.processingTime).toBe(
      formatProcessingEstimate({ min: 1, max: 4, unit: "weeks", kind: "our-estimate" }, "fr"),
    );
    expect(french.requirements.processingTime).toMatch(/semaines \(notre estimation\)$/);
  });

  it("keeps its official forms, and writes Arabic for Arabic readers with figures in Arabic", () => {
    const template = documentTemplates["au-pair-agreement"];
    const request = documentRequestFromTemplate("au-pair-agreement", "ar")!;
    expect(request.textLanguage).toBe("ar");
    expect(request.title).toBe(template.title.ar);
    expect(request.requirements.requiredForms).toEqual([
      {
        label: template.requirements.requiredForms[0]?.label.ar,
        url: "https://www.service-public.fr/particuliers/vosdroits/R18919",
      },
    ]);
    // The figures are written out the Arabic way, the French names as they are.
    expect(request.requirements.tips[0]).toContain("ساعة في الأسبوع");
    expect(request.requirements.tips.join(" ")).not.toContain("{fact:");
    expect(request.description).toContain("(convention au pair)");
    expect(formatProcessingEstimate({ min: 1, max: 2, unit: "days", kind: "our-estimate" }, "ar")).toContain("تقديرنا");
  });

  it("answers undefined for a key that is not a template", () => {
    expect(documentRequestFromTemplate("selfie", "en")).toBeUndefined();
  });
});
