import type { Change } from "../../core/eligibility/eligibility-result.ts";
import type { Language } from "../../core/languages.ts";
import { formatFactDate } from "../facts/format-fact.ts";
import { conditionLabel } from "./condition-texts.ts";
import { formatAmount, formatBare, formatThresholdValue } from "./eligibility-values.ts";

/**
 * "What would change the verdict" in words: one sentence per change the engine computes
 * (core/eligibility/changes.ts). They say what to do and what it reaches, never that the permit
 * will then be granted.
 */

type Words = Record<Language, string>;

/** What a "raise" raises, as the object of the verb; amounts say their own period here. */
const raised: Record<string, Words> = {
  "talent-salary": { en: "your gross annual salary", fr: "votre salaire brut annuel", ar: "راتبك السنوي الإجمالي" },
  "blue-card-salary": { en: "your gross annual salary", fr: "votre salaire brut annuel", ar: "راتبك السنوي الإجمالي" },
  "salary-smic": { en: "your gross annual salary", fr: "votre salaire brut annuel", ar: "راتبك السنوي الإجمالي" },
  "representative-salary": {
    en: "your gross annual pay",
    fr: "votre rémunération brute annuelle",
    ar: "أجرك السنوي الإجمالي",
  },
  "resources-smic-gross": { en: "your monthly resources", fr: "vos ressources mensuelles", ar: "مواردك الشهرية" },
  "student-resources": { en: "your monthly resources", fr: "vos ressources mensuelles", ar: "مواردك الشهرية" },
  "artist-resources": { en: "your monthly resources", fr: "vos ressources mensuelles", ar: "مواردك الشهرية" },
  "visitor-resources": {
    en: "your net monthly resources",
    fr: "vos ressources mensuelles nettes",
    ar: "مواردك الشهرية الصافية",
  },
  "family-resources": {
    en: "the household's net monthly resources",
    fr: "les ressources mensuelles nettes du foyer",
    ar: "موارد الأسرة الشهرية الصافية",
  },
  investment: { en: "your investment", fr: "votre investissement", ar: "استثمارك" },
  // The alternative to a monthly shortfall where savings count (core/eligibility/changes.ts).
  savings: { en: "your savings", fr: "votre épargne", ar: "مدخراتك" },
  "contract-length": { en: "your contract", fr: "votre contrat", ar: "عقدك" },
  "longer-than-short-stay": { en: "your contract", fr: "votre contrat", ar: "عقدك" },
};

const aFigure: Words = { en: "your figure", fr: "ce montant", ar: "هذا الرقم" };

type Phrase = (object: string, by: string, to: string) => string;

/** A length is extended, anything else raised. Arabic puts the difference after «قدرها» so its case holds. */
const raise: Record<"amount" | "length", Record<Language, Phrase>> = {
  amount: {
    en: (object, by, to) => `Raise ${object} by ${by} to ${to}`,
    fr: (object, by, to) => `Augmentez ${object} de ${by} pour atteindre ${to}`,
    ar: (object, by, to) => `ارفع ${object} إلى ${to}، أي بزيادة قدرها ${by}`,
  },
  length: {
    en: (object, by, to) => `Extend ${object} by ${by} to ${to}`,
    fr: (object, by, to) => `Prolongez ${object} de ${by} pour atteindre ${to}`,
    ar: (object, by, to) => `مدّد ${object} إلى ${to}، أي بزيادة قدرها ${by}`,
  },
};

/** The document or status to obtain, for every condition changes.ts counts as obtainable. */
const obtained: Record<string, Words> = {
  admission: {
    en: "Obtain an admission (pre-registration) from a higher-education institution in France",
    fr: "Obtenez une admission (préinscription) dans un établissement d'enseignement supérieur en France",
    ar: "احصل على قبول (تسجيل أولي) من مؤسسة للتعليم العالي في فرنسا",
  },
  "etudes-en-france": {
    en: "Complete the Études en France procedure with Campus France in your country",
    fr: "Suivez la procédure «\u202fÉtudes en France\u202f» auprès de Campus France dans votre pays",
    ar: "أكمل إجراء Études en France (مسار الدراسة في فرنسا) لدى Campus France في بلدك",
  },
  "hosting-agreement": {
    en: "Obtain a hosting agreement (convention d'accueil) from an approved research body",
    fr: "Obtenez une convention d'accueil d'un organisme de recherche agréé",
    ar: "احصل على اتفاقية استقبال (convention d'accueil) من هيئة بحثية معتمدة",
  },
  "innovative-recognition": {
    en: "Have your project recognised as innovative by a public body",
    fr: "Faites reconnaître votre projet comme innovant par un organisme public",
    ar: "احصل على اعتراف هيئة عامة بأن مشروعك مشروع مبتكر",
  },
  "business-plan": {
    en: "Prepare a business plan for your activity",
    fr: "Préparez le projet d'entreprise (business plan) de votre activité",
    ar: "أعِدّ خطة عمل (business plan) لنشاطك",
  },
  "internship-agreement": {
    en: "Obtain an internship agreement (convention de stage) signed by you, your school and the host organisation",
    fr: "Obtenez une convention de stage signée par vous, votre établissement et l'organisme d'accueil",
    ar: "احصل على اتفاقية تدريب (convention de stage) موقّعة منك ومن مؤسستك التعليمية ومن الجهة المستضيفة",
  },
  "volunteering-agreement": {
    en: "Sign a volunteering agreement with an approved organisation",
    fr: "Signez un contrat de volontariat avec un organisme agréé",
    ar: "وقّع عقد تطوّع مع هيئة معتمدة",
  },
  "au-pair-agreement": {
    en: "Sign an au pair agreement with a host family of another nationality, with no family tie to you",
    fr: "Signez une convention de jeune au pair avec une famille d'accueil d'une autre nationalité, sans lien de parenté avec vous",
    ar: "وقّع اتفاقية au pair مع عائلة مضيفة من جنسية أخرى لا تربطك بها قرابة",
  },
  "artistic-activity": {
    en: "Obtain a contract or an engagement for an artistic or cultural activity in France",
    fr: "Obtenez un contrat ou un engagement pour une activité artistique ou culturelle en France",
    ar: "احصل على عقد أو التزام لممارسة نشاط فني أو ثقافي في فرنسا",
  },
  renown: {
    en: "Gather evidence of your national or international renown in your field",
    fr: "Réunissez les preuves de votre renommée nationale ou internationale dans votre domaine",
    ar: "اجمع ما يثبت شهرتك الوطنية أو الدولية في مجالك",
  },
  "permanent-contract": {
    en: "Obtain a permanent employment contract (CDI) from an employer in France",
    fr: "Obtenez un contrat à durée indéterminée (CDI) d'un employeur en France",
    ar: "احصل على عقد عمل غير محدد المدة (CDI) من صاحب عمل في فرنسا",
  },
  "french-diploma": {
    en: "Obtain a master's-level diploma from a French institution",
    fr: "Obtenez un diplôme de niveau master dans un établissement français",
    ar: "احصل على شهادة بمستوى الماستر من مؤسسة تعليمية فرنسية",
  },
  qualification: {
    en: "Obtain a higher-education degree of at least three years (bachelor's level), or show professional experience of a comparable level",
    fr: "Obtenez un diplôme de l'enseignement supérieur d'au moins trois ans (niveau licence), ou justifiez d'une expérience professionnelle de niveau comparable",
    ar: "احصل على شهادة تعليم عالٍ لا تقل مدة دراستها عن ثلاث سنوات (مستوى الليسانس)، أو أثبت خبرة مهنية بمستوى مماثل",
  },
  "job-offer": {
    en: "Obtain a job offer in France with a permanent (CDI) or fixed-term (CDD) contract",
    fr: "Obtenez une offre d'emploi en France en CDI ou en CDD",
    ar: "احصل على عرض عمل في فرنسا بعقد غير محدد المدة (CDI) أو محدد المدة (CDD)",
  },
};

const meet: Record<Language, (label: string) => string> = {
  en: (label) => `Meet this condition: ${label}`,
  fr: (label) => `Remplissez cette condition\u202f: ${label}`,
  ar: (label) => `استوفِ هذا الشرط: ${label}`,
};

const dated: Record<
  "wait" | "apply-before" | "apply-from",
  Record<Language, (date: string, figure: string) => string>
> = {
  wait: {
    en: (date, by) => `Wait ${by}: you can apply from ${date}`,
    fr: (date, by) => `Attendez ${by}\u202f: vous pourrez déposer votre demande à partir du ${date}`,
    // A nominal sentence keeps the Arabic count in the nominative Intl writes it in.
    ar: (date, by) => `مدة الانتظار ${by}: يمكنك تقديم طلبك ابتداءً من ${date}`,
  },
  "apply-before": {
    en: (date, to) => `Apply before ${date}: the threshold then rises to ${to}`,
    fr: (date, to) => `Déposez votre demande avant le ${date}\u202f: le seuil passe ensuite à ${to}`,
    ar: (date, to) => `قدّم طلبك قبل ${date}: يرتفع الحد بعد ذلك إلى ${to}`,
  },
  "apply-from": {
    en: (date, to) => `Apply from ${date}: the threshold then becomes ${to}, which your figure reaches`,
    fr: (date, to) =>
      `Déposez votre demande à partir du ${date}\u202f: le seuil passe alors à ${to}, que vous atteignez`,
    ar: (date, to) => `قدّم طلبك ابتداءً من ${date}: يصبح الحد حينها ${to}، وهو ما تبلغه`,
  },
};

/** The figure a change reaches, in its unit ("€1,478 net a month"); bare for a raise, whose object says the period. */
function target(change: Change, language: Language, bare: boolean): string {
  const { to, unit } = change;
  if (typeof to === "number") return bare ? formatBare(to, unit, language) : formatAmount(to, unit, language);
  if (to !== undefined && typeof to === "object") return formatThresholdValue(to, unit, language);
  return conditionLabel(change.condition, language);
}

/** An alternative to the change before it reads as one: "Or raise your savings…". */
const or: Record<Language, (sentence: string) => string> = {
  en: (sentence) => `Or ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
  fr: (sentence) => `Ou ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
  ar: (sentence) => `أو ${sentence}`,
};

export function changeText(change: Change, language: Language): string {
  const sentence = changeSentence(change, language);
  return change.alternative ? or[language](sentence) : sentence;
}

function changeSentence(change: Change, language: Language): string {
  const { action, condition, unit } = change;
  if (action === "raise") {
    const object = Object.hasOwn(raised, condition) ? raised[condition]![language] : aFigure[language];
    const by = formatBare(change.by ?? 0, unit, language);
    return raise[unit === "months" ? "length" : "amount"][language](object, by, target(change, language, true));
  }
  if (action === "obtain") {
    return Object.hasOwn(obtained, condition)
      ? obtained[condition]![language]
      : meet[language](conditionLabel(condition, language));
  }
  // The engine dates every wait and announced change; without a day there is only the condition to say.
  if (change.date === undefined) return meet[language](conditionLabel(condition, language));
  const date = formatFactDate(change.date, language);
  if (action === "wait") return dated.wait[language](date, formatBare(change.by ?? 0, unit, language));
  return dated[action][language](date, target(change, language, false));
}
