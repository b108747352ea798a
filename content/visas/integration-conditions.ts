import type { Translated } from "../content-language.ts";
import type { Prose } from "./visa-content-types.ts";

/**
 * The integration conditions in force since 1 January 2026 (law 2024-42), shown on every page that
 * leads to a residence permit. One text for all those pages, so the French levels and the civic
 * exam never read differently from one page to the next. Figures are registry tokens like any
 * prose.
 */
export type IntegrationConditionsText = { title: string; lead: Prose; items: Prose[]; note: Prose };

export const integrationConditions: Translated<IntegrationConditionsText> = {
  en: {
    title: "French and the civic exam: conditions since {fact:republican-contract.in-force-since}",
    lead: "To stay for the long term, France now checks your French and your knowledge of the Republic. This applies when you ask for the card, not when you first get your visa.",
    items: [
      "First multi-year residence card: French at level {fact:integration.french-level-multi-year-card} and a pass in the civic exam. Some multi-year cards follow their own rules (talent cards, the EU Blue Card, intra-company transfers, students): check on Service-Public.fr whether the condition applies to yours.",
      "Ten-year resident card: French at level {fact:integration.french-level-resident-card} and a pass in the civic exam.",
      "Naturalisation: French at level {fact:integration.french-level-naturalisation} and a pass in the civic exam.",
      "The civic exam: {fact:civic-exam.questions} multiple-choice questions in {fact:civic-exam.duration}, on a computer in an approved centre; you pass with {fact:civic-exam.pass-mark} correct answers ({fact:civic-exam.pass-rate}).",
      "Not required for a renewal, nor after the age of {fact:civic-exam.exemption-age}; nationals covered by some bilateral agreements follow other rules.",
    ],
    note: "Every residence permit also requires signing the contract of commitment to respect the principles of the Republic.",
  },
  fr: {
    title: "Français et examen civique : conditions depuis le {fact:republican-contract.in-force-since}",
    lead: "Pour rester durablement, la France vérifie désormais votre niveau de français et votre connaissance de la République. Ces conditions s'appliquent à la demande de carte, pas au premier visa.",
    items: [
      "Première carte de séjour pluriannuelle : français de niveau {fact:integration.french-level-multi-year-card} et réussite à l'examen civique. Certaines cartes pluriannuelles suivent leurs propres règles (cartes talent, carte bleue européenne, salariés détachés ICT, étudiants) : vérifiez sur Service-Public.fr si la condition s'applique à la vôtre.",
      "Carte de résident de dix ans : français de niveau {fact:integration.french-level-resident-card} et réussite à l'examen civique.",
      "Naturalisation : français de niveau {fact:integration.french-level-naturalisation} et réussite à l'examen civique.",
      "L'examen civique : {fact:civic-exam.questions} questions à choix multiples en {fact:civic-exam.duration}, sur ordinateur dans un centre agréé ; il est réussi avec {fact:civic-exam.pass-mark} bonnes réponses ({fact:civic-exam.pass-rate}).",
      "Il n'est pas exigé pour un renouvellement, ni après {fact:civic-exam.exemption-age} ; les ressortissants de certains pays liés par un accord bilatéral suivent d'autres règles.",
    ],
    note: "Tout titre de séjour suppose aussi de signer le contrat d'engagement à respecter les principes de la République.",
  },
  ar: {
    title: "اللغة الفرنسية والامتحان المدني: الشروط المطبّقة منذ {fact:republican-contract.in-force-since}",
    lead: "للبقاء في فرنسا على المدى الطويل، أصبحت فرنسا تتحقق من مستواك في اللغة الفرنسية ومن معرفتك بالجمهورية. تُطبَّق هذه الشروط عند طلب البطاقة، لا عند حصولك على تأشيرتك الأولى.",
    items: [
      "أول بطاقة إقامة متعددة السنوات ({fr:carte de séjour pluriannuelle}): مستوى {fact:integration.french-level-multi-year-card} في اللغة الفرنسية والنجاح في الامتحان المدني ({fr:examen civique}). وتخضع بعض البطاقات متعددة السنوات لقواعدها الخاصة، ومنها بطاقات «المواهب» ({fr:cartes talent})، والبطاقة الزرقاء الأوروبية ({fr:carte bleue européenne})، وبطاقة الأجراء المنتدبين داخل المجموعة (ICT)، وبطاقة الطالب: تحقّق على Service-Public.fr مما إذا كان هذا الشرط ينطبق على بطاقتك.",
      "بطاقة المقيم لمدة عشر سنوات ({fr:carte de résident}): مستوى {fact:integration.french-level-resident-card} في اللغة الفرنسية والنجاح في الامتحان المدني.",
      "التجنّس ({fr:naturalisation}): مستوى {fact:integration.french-level-naturalisation} في اللغة الفرنسية والنجاح في الامتحان المدني.",
      "الامتحان المدني: أسئلة متعددة الاختيارات عددها {fact:civic-exam.questions} ومدتها {fact:civic-exam.duration}، تُجرى على الحاسوب في مركز معتمد؛ وتنجح فيه إذا بلغ عدد إجاباتك الصحيحة {fact:civic-exam.pass-mark} ({fact:civic-exam.pass-rate}).",
      "لا يُشترط الامتحان المدني عند التجديد، ولا بعد بلوغ سن {fact:civic-exam.exemption-age}؛ ويخضع مواطنو بعض الدول المرتبطة مع فرنسا باتفاقيات ثنائية لقواعد أخرى.",
    ],
    note: "يقتضي الحصول على أي بطاقة إقامة ({fr:titre de séjour}) أيضًا توقيع عقد الالتزام باحترام مبادئ الجمهورية ({fr:contrat d'engagement à respecter les principes de la République}).",
  },
};

/**
 * Pages that lead to no residence permit: the working-holiday visa is not validated as one, and
 * "other categories" groups short stays and special cases.
 */
const pagesWithoutResidencePermit = new Set(["vacances-travail", "autres-categories"]);

export function showsIntegrationConditions(slug: string): boolean {
  return !pagesWithoutResidencePermit.has(slug);
}
