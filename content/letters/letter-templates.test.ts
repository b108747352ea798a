import { describe, expect, it } from "vitest";
import { checkLetterValues, fillLetter, sampleLetter } from "./fill-letter.ts";
import { letterTemplates } from "./letter-templates.ts";

const sampleValues = (id: string) =>
  Object.fromEntries(
    (letterTemplates.find((template) => template.id === id)?.fields ?? []).map((field) => [field.id, field.sample]),
  );

describe.each(letterTemplates.map((template) => [template.id, template] as const))("the %s letter", (id, template) => {
  const filled = sampleLetter(template, "2026-12-03", "en");
  const everything = [
    ...filled.french.sender,
    ...filled.french.recipient,
    filled.french.placeAndDate,
    filled.french.subject,
    ...filled.french.paragraphs,
    filled.french.signOff,
  ].join("\n");

  it("accepts its own sample answers, and writes every one of them into the French letter", () => {
    expect(checkLetterValues(template, sampleValues(id))).toEqual({ ok: true, values: sampleValues(id) });
    for (const field of template.fields) {
      if (field.kind === "text") expect(everything, field.id).toContain(field.sample);
    }
    expect(everything).not.toMatch(/undefined|\{|\}|NaN/);
    expect(filled.french.placeAndDate).toContain("3 décembre 2026");
  });

  it("names each field in English, French and Arabic, and cites official texts", () => {
    for (const field of template.fields) {
      expect(Object.keys(field.label).sort()).toEqual(["ar", "en", "fr"]);
      expect(field.label.ar).toMatch(/\p{Script=Arabic}/u);
    }
    expect(template.references.length).toBeGreaterThan(0);
    for (const reference of template.references) {
      expect(new URL(reference.url).host).toMatch(/^(www\.legifrance\.gouv\.fr|eur-lex\.europa\.eu)$/);
    }
  });

  it("has a reading aid in English and Arabic (none for a French reader), dates in the reader's way", () => {
    expect(filled.aid?.length).toBeGreaterThan(0);
    const arabic = fillLetter(template, sampleValues(id), "2026-12-03", "ar").aid ?? [];
    expect(arabic.join(" ")).toMatch(/\p{Script=Arabic}/u);
    expect(arabic.join(" ")).not.toMatch(/décembre|novembre|octobre/);
    expect(fillLetter(template, sampleValues(id), "2026-12-03", "fr").aid).toBeNull();
  });
});

describe("the answers are checked field by field", () => {
  const template = letterTemplates.find((letter) => letter.id === "iban-refusal");
  if (!template) throw new Error("no iban-refusal letter");
  const good = sampleValues("iban-refusal");

  it.each([
    [{ ...good, iban: "  " }, "iban", "letter_field_required"],
    [{ ...good, refusedOn: "2026-02-30" }, "refusedOn", "letter_date_invalid"],
    [{ ...good, bank: "x".repeat(121) }, "bank", "letter_field_too_long"],
    [{ ...good, bank: "Banque\nExemple" }, "bank", "letter_field_invalid"],
    [{ ...good, bank: "Banque\u0007" }, "bank", "letter_field_invalid"],
    [{ ...good, organisation: "a\nb\nc\nd\ne\nf\ng" }, "organisation", "letter_field_too_long"],
  ])("refuses %j on %s with %s", (values, field, key) => {
    const checked = checkLetterValues(template, values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fieldErrors[field]).toBe(key);
  });

  it("keeps an address's line breaks and trims each answer", () => {
    const checked = checkLetterValues(template, { ...good, address: " 1 rue A\r\n75001 Paris " });
    expect(checked.ok && checked.values.address).toBe("1 rue A\n75001 Paris");
  });
});
