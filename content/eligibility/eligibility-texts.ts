import type { Reason, Verdict } from "../../core/eligibility/eligibility-result.ts";
import { numberFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { conditionLabel, conditionWordsOf } from "./condition-texts.ts";
import {
  euros,
  formatAmount,
  formatBare,
  formatCodes,
  formatThresholdValue,
  formatValue,
  isMoney,
  yesWord,
} from "./eligibility-values.ts";

/**
 * The eligibility engine's answer in words: the engine (core/eligibility) has none. The texts live
 * in four files, each with one job:
 * - here: `verdictLabel(verdict, language)` and `reasonText(reason, language)` →
 *   `{ label, yours, required, status, sentence }`, one line per condition checked;
 * - condition-texts.ts: `conditionLabel(condition, language)`, the title of every condition id;
 * - change-texts.ts: `changeText(change, language)`, one sentence per change that would help;
 * - eligibility-values.ts: `routeName(slug, language)` and the figures in their units.
 * Guidance, not legal advice: the sentences state a condition and the person's figure, never an
 * outcome.
 */

const verdictLabels: Record<Verdict, Record<Language, string>> = {
  eligible: { en: "Eligible", fr: "Éligible", ar: "مؤهَّل" },
  likely: { en: "Likely eligible", fr: "Probablement éligible", ar: "مؤهَّل على الأرجح" },
  borderline: { en: "Borderline", fr: "À la limite", ar: "حالة حدّية" },
  "not-eligible": { en: "Not eligible", fr: "Non éligible", ar: "غير مؤهَّل" },
  "not-applicable": { en: "Not applicable", fr: "Non applicable", ar: "لا ينطبق" },
};

export function verdictLabel(verdict: Verdict, language: Language): string {
  return verdictLabels[verdict][language];
}

type Words = Record<Language, string>;

const statusWords: Record<"met" | "unknown" | "assessed" | "notMet", Words> = {
  met: { en: "met", fr: "condition remplie", ar: "الشرط مستوفى" },
  unknown: { en: "not known from your answers", fr: "non déterminé d'après vos réponses", ar: "غير معروف من إجاباتك" },
  assessed: {
    en: "judged case by case by the authority",
    fr: "apprécié au cas par cas par l'administration",
    ar: "تقدّره الإدارة المختصة حالةً بحالة",
  },
  notMet: { en: "not met", fr: "condition non remplie", ar: "الشرط غير مستوفى" },
};

const shortBy: Record<Language, (amount: string) => string> = {
  en: (amount) => `short by ${amount}`,
  fr: (amount) => `il manque ${amount}`,
  ar: (amount) => `ينقص ${amount}`,
};

/** A benchmark is no legal floor (the intern's resources): short of it is said as such. */
const benchmarkNote: Words = {
  en: " (a reference amount, not a legal floor)",
  fr: " (montant de référence, pas un seuil légal)",
  ar: " (مبلغ مرجعي وليس حدًا قانونيًا)",
};

/** What stands for the person's answer when there is none. */
const noAnswer: Record<"notAnswered" | "notAsked", Words> = {
  notAnswered: { en: "not answered", fr: "non renseigné", ar: "لم تُذكر" },
  notAsked: { en: "not asked", fr: "non demandé", ar: "لا يُسأل عنه" },
};

const orHigher: Record<Language, (level: string) => string> = {
  en: (level) => `${level} or higher`,
  fr: (level) => `${level} ou plus`,
  ar: (level) => `${level} أو أعلى`,
};

/** "Longer than" a limit in days, read in months (moreThan in core/eligibility/conditions.ts). */
const moreThan: Record<Language, (months: string, days: string) => string> = {
  en: (months, days) => `more than ${months} (${days})`,
  fr: (months, days) => `plus de ${months} (${days})`,
  ar: (months, days) => `أكثر من ${months} (${days})`,
};

/** Where savings were counted in the monthly figure, said beside it so the figure is not a surprise. */
const savingsNote: Record<Language, (total: string, months: string) => string> = {
  en: (total, months) => ` (with your savings of ${total} spread over ${months})`,
  fr: (total, months) => ` (avec votre épargne de ${total} répartie sur ${months})`,
  ar: (total, months) => ` (مع مدخراتك البالغة ${total} موزّعة على ${months})`,
};

function withSavingsNote(yours: string, reason: Reason, language: Language): string {
  if (!reason.savings) return yours;
  return (
    yours +
    savingsNote[language](
      euros(reason.savings.total, language),
      formatAmount(reason.savings.months, "months", language),
    )
  );
}

function statusOf(reason: Reason, language: Language): string {
  if (reason.kind === "assessed") return statusWords.assessed[language];
  if (reason.met === true) return statusWords.met[language];
  if (reason.met === null) return statusWords.unknown[language];
  if (reason.shortBy !== undefined) return shortBy[language](formatBare(reason.shortBy, reason.unit, language));
  return statusWords.notMet[language];
}

function requiredOf(reason: Reason, language: Language): string {
  const { condition, threshold, unit } = reason;
  const fixed = conditionWordsOf(condition).required;
  if (fixed) return fixed[language];
  if (threshold === null) return yesWord(language);
  if (condition === "longer-than-short-stay" && typeof threshold === "number") {
    const days = numberFormat(language, { style: "unit", unit: "day", unitDisplay: "long" }).format(threshold * 30);
    return moreThan[language](formatAmount(threshold, unit, language), days);
  }
  if (typeof threshold !== "string") return formatThresholdValue(threshold, unit, language);
  // A diploma threshold is a least level: a doctorate meets a master's.
  if (unit === "diploma") return orHigher[language](formatCodes(threshold, condition, unit, language));
  return formatCodes(threshold, condition, unit, language);
}

const lineWords: Record<
  Language,
  {
    /** A condition with no figure to show (a document, a status, a judgement): its title and status. */
    plain: (label: string, status: string) => string;
    /** The person's figure beside the required one. */
    compared: (subject: string, yours: string, required: string, status: string) => string;
    /** No figure in the answers: what is required, and that it is not known. */
    unanswered: (label: string, required: string, status: string) => string;
  }
> = {
  en: {
    plain: (label, status) => `${label}: ${status}`,
    compared: (subject, yours, required, status) => `${subject} ${yours} — required ${required}: ${status}`,
    unanswered: (label, required, status) => `${label} — required ${required}: ${status}`,
  },
  fr: {
    plain: (label, status) => `${label}\u202f: ${status}`,
    compared: (subject, yours, required, status) =>
      `${subject}\u202f: ${yours} — requis\u202f: ${required} — ${status}`,
    unanswered: (label, required, status) => `${label} — requis\u202f: ${required} — ${status}`,
  },
  ar: {
    plain: (label, status) => `${label}: ${status}`,
    compared: (subject, yours, required, status) => `${subject}: ${yours} — المطلوب: ${required} — ${status}`,
    unanswered: (label, required, status) => `${label} — المطلوب: ${required} — ${status}`,
  },
};

export type ReasonText = {
  /** The condition's title. */
  label: string;
  /** The person's figure or answer, in the reason's unit. */
  yours: string;
  /** The threshold, in the same unit. */
  required: string;
  /** met, short by…, not known, judged case by case, or not met. */
  status: string;
  /** The whole line: "Your salary €45,000 gross a year — required €39,582: met". */
  sentence: string;
};

export function reasonText(reason: Reason, language: Language): ReasonText {
  const words = conditionWordsOf(reason.condition);
  const label = conditionLabel(reason.condition, language);
  const given = formatValue(reason.value, reason.condition, reason.unit, language);
  const yours = withSavingsNote(
    given ?? noAnswer[reason.kind === "assessed" ? "notAsked" : "notAnswered"][language],
    reason,
    language,
  );
  const required = requiredOf(reason, language);
  let status = statusOf(reason, language);
  if (reason.kind === "benchmark" && reason.met === false) status += benchmarkNote[language];
  const line = lineWords[language];
  let sentence: string;
  if (reason.kind === "assessed" || reason.unit === "yes-no") {
    sentence = line.plain(label, status);
  } else if (given === null) {
    sentence = line.unanswered(label, required, status);
  } else {
    // The person's figure already says the period ("gross a year"): the threshold beside it is the bare amount.
    const bare =
      isMoney(reason.unit) && typeof reason.threshold === "number" && !words.required
        ? euros(reason.threshold, language)
        : required;
    sentence = line.compared((words.subject ?? words.label)[language], yours, bare, status);
  }
  return { label, yours, required, status, sentence };
}
