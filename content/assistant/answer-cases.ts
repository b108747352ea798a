import type { Language } from "../../core/languages.ts";
import { currentAmount, currentFact } from "../facts/fact-on.ts";
import type { FactId } from "../facts/facts.ts";
import { formatFact } from "../facts/format-fact.ts";
import type { AnswerCase, AnswerExpectation } from "./answer-case-types.ts";

/**
 * The assistant's answer benchmark: questions as people type them to the chatbot — typos, no
 * accents, two questions in one, their own age, nationality, city and salary — with what a complete
 * answer must say. scripts/bench/answers.ts scores the built-in answerer on them. The sloppiness is
 * the point: do not "fix" the questions.
 *
 * Every figure is a registry fact (content/facts/facts.ts) or is computed from one here (a CEFR
 * level, an age limit, a processing range, the verdict on the person's own salary), so the cases
 * stay true when a figure is revalued. Arabic has no pages of its own yet: its cases accept the
 * English and French words an answer quoting those pages would use.
 */

const fact = (id: FactId): AnswerExpectation => ({ fact: id });
const words = (...anyOf: string[]): AnswerExpectation => ({ anyOf });

/** A French level of the registry as an answer writes it ("A2"), as in force today, without "(our reading)". */
function level(id: FactId): AnswerExpectation {
  return { anyOf: [formatFact({ ...currentFact(id), kind: "official" }, "en")] };
}

/** The upper end of a range of the registry (an age limit), as in force today. */
function upperEnd(id: FactId): AnswerExpectation {
  const { value } = currentFact(id);
  if (typeof value !== "object" || !("max" in value)) throw new Error(`${id} is not a range`);
  return { anyOf: [String(value.max)] };
}

/** A range of the registry (a processing time) in the ways an answer writes one: "2–4", "2 to 4", "2 à 4". */
function range(id: FactId): AnswerExpectation {
  const { value } = currentFact(id);
  if (typeof value !== "object" || !("max" in value)) throw new Error(`${id} is not a range`);
  const { min, max } = value;
  const joins = ["–", " – ", "-", " - ", " to ", " and ", " à ", " et ", " إلى ", " الى ", " و"];
  return { anyOf: joins.map((join) => `${min}${join}${max}`) };
}

/**
 * The value a figure had before the one in force today: an outdated figure an answer must not
 * give. None when the figure never changed.
 */
function outdated(id: FactId): AnswerExpectation[] {
  const previous = currentFact(id).previous?.value;
  return typeof previous === "number" ? [{ anyOf: [String(previous)] }] : [];
}

const verdictWords: Record<"below" | "reaches", Record<Language, string[]>> = {
  below: {
    en: [
      "below",
      "not enough",
      "under the",
      "short of",
      "less than",
      "lower than",
      "does not meet",
      "doesn't meet",
      "falls short",
      "too low",
      "insufficient",
    ],
    fr: [
      "inférieur",
      "en dessous",
      "en-dessous",
      "insuffisant",
      "pas suffisant",
      "ne suffit pas",
      "pas assez",
      "moins que",
      "n'atteint pas",
      "trop bas",
      "trop faible",
      "sous le seuil",
    ],
    ar: ["أقل", "اقل", "لا يكفي", "غير كاف", "لا يصل", "below", "not enough", "less than", "lower than"],
  },
  reaches: {
    en: ["above", "meets", "exceeds", "more than", "over the", "enough", "sufficient", "higher than"],
    fr: ["supérieur", "au-dessus", "au dessus", "suffisant", "suffit", "dépasse", "atteint", "plus que", "remplit"],
    ar: ["أعلى", "اعلى", "أكثر", "يكفي", "كاف", "يتجاوز", "يفوق", "above", "enough", "meets", "more than"],
  },
};

/** Whether the person's own figure reaches a floor of the registry in force today, as the answer's verdict. */
function verdict(amount: number, id: FactId, language: Language): AnswerExpectation {
  return { anyOf: verdictWords[amount < currentAmount(id) ? "below" : "reaches"][language] };
}

const rent = {
  en: words("rent", "rents"),
  fr: words("loyer", "loyers", "location"),
  ar: words("إيجار", "الإيجار", "ايجار", "الايجار", "كراء", "الكراء", "rent", "loyer"),
};

const reunification = {
  en: words("family reunification", "regroupement familial"),
  fr: words("regroupement familial"),
  ar: words("لم الشمل", "لم شمل", "family reunification", "regroupement familial"),
};

/** The family card of talent and Blue Card holders, as the visa pages name it. */
const talentFamilyCard = [
  "talent (famille)",
  "talent famille",
  "talent – famille",
  "talent - famille",
  "talent-famille",
  "talent (family)",
  "talent family",
];
const talentFamily = {
  en: words(...talentFamilyCard),
  fr: words(...talentFamilyCard),
  ar: words(...talentFamilyCard, "عائلة", "العائلة"),
};

const spouseMayWork = {
  en: words("may work", "can work", "allowed to work", "right to work", "free to work", "able to work"),
  fr: words(
    "peut travailler",
    "pourra travailler",
    "peuvent travailler",
    "droit de travailler",
    "autorisé à travailler",
    "peut exercer",
  ),
  ar: words("العمل", "تعمل", "يعمل", "الشغل", "may work", "can work", "allowed to work"),
};

const noWork = {
  en: words(
    "not allowed",
    "no work",
    "cannot work",
    "can't work",
    "may not work",
    "not permitted",
    "not authorised",
    "not authorized",
    "does not allow",
    "doesn't allow",
  ),
  fr: words(
    "aucune activité professionnelle",
    "pas le droit",
    "ne pouvez pas",
    "ne peut pas",
    "interdit",
    "pas autorisé",
    "ne permet pas",
    "aucun emploi",
  ),
  ar: words("لا يسمح", "لا يُسمح", "غير مسموح", "لا يمكنك", "لا يمكن", "لا يحق", "ممنوع", "not allowed", "no work"),
};

const anef = words("ANEF");
const workAuthorisation = words("autorisation de travail", "work authorisation", "work authorization");
const employeeVisa = {
  en: words("salarié", "employee visa", "employee permit", "salaried"),
  fr: words("salarié", "travailleur temporaire"),
  ar: words("salarié", "employee", "أجير", "عامل", "موظف"),
};
const blueCardOrTalent = {
  en: words("blue card", "carte bleue", "talent"),
  fr: words("carte bleue", "talent"),
  ar: words("blue card", "carte bleue", "talent", "البطاقة الزرقاء", "المواهب"),
};
const visitor = {
  en: words("visitor", "visiteur"),
  fr: words("visiteur"),
  ar: words("visitor", "visiteur", "زائر"),
};
const selfEmployed = {
  en: words("entrepreneur", "profession libérale", "self-employed", "independent"),
  fr: words("entrepreneur", "profession libérale", "indépendant"),
};
const city = (...names: string[]) => words(...names);

const english: AnswerCase[] = [
  // Students
  {
    id: "en-student-resources-moroccan-lyon",
    language: "en",
    question:
      "hi im a 26 year old moroccan student admitted to a master in lyon, how much money do i need to show per month for the visa",
    mustContain: [fact("student.min-monthly-resources")],
    mustNotContain: [fact("smic.monthly-net")],
    about: "student monthly resources, not the visitor's",
  },
  {
    id: "en-student-resources-then-work",
    language: "en",
    previous: ["how much money does a student need per month"],
    question: "and can i work?",
    mustContain: [fact("student.max-work-hours-per-year")],
    about: "follow-up: student's yearly working hours",
  },
  {
    id: "en-student-parents-500",
    language: "en",
    question: "my parents can send me 500 euros every month is that enough for the student visa or do i need more",
    mustContain: [
      fact("student.min-monthly-resources"),
      words("500"),
      verdict(500, "student.min-monthly-resources", "en"),
    ],
    about: "own resources compared with the student minimum",
  },
  {
    id: "en-student-visa-fee-senegal",
    language: "en",
    question: "how much is the visa fee for student visa, i applied through etudes en france from senegal",
    mustContain: [fact("long-stay-visa.fee-student")],
    mustNotContain: [fact("long-stay-visa.fee")],
    about: "student visa fee, not the general long-stay fee",
  },
  {
    id: "en-student-cvec",
    language: "en",
    question: "what is the cvec thing my uni is asking and how much do i pay for it every year",
    mustContain: [fact("student.cvec")],
    about: "CVEC amount",
  },
  {
    id: "en-student-first-permit-tax",
    language: "en",
    question:
      "im a student, how much is the tax for my first carte de sejour etudiant? is it the same 300 like everyone",
    mustContain: [fact("residence-permit.tax-first-issue-reduced")],
    about: "reduced first-issue tax for students",
  },
  {
    id: "en-student-renewal-cost",
    language: "en",
    previous: ["i'm an indian student in toulouse, my visa ends in september"],
    question: "how do i renew it and how much will it cost me",
    mustContain: [anef, fact("residence-permit.tax-renewal-reduced")],
    about: "follow-up: student renewal on ANEF and reduced renewal tax",
  },
  {
    id: "en-student-processing-nigeria",
    language: "en",
    previous: ["student visa from nigeria what documents do i need"],
    question: "how long does it take to get it",
    mustContain: [range("processing.student")],
    about: "follow-up: student visa processing time",
  },
  {
    id: "en-student-wife-join",
    language: "en",
    question:
      "im starting a masters in rennes in september, can my wife join me with family reunification while im a student",
    mustContain: [words("visitor", "visiteur", "own visa", "own long-stay visa")],
    about: "no reunification for students: the family's own (visitor) visa",
  },
  {
    id: "en-student-vls-ts-validation",
    language: "en",
    question: "i just landed in paris with my student visa, do i have to do something with it and by when",
    mustContain: [fact("vls-ts.validation-deadline"), anef],
    about: "VLS-TS validation deadline on ANEF",
  },
  {
    id: "en-job-search-after-master",
    language: "en",
    question: "finishing my master in grenoble in june, can i stay after to look for a job? for how long",
    mustContain: [fact("job-search-business.validity")],
    about: "job-search permit validity",
  },
  // Visitors and retirees
  {
    id: "en-visitor-retired-couple-income",
    language: "en",
    question:
      "me and my wife are retired americans (67 and 64) and want to live in the south of france, how much income per month do we need to show",
    mustContain: [fact("smic.monthly-net"), visitor.en],
    mustNotContain: [fact("student.min-monthly-resources")],
    about: "visitor resources = net SMIC",
  },
  {
    id: "en-visitor-remote-work",
    language: "en",
    previous: ["what visa for a retired couple moving to france"],
    question: "can i still do some freelance consulting for my us clients on that visa",
    mustContain: [words("consulate", "not allowed", "no work", "not permitted", "do not work")],
    about: "follow-up: visitor and remote work, ask the consulate",
  },
  {
    id: "en-visitor-part-time-job",
    language: "en",
    question: "on a visitor long stay visa am i allowed to get a part time job in a cafe just few hours",
    mustContain: [noWork.en],
    about: "visitor cannot work",
  },
  {
    id: "en-which-visa-retired-teacher",
    language: "en",
    question: "retired teacher from canada, want to spend most of the year in france, what visa do i need",
    mustContain: [visitor.en],
    about: "which visa: retiree → visitor",
  },
  // Talent and Blue Card
  {
    id: "en-talent-qualified-salary",
    language: "en",
    question: "whats the minimum salary for passeport talent salarie qualifie",
    mustContain: [fact("talent.qualified-employee.min-annual-salary")],
    mustNotContain: [fact("eu-blue-card.min-annual-salary")],
    about: "talent qualified employee floor",
  },
  {
    id: "en-blue-card-52k",
    language: "en",
    question: "I have an offer at 52k is that enough for the blue card",
    mustContain: [
      fact("eu-blue-card.min-annual-salary"),
      words("52000", "52k"),
      verdict(52000, "eu-blue-card.min-annual-salary", "en"),
    ],
    about: "own salary compared with the Blue Card floor",
  },
  {
    id: "en-blue-card-52k-then-talent",
    language: "en",
    previous: ["I have an offer at 52k is that enough for the blue card"],
    question: "ok and what about the other talent one, i did my masters in paris",
    mustContain: [
      fact("talent.qualified-employee.min-annual-salary"),
      verdict(52000, "talent.qualified-employee.min-annual-salary", "en"),
    ],
    about: "follow-up: same salary against the talent qualified employee floor",
  },
  {
    id: "en-blue-card-salary-2026",
    language: "en",
    question: "eu blue card france minimum salary 2026?",
    mustContain: [fact("eu-blue-card.min-annual-salary")],
    mustNotContain: [fact("talent.qualified-employee.min-annual-salary")],
    about: "Blue Card floor, not the talent one",
  },
  {
    id: "en-blue-card-processing",
    language: "en",
    previous: ["blue card minimum salary"],
    question: "how long does it take",
    mustContain: [range("processing.talent")],
    about: "follow-up: Blue Card processing time",
  },
  {
    id: "en-blue-card-contract-length",
    language: "en",
    question: "does my contract need to be a CDI for the blue card or is fixed term ok, how long minimum",
    mustContain: [fact("eu-blue-card.min-contract-length")],
    about: "Blue Card minimum contract length",
  },
  {
    id: "en-blue-card-husband-work",
    language: "en",
    question: "my husband is coming with me on my blue card, can he work in france too or only me",
    mustContain: [talentFamily.en, spouseMayWork.en],
    about: "Blue Card spouse: talent (famille) card, may work",
  },
  {
    id: "en-talent-researcher-family",
    language: "en",
    previous: ["what are the conditions for the talent passport researcher"],
    question: "can my wife and 2 kids come with me? and can she work",
    mustContain: [talentFamily.en, spouseMayWork.en],
    about: "follow-up: researcher's family card and spouse's work",
  },
  {
    id: "en-talent-card-validity",
    language: "en",
    question: "passport talent card valid how many years max",
    mustContain: [fact("talent.card.max-validity")],
    about: "talent card maximum validity",
  },
  {
    id: "en-blue-card-move-germany",
    language: "en",
    question: "i have a french blue card, after how long can i move to germany with it",
    mustContain: [fact("eu-blue-card.eu-long-term-mobility-after")],
    about: "Blue Card EU mobility",
  },
  {
    id: "en-talent-processing-delhi",
    language: "en",
    question: "how long for a talent passport visa decision at the consulate in delhi, my start date is in 6 weeks",
    mustContain: [range("processing.talent")],
    about: "talent processing time",
  },
  {
    id: "en-investor-minimum",
    language: "en",
    question: "what is the minimum investment for the talent investor visa, can it be real estate",
    mustContain: [fact("investor.min-investment")],
    about: "investor minimum",
  },
  // Employees
  {
    id: "en-employee-minimum-salary",
    language: "en",
    question: "what is the minimum salary for a normal work visa (salarie) in france",
    mustContain: [words("smic", "minimum wage"), fact("smic.monthly-gross")],
    about: "employee visa floor = gross SMIC",
  },
  {
    id: "en-employee-1700-gross",
    language: "en",
    question: "my employer offers 1700 euros brut per month for a salarie contract full time, is this even legal?",
    mustContain: [fact("smic.monthly-gross"), words("1700"), verdict(1700, "smic.monthly-gross", "en")],
    about: "own gross salary compared with the SMIC",
  },
  {
    id: "en-employee-work-authorisation-time",
    language: "en",
    question:
      "how long does the employee visa take, my employer said they have to ask for some work authorisation first??",
    mustContain: [workAuthorisation, range("processing.employee")],
    about: "employee visa: work authorisation and processing",
  },
  {
    id: "en-smic-net",
    language: "en",
    question: "whats the minimum wage in france per month after tax",
    mustContain: [fact("smic.monthly-net")],
    mustNotContain: outdated("smic.monthly-net"),
    about: "net SMIC, current value",
  },
  // Fees
  {
    id: "en-long-stay-fee",
    language: "en",
    question: "how much does the long stay visa cost? is it the same for everybody",
    mustContain: [fact("long-stay-visa.fee")],
    about: "long-stay visa fee",
  },
  {
    id: "en-first-permit-tax",
    language: "en",
    question: "how much is the tax when you get your first carte de sejour (not student, salarie)",
    mustContain: [fact("residence-permit.tax-first-issue")],
    about: "first-issue residence permit tax",
  },
  {
    id: "en-renewal-tax",
    language: "en",
    question: "renewing my carte de sejour next month how much will it cost me",
    mustContain: [fact("residence-permit.tax-renewal")],
    about: "renewal tax",
  },
  {
    id: "en-naturalisation-fee",
    language: "en",
    question: "how much does it cost to apply for french citizenship, ive been here 7 years",
    mustContain: [fact("naturalisation.stamp-duty")],
    about: "naturalisation stamp duty",
  },
  // Family
  {
    id: "en-reunification-when",
    language: "en",
    question: "i'm on a salarie permit since 1 year in lille, when can i bring my wife and son",
    mustContain: [fact("family-reunification.min-residence"), reunification.en],
    about: "reunification minimum residence",
  },
  {
    id: "en-reunification-algerian",
    language: "en",
    question: "im algerian working in lyon, do i also need to wait 18 months to bring my wife?",
    mustContain: [fact("family-reunification.min-residence-algerian")],
    about: "Algerians' shorter residence requirement",
  },
  {
    id: "en-reunification-1500-four",
    language: "en",
    question: "i earn 1500 net a month, wife and 2 kids back in pakistan, is it enough for family reunification",
    mustContain: [
      fact("family-reunification.resources-four-five"),
      words("1500"),
      verdict(1500, "family-reunification.resources-four-five", "en"),
    ],
    about: "own income vs resources for a family of four",
  },
  {
    id: "en-reunification-1500-two",
    language: "en",
    previous: ["i earn 1500 net a month, wife and 2 kids back in pakistan, is it enough for family reunification"],
    question: "and if its only my wife?",
    mustContain: [
      fact("family-reunification.resources-two-three"),
      verdict(1500, "family-reunification.resources-two-three", "en"),
    ],
    about: "follow-up: resources for a family of two",
  },
  {
    id: "en-reunification-big-family",
    language: "en",
    question: "we are a big family, me my wife and 5 kids, how much do i need to earn for regroupement familial",
    mustContain: [fact("family-reunification.resources-six-plus")],
    about: "resources for six or more",
  },
  // Documents
  {
    id: "en-passport-validity",
    language: "en",
    question:
      "my passport expires next year in march, i want to come for 1 year study from september, do i need to renew it first",
    mustContain: [fact("passport.validity-beyond-stay")],
    about: "passport validity beyond the stay",
  },
  {
    id: "en-photo-size-age",
    language: "en",
    question: "what size photo for the france visa application and can i use a photo from last year",
    mustContain: [fact("photo.width"), fact("photo.height"), fact("photo.max-age")],
    about: "photo size and age",
  },
  {
    id: "en-travel-insurance-cover",
    language: "en",
    question: "travel insurance for schengen visa how much coverage minimum do they require",
    mustContain: [fact("travel-insurance.min-cover")],
    about: "short-stay insurance cover",
  },
  // French level and civic exam
  {
    id: "en-civic-exam-questions",
    language: "en",
    question: "what is this civic exam, how many questions and how many do i need to get right",
    mustContain: [fact("civic-exam.questions"), fact("civic-exam.pass-mark")],
    about: "civic exam questions and pass mark",
  },
  {
    id: "en-french-level-resident-card",
    language: "en",
    question: "what level of french do i need for the 10 year card",
    mustContain: [level("integration.french-level-resident-card")],
    about: "French level for the resident card",
  },
  {
    id: "en-french-level-citizenship",
    language: "en",
    previous: ["what level of french do i need for the 10 year card"],
    question: "and for citizenship?",
    mustContain: [level("integration.french-level-naturalisation")],
    about: "follow-up: French level for naturalisation",
  },
  {
    id: "en-french-level-multi-year",
    language: "en",
    question: "do i need to pass a french test for my first multi year card?? i only speak english and arabic",
    mustContain: [level("integration.french-level-multi-year-card")],
    about: "French level for the first multi-year card",
  },
  {
    id: "en-civic-exam-age-67",
    language: "en",
    previous: ["what french level for 10 year residence card"],
    question: "is there also an exam? i'm 67",
    mustContain: [fact("civic-exam.exemption-age")],
    about: "follow-up: civic exam age exemption",
  },
  // Cost of living
  {
    id: "en-cost-paris-2500",
    language: "en",
    question: "how much is rent in paris for a 1 bedroom, trying to figure out if 2500 net is ok to live alone",
    mustContain: [city("Paris"), rent.en],
    about: "Paris rent",
  },
  {
    id: "en-cost-lyon-cheaper",
    language: "en",
    previous: ["cost of living in paris for a single person"],
    question: "what about lyon, is it much cheaper",
    mustContain: [city("Lyon"), rent.en],
    about: "follow-up: Lyon costs",
  },
  {
    id: "en-cost-bordeaux-nice",
    language: "en",
    question: "bordeaux or nice which one is cheaper to live",
    mustContain: [city("Bordeaux"), city("Nice"), rent.en],
    about: "Bordeaux vs Nice",
  },
  {
    id: "en-cost-marseille-after-nurse",
    language: "en",
    previous: ["im a nurse from tunisia what visa"],
    question: "and is marseille expensive? rent?",
    mustContain: [city("Marseille"), rent.en],
    about: "follow-up: Marseille rent",
  },
  // Which visa
  {
    id: "en-which-visa-nurse-tunisia",
    language: "en",
    question: "im a nurse from tunisia what visa",
    mustContain: [employeeVisa.en],
    about: "which visa: nurse → employee",
  },
  {
    id: "en-which-visa-developer-65k",
    language: "en",
    question:
      "software developer from india, got an offer 65000/year in paris, which visa is best for me and my family",
    mustContain: [blueCardOrTalent.en],
    about: "which visa: developer with a high salary → Blue Card or talent",
  },
  {
    id: "en-which-visa-freelance-designer",
    language: "en",
    question:
      "freelance graphic designer from brazil, want to move and work for french clients as self employed, what visa?",
    mustContain: [selfEmployed.en],
    about: "which visa: freelancer → entrepreneur/profession libérale",
  },
  // Working holiday, au pair
  {
    id: "en-working-holiday-australia-31",
    language: "en",
    question: "whats the age limit for working holiday visa france, im 31 from australia",
    mustContain: [upperEnd("working-holiday.age-extended")],
    about: "working holiday: extended age for Australians",
  },
  {
    id: "en-au-pair-hours-money",
    language: "en",
    question: "au pair in france how many hours a week max and how much pocket money",
    mustContain: [fact("au-pair.max-weekly-hours"), fact("au-pair.min-pocket-money")],
    about: "au pair hours and pocket money",
  },
  {
    id: "en-au-pair-age-32",
    language: "en",
    question: "im 32 can i still be an au pair in france",
    mustContain: [upperEnd("au-pair.age")],
    about: "au pair age limit",
  },
  {
    id: "en-au-pair-other-job",
    language: "en",
    previous: ["im 22 from colombia want to be au pair in lyon"],
    question: "can i work in a restaurant on weekends too",
    mustContain: [words("not covered", "other jobs", "not a general work permit", "not allowed", "only")],
    about: "follow-up: au pair permit covers au pair tasks only",
  },
  // Self-employed
  {
    id: "en-micro-ceiling-consultant",
    language: "en",
    question:
      "as a micro entrepreneur (freelance it consultant, profession liberale) whats the max revenue per year before i leave the regime",
    mustContain: [fact("micro-entrepreneur.turnover-ceiling-services")],
    mustNotContain: [
      fact("micro-entrepreneur.turnover-ceiling-sales"),
      ...outdated("micro-entrepreneur.turnover-ceiling-services"),
    ],
    about: "micro-entrepreneur services ceiling",
  },
  {
    id: "en-micro-contributions-consultant",
    language: "en",
    previous: [
      "as a micro entrepreneur (freelance it consultant, profession liberale) whats the max revenue per year before i leave the regime",
    ],
    question: "and how much social charges do i pay on it",
    mustContain: [fact("micro-entrepreneur.contribution-rate-liberal-bnc")],
    mustNotContain: outdated("micro-entrepreneur.contribution-rate-liberal-bnc"),
    about: "follow-up: liberal-profession contribution rate",
  },
  // Travel
  {
    id: "en-etias-us",
    language: "en",
    question: "im from the us do i need etias to visit paris next summer and how much is it",
    mustContain: [fact("etias.fee")],
    about: "ETIAS fee",
  },
  {
    id: "en-ees-fingerprints",
    language: "en",
    question: "what is this EES thing at the border, do they take fingerprints now instead of stamping",
    mustContain: [words("fingerprint", "biometric", "facial")],
    about: "EES records biometrics",
  },
  // Housing
  {
    id: "en-deposit-unfurnished",
    language: "en",
    question: "landlord asks 3 months deposit for an unfurnished flat in bordeaux is that legal",
    mustContain: [
      fact("rental-deposit.max-unfurnished"),
      words("maximum", "not legal", "illegal", "too much", "cannot ask", "can't ask"),
    ],
    about: "maximum deposit, unfurnished",
  },
];

const french: AnswerCase[] = [
  // Étudiants
  {
    id: "fr-etudiant-ressources-bordeaux",
    language: "fr",
    question:
      "bonjour je suis etudiante camerounaise admise en licence a bordeaux combien il faut avoir par mois sur le compte pour le visa",
    mustContain: [fact("student.min-monthly-resources")],
    mustNotContain: [fact("smic.monthly-net")],
    about: "ressources mensuelles étudiant",
  },
  {
    id: "fr-etudiant-ressources-puis-travail",
    language: "fr",
    previous: ["combien faut il par mois pour un etudiant"],
    question: "et je peux travailler combien d'heures ?",
    mustContain: [fact("student.max-work-hours-per-year")],
    about: "suite : heures de travail annuelles de l'étudiant",
  },
  {
    id: "fr-etudiant-paris-puis-lyon",
    language: "fr",
    previous: ["combien coute la vie etudiante a paris"],
    question: "et à Lyon ?",
    mustContain: [city("Lyon"), rent.fr],
    about: "suite : coût de la vie à Lyon",
  },
  {
    id: "fr-etudiant-frais-visa-maroc",
    language: "fr",
    question: "c combien les frais de visa etudiant pour le maroc (etudes en france)",
    mustContain: [fact("long-stay-visa.fee-student")],
    mustNotContain: [fact("long-stay-visa.fee")],
    about: "frais de visa étudiant, pas le tarif général",
  },
  {
    id: "fr-etudiant-garant-550",
    language: "fr",
    question: "mon garant peut m envoyer 550 euros par mois c suffisant pour campus france??",
    mustContain: [
      fact("student.min-monthly-resources"),
      words("550"),
      verdict(550, "student.min-monthly-resources", "fr"),
    ],
    about: "ressources de la personne comparées au minimum étudiant",
  },
  {
    id: "fr-etudiant-mari-regroupement",
    language: "fr",
    question: "je suis en master a lille, mon mari peut il me rejoindre avec le regroupement familial ?",
    mustContain: [words("visiteur", "pas ouvert", "propre visa")],
    about: "pas de regroupement pour les étudiants : visa visiteur",
  },
  {
    id: "fr-etudiant-delai-cote-ivoire",
    language: "fr",
    previous: ["quels documents pour le visa etudiant depuis la cote d ivoire"],
    question: "et ca prend combien de temps",
    mustContain: [range("processing.student")],
    about: "suite : délai du visa étudiant",
  },
  {
    id: "fr-apres-master-recherche-emploi",
    language: "fr",
    question: "apres mon master je peux rester en france pour chercher du travail ? combien de temps",
    mustContain: [fact("job-search-business.validity")],
    about: "durée de la carte recherche d'emploi",
  },
  // Visiteurs, retraités
  {
    id: "fr-retraitee-nice-revenus",
    language: "fr",
    question: "retraitee canadienne 68 ans je veux m installer a nice, il faut quels revenus minimum par mois",
    mustContain: [fact("smic.monthly-net"), visitor.fr],
    mustNotContain: [fact("student.min-monthly-resources")],
    about: "ressources visiteur = SMIC net",
  },
  {
    id: "fr-retraitee-puis-nice-logement",
    language: "fr",
    previous: ["retraitée marocaine, quel visa pour vivre en france"],
    question: "et nice c est cher pour se loger ?",
    mustContain: [city("Nice"), rent.fr],
    about: "suite : loyers à Nice",
  },
  {
    id: "fr-visiteur-petits-boulots",
    language: "fr",
    question: "avec le visa visiteur je peux faire des petits boulots ou pas du tout",
    mustContain: [noWork.fr],
    about: "visiteur : pas de travail",
  },
  {
    id: "fr-visiteur-teletravail",
    language: "fr",
    previous: ["quel visa pour vivre en france sans travailler"],
    question: "et si je garde mon travail en teletravail pour une boite canadienne ?",
    mustContain: [words("consulat", "aucune activité professionnelle", "ne présumez pas", "pas le droit")],
    about: "suite : visiteur et télétravail, demander au consulat",
  },
  {
    id: "fr-releves-bancaires-visiteur",
    language: "fr",
    question: "ils demandent combien de mois de releves bancaires pour le visa visiteur",
    mustContain: [fact("bank-statements.months")],
    about: "relevés bancaires",
  },
  // Talent, carte bleue
  {
    id: "fr-talent-salaire-2026",
    language: "fr",
    question: "salaire minimum passeport talent salarié qualifié 2026 svp",
    mustContain: [fact("talent.qualified-employee.min-annual-salary")],
    mustNotContain: [fact("eu-blue-card.min-annual-salary")],
    about: "seuil talent salarié qualifié",
  },
  {
    id: "fr-carte-bleue-45000",
    language: "fr",
    question: "jai une promesse d embauche a 45000 brut par an, ca passe pour la carte bleue européenne ?",
    mustContain: [
      fact("eu-blue-card.min-annual-salary"),
      words("45000"),
      verdict(45000, "eu-blue-card.min-annual-salary", "fr"),
    ],
    about: "salaire de la personne comparé au seuil carte bleue",
  },
  {
    id: "fr-carte-bleue-45000-puis-talent",
    language: "fr",
    previous: ["jai une promesse d embauche a 45000 brut par an, ca passe pour la carte bleue européenne ?"],
    question: "et pour le passeport talent salarié qualifié alors ? j'ai un master de l'université de nantes",
    mustContain: [
      fact("talent.qualified-employee.min-annual-salary"),
      verdict(45000, "talent.qualified-employee.min-annual-salary", "fr"),
    ],
    about: "suite : même salaire comparé au seuil talent",
  },
  {
    id: "fr-carte-bleue-seuil",
    language: "fr",
    question: "c'est quoi le seuil de salaire pour la carte bleue europeenne en france",
    mustContain: [fact("eu-blue-card.min-annual-salary")],
    mustNotContain: [fact("talent.qualified-employee.min-annual-salary")],
    about: "seuil carte bleue",
  },
  {
    id: "fr-carte-bleue-femme-travail",
    language: "fr",
    question: "ma femme peut elle travailler si j ai la carte bleue europeenne",
    mustContain: [talentFamily.fr, spouseMayWork.fr],
    about: "conjoint carte bleue : carte talent (famille), peut travailler",
  },
  {
    id: "fr-talent-famille-suite",
    language: "fr",
    previous: ["conditions passeport talent salarié qualifié"],
    question: "ma femme et mes 3 enfants peuvent venir avec moi direct ou faut attendre le regroupement familial",
    mustContain: [talentFamily.fr],
    about: "suite : famille talent sans regroupement familial",
  },
  {
    id: "fr-carte-bleue-duree",
    language: "fr",
    question: "la carte bleue est valable combien de temps",
    mustContain: [fact("eu-blue-card.max-validity")],
    about: "durée max carte bleue",
  },
  {
    id: "fr-carte-bleue-cdd",
    language: "fr",
    question: "faut il un cdi pour la carte bleue ou un cdd suffit ? de combien de mois minimum",
    mustContain: [fact("eu-blue-card.min-contract-length")],
    about: "durée minimale du contrat carte bleue",
  },
  {
    id: "fr-carte-bleue-allemagne",
    language: "fr",
    previous: ["carte bleue europeenne france conditions"],
    question: "au bout de combien de temps je peux partir en allemagne avec ?",
    mustContain: [fact("eu-blue-card.eu-long-term-mobility-after")],
    about: "suite : mobilité carte bleue",
  },
  {
    id: "fr-delai-talent-tunis",
    language: "fr",
    question: "délai pour avoir le visa passeport talent au consulat de tunis ?",
    mustContain: [range("processing.talent")],
    about: "délai talent",
  },
  {
    id: "fr-mandataire-social",
    language: "fr",
    question: "mandataire social passeport talent remuneration minimum c combien",
    mustContain: [fact("talent.company-representative.min-annual-salary")],
    about: "rémunération minimale mandataire social",
  },
  {
    id: "fr-talent-artiste",
    language: "fr",
    question: "je suis comedienne, pour la carte talent profession artistique il faut combien de ressources par mois",
    mustContain: [fact("talent.artist.min-monthly-resources")],
    about: "ressources talent artiste",
  },
  // Salariés
  {
    id: "fr-salarie-salaire-minimum",
    language: "fr",
    question: "visa salarié c'est quoi le salaire minimum demandé",
    mustContain: [words("smic"), fact("smic.monthly-gross")],
    about: "seuil visa salarié = SMIC brut",
  },
  {
    id: "fr-salarie-autorisation-delai",
    language: "fr",
    question: "mon futur employeur doit faire quoi pour mon visa salarie, et ca prend combien de temps en tout",
    mustContain: [workAuthorisation, range("processing.employee")],
    about: "autorisation de travail et délai",
  },
  {
    id: "fr-salarie-changer-employeur",
    language: "fr",
    question: "j ai un titre salarie depuis 6 mois je peux changer d employeur sans probleme ?",
    mustContain: [words("nouvelle autorisation de travail", "autorisation de travail")],
    about: "changement d'employeur : nouvelle autorisation",
  },
  {
    id: "fr-salarie-1800-brut",
    language: "fr",
    question: "on me propose 1800 brut par mois en cdi a temps plein pour le visa salarie, c bon ou pas ?",
    mustContain: [fact("smic.monthly-gross"), words("1800"), verdict(1800, "smic.monthly-gross", "fr")],
    about: "salaire de la personne comparé au SMIC brut",
  },
  {
    id: "fr-smic-horaire",
    language: "fr",
    question: "smic horaire brut 2026 ?",
    mustContain: [fact("smic.hourly-gross")],
    mustNotContain: outdated("smic.hourly-gross"),
    about: "SMIC horaire en vigueur",
  },
  // Frais
  {
    id: "fr-taxe-premiere-carte",
    language: "fr",
    question: "premiere carte de sejour, la taxe c combien (pas etudiant)",
    mustContain: [fact("residence-permit.tax-first-issue")],
    about: "taxe de première délivrance",
  },
  {
    id: "fr-taxe-renouvellement",
    language: "fr",
    question: "renouvellement titre de sejour prix du timbre fiscal stp",
    mustContain: [fact("residence-permit.tax-renewal")],
    about: "taxe de renouvellement",
  },
  {
    id: "fr-visa-schengen-enfants",
    language: "fr",
    question: "prix visa schengen pour moi et mes 2 enfants de 7 et 10 ans",
    mustContain: [fact("short-stay-visa.fee"), fact("short-stay-visa.fee-child")],
    about: "frais de visa court séjour adulte et enfant",
  },
  {
    id: "fr-delai-visiteur",
    language: "fr",
    question: "visa long sejour visiteur combien de temps pour avoir la reponse du consulat",
    mustContain: [range("processing.visitor")],
    about: "délai visa visiteur",
  },
  // Famille
  {
    id: "fr-regroupement-quand",
    language: "fr",
    question: "je suis salarie en france depuis 1 an, quand est ce que je peux faire venir ma femme et mes enfants",
    mustContain: [fact("family-reunification.min-residence"), reunification.fr],
    about: "durée de séjour avant regroupement",
  },
  {
    id: "fr-regroupement-algerien",
    language: "fr",
    question:
      "je suis algerien avec un certificat de residence, au bout de combien de temps je peux demander le regroupement familial ?",
    mustContain: [fact("family-reunification.min-residence-algerian")],
    about: "durée réduite pour les Algériens",
  },
  {
    id: "fr-regroupement-1600-quatre",
    language: "fr",
    question:
      "je gagne 1600 net par mois, on est 4 (moi ma femme et 2 enfants) c suffisant pour le regroupement familial",
    mustContain: [
      fact("family-reunification.resources-four-five"),
      words("1600"),
      verdict(1600, "family-reunification.resources-four-five", "fr"),
    ],
    about: "revenus comparés au seuil pour 4 personnes",
  },
  {
    id: "fr-regroupement-1600-trois",
    language: "fr",
    previous: [
      "je gagne 1600 net par mois, on est 4 (moi ma femme et 2 enfants) c suffisant pour le regroupement familial",
    ],
    question: "et si on etait que 3 ?",
    mustContain: [
      fact("family-reunification.resources-two-three"),
      verdict(1600, "family-reunification.resources-two-three", "fr"),
    ],
    about: "suite : seuil pour 3 personnes",
  },
  {
    id: "fr-regroupement-logement",
    language: "fr",
    question: "pour le regroupement familial il faut un logement de quelle taille ? j ai un studio",
    mustContain: [words("normal", "surface", "superficie")],
    about: "condition de logement",
  },
  {
    id: "fr-infirmiere-puis-famille",
    language: "fr",
    previous: ["je suis infirmiere tunisienne diplomee, quel visa pour travailler en france"],
    question: "et mon mari et mes enfants pourront venir quand ?",
    mustContain: [fact("family-reunification.min-residence"), reunification.fr],
    about: "suite : regroupement familial après le visa salarié",
  },
  // Documents
  {
    id: "fr-passeport-8-mois",
    language: "fr",
    question: "mon passeport expire dans 8 mois, je peux demander un visa pour un an d etudes ?",
    mustContain: [fact("passport.validity-beyond-stay")],
    about: "validité du passeport",
  },
  {
    id: "fr-casier-judiciaire",
    language: "fr",
    question: "l extrait de casier judiciaire doit dater de moins de combien de mois",
    mustContain: [fact("police-certificate.max-age")],
    about: "ancienneté du casier judiciaire",
  },
  // Français et examen civique
  {
    id: "fr-niveau-carte-resident",
    language: "fr",
    question: "quel niveau de francais pour la carte de resident de 10 ans",
    mustContain: [level("integration.french-level-resident-card")],
    about: "niveau pour la carte de résident",
  },
  {
    id: "fr-niveau-nationalite",
    language: "fr",
    previous: ["quel niveau de francais pour la carte de resident de 10 ans"],
    question: "et pour la nationalité ?",
    mustContain: [level("integration.french-level-naturalisation")],
    about: "suite : niveau pour la naturalisation",
  },
  {
    id: "fr-niveau-pluriannuelle",
    language: "fr",
    question:
      "faut il un niveau de francais pour la carte pluriannuelle maintenant ? on m'a dit que ca a changé en 2026 avec un examen",
    mustContain: [level("integration.french-level-multi-year-card"), words("examen civique")],
    about: "niveau et examen civique pour la carte pluriannuelle",
  },
  {
    id: "fr-examen-civique",
    language: "fr",
    question: "examen civique combien de questions et il faut combien de bonnes reponses pour l avoir",
    mustContain: [fact("civic-exam.questions"), fact("civic-exam.pass-mark")],
    about: "questions et seuil de l'examen civique",
  },
  {
    id: "fr-examen-civique-duree",
    language: "fr",
    previous: ["examen civique combien de questions et il faut combien de bonnes reponses pour l avoir"],
    question: "ca dure combien de temps ?",
    mustContain: [fact("civic-exam.duration")],
    about: "suite : durée de l'examen civique",
  },
  {
    id: "fr-carte-resident-validite",
    language: "fr",
    question: "carte de resident valable combien d annees",
    mustContain: [fact("resident-card.validity")],
    about: "validité de la carte de résident",
  },
  // Coût de la vie
  {
    id: "fr-cout-marseille-t2",
    language: "fr",
    question: "combien coute un loyer a marseille pour un t2, et la vie en general",
    mustContain: [city("Marseille"), rent.fr],
    about: "loyers à Marseille",
  },
  {
    id: "fr-cout-toulouse-bordeaux",
    language: "fr",
    question: "toulouse ou bordeaux pour une famille avec 2 ados, laquelle est la moins chere",
    mustContain: [city("Toulouse"), city("Bordeaux"), rent.fr],
    about: "Toulouse contre Bordeaux",
  },
  {
    id: "fr-cout-annecy",
    language: "fr",
    question: "annecy c est vraiment aussi cher qu on dit ? les loyers surtout",
    mustContain: [city("Annecy"), rent.fr],
    about: "loyers à Annecy",
  },
  {
    id: "fr-depot-garantie-meuble",
    language: "fr",
    question: "le proprio me demande 2 mois de caution pour un meublé c est legal ?",
    mustContain: [fact("rental-deposit.max-furnished")],
    about: "dépôt de garantie maximal, meublé",
  },
  // Quel visa
  {
    id: "fr-quel-visa-infirmiere",
    language: "fr",
    question: "je suis infirmiere tunisienne diplomee, quel visa pour travailler en france",
    mustContain: [employeeVisa.fr],
    about: "quel visa : infirmière → salarié",
  },
  {
    id: "fr-quel-visa-developpeur-62k",
    language: "fr",
    question: "developpeur full stack libanais, offre de 62k a paris, quel titre de sejour ?",
    mustContain: [blueCardOrTalent.fr],
    about: "quel visa : développeur bien payé → carte bleue ou talent",
  },
  {
    id: "fr-quel-visa-traductrice-freelance",
    language: "fr",
    question: "je veux venir en france comme freelance (traductrice), quel visa il me faut",
    mustContain: [selfEmployed.fr],
    about: "quel visa : freelance → entrepreneur/profession libérale",
  },
  {
    id: "fr-quel-visa-mari-francaise",
    language: "fr",
    question: "je me suis marie avec une francaise au maroc l'an dernier, quel visa pour la rejoindre",
    mustContain: [words("conjoint de français", "famille de français", "vie privée et familiale")],
    about: "quel visa : conjoint de Français",
  },
  // PVT, au pair
  {
    id: "fr-pvt-argentin-33",
    language: "fr",
    question: "pvt france age maximum ? je suis argentin j ai 33 ans",
    mustContain: [upperEnd("working-holiday.age-extended")],
    about: "âge PVT élargi (Argentine)",
  },
  {
    id: "fr-au-pair-heures-argent",
    language: "fr",
    question: "au pair combien d heures par semaine maximum et combien d argent de poche minimum",
    mustContain: [fact("au-pair.max-weekly-hours"), fact("au-pair.min-pocket-money")],
    about: "heures et argent de poche au pair",
  },
  {
    id: "fr-au-pair-31-ans",
    language: "fr",
    question: "j ai 31 ans est ce que je peux encore etre fille au pair",
    mustContain: [upperEnd("au-pair.age")],
    about: "âge limite au pair",
  },
  {
    id: "fr-au-pair-autre-job",
    language: "fr",
    previous: ["conditions pour etre au pair en france"],
    question: "je peux avoir un autre job a coté ?",
    mustContain: [
      words("pas couverts", "autres emplois", "pas une autorisation générale", "pas autorisé", "ne permet pas"),
    ],
    about: "suite : le titre au pair ne couvre pas d'autre emploi",
  },
  // Micro-entreprise
  {
    id: "fr-micro-plafond-vente",
    language: "fr",
    question: "plafond chiffre d affaires micro entreprise pour de la vente de marchandises",
    mustContain: [fact("micro-entrepreneur.turnover-ceiling-sales")],
    mustNotContain: [
      fact("micro-entrepreneur.turnover-ceiling-services"),
      ...outdated("micro-entrepreneur.turnover-ceiling-sales"),
    ],
    about: "plafond micro-entreprise, vente",
  },
  {
    id: "fr-micro-plafond-services",
    language: "fr",
    previous: ["plafond chiffre d affaires micro entreprise pour de la vente de marchandises"],
    question: "et pour des prestations de services ?",
    mustContain: [fact("micro-entrepreneur.turnover-ceiling-services")],
    mustNotContain: outdated("micro-entrepreneur.turnover-ceiling-services"),
    about: "suite : plafond micro-entreprise, services",
  },
  // Voyage
  {
    id: "fr-ees-frontiere",
    language: "fr",
    question: "le nouveau systeme EES aux frontieres ca change quoi pour moi concretement",
    mustContain: [words("empreintes", "biométrique", "biometrique", "photo")],
    about: "EES : empreintes et photo",
  },
  {
    id: "fr-touriste-combien-de-temps",
    language: "fr",
    question: "je peux rester combien de temps en france avec un visa touriste",
    mustContain: [fact("schengen.short-stay-max-days"), fact("schengen.short-stay-reference-period-days")],
    about: "règle des 90/180 jours",
  },
];

const arabic: AnswerCase[] = [
  {
    id: "ar-student-resources-moroccan",
    language: "ar",
    question: "انا طالب مغربي عمري 22 سنة قبلوني في ماستر في ليون، شحال خاصني يكون عندي فالحساب كل شهر للفيزا؟",
    mustContain: [fact("student.min-monthly-resources")],
    mustNotContain: [fact("smic.monthly-net")],
    about: "student monthly resources (Moroccan Arabic)",
  },
  {
    id: "ar-student-resources-then-work",
    language: "ar",
    previous: ["انا طالب مغربي عمري 22 سنة قبلوني في ماستر في ليون، شحال خاصني يكون عندي فالحساب كل شهر للفيزا؟"],
    question: "وواش نقدر نخدم؟ شحال من ساعة؟",
    mustContain: [fact("student.max-work-hours-per-year")],
    about: "follow-up: student's yearly hours",
  },
  {
    id: "ar-student-visa-fee-algeria",
    language: "ar",
    question: "كم رسوم تأشيرة الطالب لفرنسا من الجزائر عن طريق كامبوس فرانس",
    mustContain: [fact("long-stay-visa.fee-student")],
    mustNotContain: [fact("long-stay-visa.fee")],
    about: "student visa fee",
  },
  {
    id: "ar-student-processing",
    language: "ar",
    previous: ["كيف أحصل على تأشيرة طالب في فرنسا"],
    question: "كم تستغرق؟",
    mustContain: [range("processing.student")],
    about: "follow-up: student visa processing",
  },
  {
    id: "ar-blue-card-salary",
    language: "ar",
    question: "ما هو الحد الأدنى للراتب للبطاقة الزرقاء الأوروبية في فرنسا",
    mustContain: [fact("eu-blue-card.min-annual-salary")],
    mustNotContain: [fact("talent.qualified-employee.min-annual-salary")],
    about: "Blue Card floor",
  },
  {
    id: "ar-blue-card-husband-work",
    language: "ar",
    previous: ["ما هو الحد الأدنى للراتب للبطاقة الزرقاء الأوروبية في فرنسا"],
    question: "وهل يحق لزوجي العمل في فرنسا؟",
    mustContain: [talentFamily.ar, spouseMayWork.ar],
    about: "follow-up: Blue Card spouse may work",
  },
  {
    id: "ar-blue-card-55000",
    language: "ar",
    question: "عندي عرض عمل براتب ٥٥٠٠٠ يورو سنويا في باريس، هل يكفي للبطاقة الزرقاء؟",
    mustContain: [
      fact("eu-blue-card.min-annual-salary"),
      words("55000", "٥٥٠٠٠"),
      verdict(55000, "eu-blue-card.min-annual-salary", "ar"),
    ],
    about: "own salary vs Blue Card floor (Arabic-Indic digits)",
  },
  {
    id: "ar-talent-salary",
    language: "ar",
    question: "كم الراتب المطلوب لجواز المواهب موظف مؤهل passeport talent salarié qualifié",
    mustContain: [fact("talent.qualified-employee.min-annual-salary")],
    about: "talent qualified employee floor",
  },
  {
    id: "ar-talent-wife-work",
    language: "ar",
    question: "إذا حصلت على جواز المواهب هل تستطيع زوجتي العمل في فرنسا ولا لازم تاخد تصريح خاص؟",
    mustContain: [talentFamily.ar, spouseMayWork.ar],
    about: "talent spouse card, may work",
  },
  {
    id: "ar-talent-processing",
    language: "ar",
    question: "كم تستغرق معالجة طلب تأشيرة المواهب في القنصلية",
    mustContain: [range("processing.talent")],
    about: "talent processing time",
  },
  {
    id: "ar-retired-jordan-income",
    language: "ar",
    question: "انا متقاعد من الأردن وبدي عيش بفرنسا مع مرتي، قديش لازم يكون دخلنا بالشهر؟",
    mustContain: [fact("smic.monthly-net")],
    mustNotContain: [fact("student.min-monthly-resources")],
    about: "visitor resources (Levantine)",
  },
  {
    id: "ar-retired-then-work",
    language: "ar",
    previous: ["انا متقاعد من الأردن وبدي عيش بفرنسا مع مرتي، قديش لازم يكون دخلنا بالشهر؟"],
    question: "وبقدر اشتغل شغل خفيف هناك؟",
    mustContain: [noWork.ar],
    about: "follow-up: visitor cannot work",
  },
  {
    id: "ar-reunification-when",
    language: "ar",
    question: "مقيم في فرنسا ببطاقة عامل (salarié) منذ سنة، متى أستطيع إحضار زوجتي وأولادي؟",
    mustContain: [fact("family-reunification.min-residence"), reunification.ar],
    about: "reunification minimum residence",
  },
  {
    id: "ar-reunification-algerian",
    language: "ar",
    question: "انا جزائري مقيم في فرنسا، كم مدة الإقامة المطلوبة قبل طلب لم الشمل العائلي",
    mustContain: [fact("family-reunification.min-residence-algerian")],
    about: "Algerians' shorter residence",
  },
  {
    id: "ar-reunification-1500-four",
    language: "ar",
    question: "راتبي 1500 يورو صافي وعندي زوجة وولدين، هل يكفي للم الشمل؟",
    mustContain: [
      fact("family-reunification.resources-four-five"),
      words("1500", "١٥٠٠"),
      verdict(1500, "family-reunification.resources-four-five", "ar"),
    ],
    about: "own income vs resources for four",
  },
  {
    id: "ar-reunification-1500-two",
    language: "ar",
    previous: ["راتبي 1500 يورو صافي وعندي زوجة وولدين، هل يكفي للم الشمل؟"],
    question: "وإذا كنا فقط أنا وزوجتي؟",
    mustContain: [
      fact("family-reunification.resources-two-three"),
      verdict(1500, "family-reunification.resources-two-three", "ar"),
    ],
    about: "follow-up: resources for two",
  },
  {
    id: "ar-passport-validity",
    language: "ar",
    question: "جواز سفري ينتهي بعد ٦ أشهر، هل أقدر أقدم على فيزا دراسة لمدة سنة؟",
    mustContain: [fact("passport.validity-beyond-stay")],
    about: "passport validity",
  },
  {
    id: "ar-bank-statements",
    language: "ar",
    question: "كام شهر كشف حساب بنكي بيطلبوا للفيزا؟",
    mustContain: [fact("bank-statements.months")],
    about: "bank statements (Egyptian)",
  },
  {
    id: "ar-renewal-tax",
    language: "ar",
    question: "قداه يكلف تجديد بطاقة الإقامة؟ الطابع الجبائي بقداه",
    mustContain: [fact("residence-permit.tax-renewal")],
    about: "renewal tax (Algerian/Tunisian)",
  },
  {
    id: "ar-french-level-resident",
    language: "ar",
    question: "ما هو مستوى اللغة الفرنسية المطلوب لبطاقة الإقامة 10 سنوات",
    mustContain: [level("integration.french-level-resident-card")],
    about: "French level, resident card",
  },
  {
    id: "ar-french-level-nationality",
    language: "ar",
    previous: ["ما هو مستوى اللغة الفرنسية المطلوب لبطاقة الإقامة 10 سنوات"],
    question: "وللجنسية الفرنسية؟",
    mustContain: [level("integration.french-level-naturalisation")],
    about: "follow-up: French level, naturalisation",
  },
  {
    id: "ar-civic-exam",
    language: "ar",
    question: "الامتحان المدني كم سؤال فيه وكم لازم اجاوب صح عشان انجح",
    mustContain: [fact("civic-exam.questions"), fact("civic-exam.pass-mark")],
    about: "civic exam",
  },
  {
    id: "ar-cost-paris",
    language: "ar",
    question: "كم تكلفة المعيشة في باريس لشخص واحد، الإيجار غالي؟",
    mustContain: [city("Paris", "باريس"), rent.ar],
    about: "Paris cost of living",
  },
  {
    id: "ar-cost-marseille",
    language: "ar",
    previous: ["كم تكلفة المعيشة في باريس لشخص واحد، الإيجار غالي؟"],
    question: "وفي مرسيليا؟",
    mustContain: [city("Marseille", "مرسيليا", "مارسيليا"), rent.ar],
    about: "follow-up: Marseille",
  },
  {
    id: "ar-cost-lyon-studio",
    language: "ar",
    question: "شحال الكرا فليون لشي ستوديو؟ انا طالب",
    mustContain: [city("Lyon", "ليون"), rent.ar],
    about: "Lyon rent (Moroccan Arabic)",
  },
  {
    id: "ar-which-visa-nurse",
    language: "ar",
    question: "انا ممرضة من تونس شنوة الفيزا اللي تناسبني باش نخدم في فرنسا",
    mustContain: [employeeVisa.ar],
    about: "which visa: nurse → employee",
  },
  {
    id: "ar-which-visa-engineer",
    language: "ar",
    question: "مهندس برمجيات من مصر عندي عرض في تولوز ب 60 ألف يورو في السنة، أي تأشيرة أطلب؟",
    mustContain: [blueCardOrTalent.ar],
    about: "which visa: engineer → Blue Card or talent",
  },
  {
    id: "ar-au-pair",
    language: "ar",
    question: "عمري 24 سنة من لبنان بدي اشتغل au pair بفرنسا، كم ساعة بالأسبوع وقديش المصروف؟",
    mustContain: [fact("au-pair.max-weekly-hours"), fact("au-pair.min-pocket-money")],
    about: "au pair hours and pocket money",
  },
  {
    id: "ar-working-holiday",
    language: "ar",
    question: "ما هو العمر الأقصى لتأشيرة العطلة والعمل في فرنسا، وكم دولة عندها اتفاق؟",
    mustContain: [upperEnd("working-holiday.age"), fact("working-holiday.partner-count")],
    about: "working holiday age and partner countries",
  },
  {
    id: "ar-investor",
    language: "ar",
    question: "كم المبلغ الأدنى للاستثمار للحصول على إقامة المستثمر (talent investisseur) في فرنسا",
    mustContain: [fact("investor.min-investment")],
    about: "investor minimum",
  },
  {
    id: "ar-micro-ceiling",
    language: "ar",
    question: "بدي افتح auto-entrepreneur بفرنسا، شو الحد الأقصى لرقم المعاملات بالسنة للخدمات؟",
    mustContain: [fact("micro-entrepreneur.turnover-ceiling-services")],
    mustNotContain: outdated("micro-entrepreneur.turnover-ceiling-services"),
    about: "micro-entrepreneur services ceiling",
  },
  {
    id: "ar-smic-net",
    language: "ar",
    question: "كم الحد الأدنى للأجور في فرنسا صافي بالشهر",
    mustContain: [fact("smic.monthly-net")],
    mustNotContain: outdated("smic.monthly-net"),
    about: "net SMIC",
  },
  {
    id: "ar-vls-ts-validation",
    language: "ar",
    question: "وصلت فرنسا بتأشيرة طويلة، خلال كم شهر لازم أفعّلها على موقع ANEF؟",
    mustContain: [fact("vls-ts.validation-deadline")],
    about: "VLS-TS validation deadline",
  },
];

export const answerCases: readonly AnswerCase[] = [...english, ...french, ...arabic];
