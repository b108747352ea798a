import { fieldLimit, sampleLetter } from "../../../content/letters/fill-letter.ts";
import { findLetterTemplate, letterTemplates } from "../../../content/letters/letter-templates.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { hasAccess, type Viewer } from "../../../core/plans.ts";
import { keepLanguage } from "../../lib/keep-language.ts";

/**
 * What /dashboard/letters (and the public /letters) shows: every letter with what it is for, the chosen one's fields (the
 * member's name filled in), and — for a member who cannot download it — the letter filled with
 * example answers, so they see exactly what they would get.
 */
export function lettersView(input: {
  language: Language;
  plan: Viewer;
  name: string;
  chosen: string | null;
  url: URL;
  /** Values the account already holds for the chosen letter (the record of attempts, a permit's dates). */
  known?: Record<string, string>;
  /** The public page (/letters) always previews; the dashboard's only for those who cannot fill in. */
  page?: "dashboard" | "public";
}) {
  const path = input.page === "public" ? "/letters" : "/dashboard/letters";
  const template = findLetterTemplate(input.chosen ?? "") ?? letterTemplates[0];
  if (!template) throw new Error("no letter templates");
  const canDownload = hasAccess(input.plan, "premium");
  return {
    canDownload,
    letters: letterTemplates.map((letter) => ({
      id: letter.id,
      name: letter.name[input.language],
      purpose: letter.purpose[input.language],
      href: keepLanguage(`${path}?letter=${letter.id}`, input.url),
      current: letter.id === template.id,
    })),
    chosen: {
      id: template.id,
      name: template.name[input.language],
      fields: template.fields.map((field) => ({
        id: field.id,
        kind: field.kind,
        label: field.label[input.language],
        value: field.fromAccount === "name" ? input.name : (input.known?.[field.id] ?? ""),
        maxLength: fieldLimit(field).chars,
      })),
      references: template.references,
    },
    preview: canDownload && input.page !== "public" ? null : sampleLetter(template, parisDate(), input.language),
    purpose: template.purpose[input.language],
    pricingHref: keepLanguage("/pricing", input.url),
    registerHref: keepLanguage("/register", input.url),
    fillInHref: keepLanguage(`/dashboard/letters?letter=${template.id}`, input.url),
  };
}

export type LettersView = ReturnType<typeof lettersView>;
