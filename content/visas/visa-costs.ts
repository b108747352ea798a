import { numberFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { currentFact } from "../facts/fact-on.ts";
import type { Fact } from "../facts/fact-types.ts";
import type { FactId } from "../facts/facts.ts";
import { isEtudesEnFranceCountry } from "./etudes-en-france.ts";

/**
 * The one cost composition of each visa: what a person applying from abroad pays the State, as
 * "visa fee + residence-permit tax + stamp duty = total". Every part is a registry fact, so the
 * visa page's cost section and the wizard's results show the same figures (ADR 0023).
 *
 * Taxes are those of the finance law for 2026 (CESEDA L. 436-1 and L. 436-7): the first issue of a
 * residence permit, or the validation of a long-stay visa that stands as one (VLS-TS), costs the
 * normal or the reduced tax. The reduced rate applies to students, trainees, au pairs and the
 * job-search or business-creation card (RECE, CESEDA L. 422-10 to L. 422-14; L. 436-1's list).
 *
 * The stamp duty (L. 436-7) is due when a residence card is made, not when a VLS-TS is validated
 * online: so a route whose first permit is a VLS-TS pays visa fee + tax (e.g. 99 + 300 = 399 €
 * for talent, 50 + 100 = 150 € for a student), and a card made in France (RECE) pays tax + stamp
 * (100 + 50 = 150 €). This is our reading of the law on 2026-12-01, Service-Public.fr's VLS-TS page
 * (F39) not being readable then; pages say so and link it (visaPage.costBreakdownNote*).
 * TO VERIFY there, and whether volunteers take the reduced rate (normal rate here).
 */

export type VisaCostPartRole = "visa-fee" | "residence-permit-tax" | "stamp-duty";

export type VisaCostPart = { role: VisaCostPartRole; factId: FactId; value: number };

export type VisaCost = {
  slug: string;
  /** Which rate of the residence-permit tax applies. */
  rate: "normal" | "reduced";
  /** What the taxes are paid for: the online validation of a VLS-TS, or a card made in France. */
  firstPermit: FirstPermit;
  /** In order: visa fee (absent when no visa fee is due), residence-permit tax, stamp duty. */
  parts: VisaCostPart[];
  /** Whole euros: the sum of the parts. */
  total: number;
};

/** What a typical processing time is, from the registry, for pages and the wizard alike. */
export type VisaProcessing = { factId: FactId; min: number; max: number; unit: "weeks" | "months" };

/** "vls-ts": a long-stay visa validated online stands as the first permit; "card": a card made in France. */
export type FirstPermit = "vls-ts" | "card";

type Plan = {
  /** The visa fee fact, or null when none is due (applied for in France, or a free visa). */
  visaFee: FactId | null;
  rate: VisaCost["rate"];
  processing?: FactId;
  /** "vls-ts" unless said otherwise. */
  firstPermit?: FirstPermit;
  /** The student fee depends on the country the application is made from (see studentVisaFee). */
  studentFee?: true;
};

const standard: Plan = { visaFee: "long-stay-visa.fee", rate: "normal" };
const student: Plan = { visaFee: "long-stay-visa.fee-student", rate: "reduced", studentFee: true };

/**
 * Slugs with no single cost are left out on purpose: the working-holiday visa fee depends on each
 * bilateral agreement (some are free) and the visa is not validated as a residence permit;
 * "other categories" groups visas whose costs differ.
 */
const plans: Record<string, Plan> = {
  "passeport-talent": { ...standard, processing: "processing.talent" },
  "passeport-talent-salarie": { ...standard, processing: "processing.talent" },
  "passeport-talent-mission": { ...standard, processing: "processing.talent" },
  "passeport-talent-chercheur": { ...standard, processing: "processing.talent" },
  "passeport-talent-investisseur": { ...standard, processing: "processing.talent" },
  "passeport-talent-innovant": { ...standard, processing: "processing.talent" },
  "passeport-talent-representant": { ...standard, processing: "processing.talent" },
  "passeport-talent-renommee": { ...standard, processing: "processing.talent" },
  "passeport-talent-artistique": { ...standard, processing: "processing.talent" },
  // The Blue Card is a category of the talent card, decided through the same procedure: one
  // processing time for both, so the wizard and every page say the same.
  "carte-bleue-ue": { ...standard, processing: "processing.talent" },
  "eu-blue-card": { ...standard, processing: "processing.talent" },
  "auto-entrepreneur": { ...standard, processing: "processing.auto-entrepreneur" },
  salarie: { ...standard, processing: "processing.employee" },
  "visiteur-touriste": { ...standard, processing: "processing.visitor" },
  etudiant: { ...student, processing: "processing.student" },
  "etudiant-vls": { ...student, processing: "processing.student" },
  "stagiaire-etudiant": { visaFee: "long-stay-visa.fee", rate: "reduced" },
  "au-pair": { visaFee: "long-stay-visa.fee", rate: "reduced" },
  "regroupement-familial": standard,
  "investisseur-affaires": standard,
  "long-stay-personal": standard,
  // The card is applied for in France, after studies or research there: no visa fee; the reduced
  // tax (CESEDA L. 436-1 lists L. 422-10 to L. 422-14) and the stamp duty of a card made.
  "job-search-business": { visaFee: null, rate: "reduced", firstPermit: "card" },
  volontariat: standard,
  "travailleur-temporaire": standard,
  "travailleur-independant": standard,
  // The long-stay visa is free for the spouse of a French national (the page says so).
  "famille-francais": { visaFee: null, rate: "normal" },
  "transfert-intra-groupe": standard,
};

function wholeEuros(id: FactId): number {
  const fact: Fact = currentFact(id);
  if (typeof fact.value !== "number" || fact.unit !== "eur") throw new Error(`${id} is not a single amount in euros`);
  return fact.value;
}

/**
 * The student visa fee for an application made from `country` (ISO 3166 alpha-2): the reduced
 * fee in the countries of the Études en France procedure, the general long-stay fee elsewhere
 * (France-Visas, "Étudiant"). Without a country (a visa page read by anyone), the reduced fee,
 * with the page saying where it applies.
 */
export function studentVisaFee(country?: string): FactId {
  return country === undefined || isEtudesEnFranceCountry(country)
    ? "long-stay-visa.fee-student"
    : "long-stay-visa.fee";
}

/**
 * The cost composition of a visa page, or undefined when the page has no single cost. `country`,
 * when known (the wizard), picks the student fee that applies there.
 */
export function visaCostOf(slug: string, options: { country?: string } = {}): VisaCost | undefined {
  const plan = plans[slug];
  if (!plan) return undefined;
  const firstPermit = plan.firstPermit ?? "vls-ts";
  const ids: [VisaCostPartRole, FactId][] = [];
  const visaFee = plan.studentFee ? studentVisaFee(options.country) : plan.visaFee;
  if (visaFee) ids.push(["visa-fee", visaFee]);
  ids.push([
    "residence-permit-tax",
    plan.rate === "reduced" ? "residence-permit.tax-first-issue-reduced" : "residence-permit.tax-first-issue",
  ]);
  if (firstPermit === "card") ids.push(["stamp-duty", "residence-permit.stamp-duty"]);
  const parts = ids.map(([role, factId]) => ({ role, factId, value: wholeEuros(factId) }));
  return { slug, rate: plan.rate, firstPermit, parts, total: parts.reduce((sum, part) => sum + part.value, 0) };
}

/** The typical processing time of a visa page, or undefined when the registry has none for it. */
export function visaProcessingOf(slug: string): VisaProcessing | undefined {
  const factId = plans[slug]?.processing;
  if (!factId) return undefined;
  const fact: Fact = currentFact(factId);
  const unit = fact.unit;
  if (unit !== "weeks" && unit !== "months") throw new Error(`${factId} is not a duration in weeks or months`);
  const { value } = fact;
  if (typeof value === "number") return { factId, min: value, max: value, unit };
  if ("min" in value) return { factId, min: value.min, max: value.max, unit };
  throw new Error(`${factId} is not a duration`);
}

/** Every slug that has a cost composition (for tests and the wizard's agreement check). */
export function slugsWithCost(): string[] {
  return Object.keys(plans);
}

const roleLabels: Record<VisaCostPartRole, Record<Language, string>> = {
  "visa-fee": { en: "visa fee", fr: "frais de visa", ar: "رسوم التأشيرة" },
  "residence-permit-tax": { en: "residence-permit tax", fr: "taxe de titre de séjour", ar: "رسم بطاقة الإقامة" },
  "stamp-duty": { en: "stamp duty", fr: "droit de timbre", ar: "رسم الطابع" },
};

const totalWord: Record<Language, string> = { en: "total", fr: "total", ar: "المجموع" };

export function visaCostPartLabel(role: VisaCostPartRole, language: Language): string {
  return roleLabels[role][language];
}

/** An amount in whole euros as a person reads it: "€449" / "449 €". */
export function formatEuros(amount: number, language: Language): string {
  return numberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount);
}

/** "€99 visa fee + €300 residence-permit tax + €50 stamp duty = €449 total". */
export function formatVisaCost(cost: VisaCost, language: Language): string {
  const parts = cost.parts.map((part) => `${formatEuros(part.value, language)} ${roleLabels[part.role][language]}`);
  return `${parts.join(" + ")} = ${formatEuros(cost.total, language)} ${totalWord[language]}`;
}
