import type { Language } from "../../core/languages.ts";
import type { RegimeId } from "../../core/nationality-regimes.ts";
import { currentFact } from "../facts/fact-on.ts";
import { formatFact } from "../facts/format-fact.ts";

/**
 * What each bilateral regime changes, shown beside the wizard's results (core/nationality-regimes.ts).
 * Guidance, not legal advice: each text sends the reader to the consulate and the official page.
 */
export type RegimeText = { title: string; text: string; sourceUrl: string; sourceLabel: string };

const algeria = "https://www.service-public.fr/particuliers/vosdroits/F2215";
const workingHoliday = "https://france-visas.gouv.fr/jeune-voyageur-vacances-travail";
const bilateral = "https://www.service-public.fr/particuliers/vosdroits/N110";

export function regimeText(id: RegimeId, language: Language): RegimeText {
  const ages = formatFact(currentFact("working-holiday.age"), language);
  const extended = formatFact(currentFact("working-holiday.age-extended"), language);
  const texts: Record<RegimeId, Record<Language, RegimeText>> = {
    "franco-algerian": {
      en: {
        title: "Algerian nationals: the certificate of residence",
        text: "As an Algerian national, your route is the certificate of residence (certificat de résidence) of the Franco-Algerian agreement of 27 December 1968, not the talent card, its EU Blue Card category or the other cards named here: a salaried job leads to a certificate marked “salarié”, research to “scientifique”, your own business to “commerçant” or “profession non salariée”, a stay without work to “visiteur”, studies to “étudiant”. The conditions, and some steps, differ: check them with the consulate before you apply.",
        sourceUrl: algeria,
        sourceLabel: "Service-Public.fr – certificate of residence for Algerians",
      },
      fr: {
        title: "Ressortissants algériens : le certificat de résidence",
        text: "En tant que ressortissant algérien, votre voie est le certificat de résidence de l'accord franco-algérien du 27 décembre 1968, et non la carte talent, sa catégorie carte bleue européenne ou les autres cartes citées ici : un emploi salarié mène à un certificat « salarié », la recherche à « scientifique », votre propre activité à « commerçant » ou « profession non salariée », un séjour sans travail à « visiteur », des études à « étudiant ». Les conditions, et certaines démarches, diffèrent : vérifiez-les auprès du consulat avant de déposer votre demande.",
        sourceUrl: algeria,
        sourceLabel: "Service-Public.fr – certificat de résidence pour Algérien",
      },
      ar: {
        title: "المواطنون الجزائريون: شهادة الإقامة",
        text: "بصفتك مواطنًا جزائريًا، فإن طريقك هو شهادة الإقامة (certificat de résidence) بموجب الاتفاق الفرنسي الجزائري المؤرخ 27 ديسمبر 1968، وليس بطاقة المواهب ولا فئتها البطاقة الزرقاء الأوروبية ولا البطاقات الأخرى المذكورة هنا: العمل المأجور يؤدي إلى شهادة «salarié»، والبحث إلى «scientifique»، ونشاطك الخاص إلى «commerçant» أو «profession non salariée»، والإقامة دون عمل إلى «visiteur»، والدراسة إلى «étudiant». تختلف الشروط وبعض الإجراءات: تحقق منها لدى القنصلية قبل التقديم.",
        sourceUrl: algeria,
        sourceLabel: "Service-Public.fr – شهادة الإقامة للجزائريين",
      },
    },
    "franco-tunisian": {
      en: {
        title: "Tunisian nationals: the Franco-Tunisian agreement",
        text: "As a Tunisian national, the Franco-Tunisian agreement of 17 March 1988 sets its own rules for salaried work, among them a ten-year resident card after three years of residence. The routes below stay open; check their conditions for your nationality with the consulate.",
        sourceUrl: bilateral,
        sourceLabel: "Service-Public.fr – foreign nationals in France",
      },
      fr: {
        title: "Ressortissants tunisiens : l'accord franco-tunisien",
        text: "En tant que ressortissant tunisien, l'accord franco-tunisien du 17 mars 1988 fixe ses propres règles pour le travail salarié, dont une carte de résident de dix ans après trois ans de séjour. Les voies ci-dessous restent ouvertes : vérifiez leurs conditions pour votre nationalité auprès du consulat.",
        sourceUrl: bilateral,
        sourceLabel: "Service-Public.fr – étrangers en France",
      },
      ar: {
        title: "المواطنون التونسيون: الاتفاق الفرنسي التونسي",
        text: "بصفتك مواطنًا تونسيًا، يحدد الاتفاق الفرنسي التونسي المؤرخ 17 مارس 1988 قواعده الخاصة بالعمل المأجور، ومنها بطاقة مقيم لعشر سنوات بعد ثلاث سنوات من الإقامة. تبقى المسارات أدناه مفتوحة؛ تحقق من شروطها بالنسبة لجنسيتك لدى القنصلية.",
        sourceUrl: bilateral,
        sourceLabel: "Service-Public.fr – الأجانب في فرنسا",
      },
    },
    "franco-moroccan": {
      en: {
        title: "Moroccan nationals: the Franco-Moroccan agreement",
        text: "As a Moroccan national, the Franco-Moroccan agreement of 9 October 1987 sets its own rules for salaried work. The routes below stay open; check their conditions for your nationality with the consulate.",
        sourceUrl: bilateral,
        sourceLabel: "Service-Public.fr – foreign nationals in France",
      },
      fr: {
        title: "Ressortissants marocains : l'accord franco-marocain",
        text: "En tant que ressortissant marocain, l'accord franco-marocain du 9 octobre 1987 fixe ses propres règles pour le travail salarié. Les voies ci-dessous restent ouvertes : vérifiez leurs conditions pour votre nationalité auprès du consulat.",
        sourceUrl: bilateral,
        sourceLabel: "Service-Public.fr – étrangers en France",
      },
      ar: {
        title: "المواطنون المغاربة: الاتفاق الفرنسي المغربي",
        text: "بصفتك مواطنًا مغربيًا، يحدد الاتفاق الفرنسي المغربي المؤرخ 9 أكتوبر 1987 قواعده الخاصة بالعمل المأجور. تبقى المسارات أدناه مفتوحة؛ تحقق من شروطها بالنسبة لجنسيتك لدى القنصلية.",
        sourceUrl: bilateral,
        sourceLabel: "Service-Public.fr – الأجانب في فرنسا",
      },
    },
    "working-holiday": {
      en: {
        title: "Also open to you: the working-holiday visa",
        text: `Your country has a working-holiday agreement with France: aged ${ages} (${extended} for Argentina, Australia and Canada), you may live in France and work there to fund your stay, for up to a year.`,
        sourceUrl: workingHoliday,
        sourceLabel: "France-Visas – working holiday",
      },
      fr: {
        title: "Également possible : le visa vacances-travail",
        text: `Votre pays a signé un accord vacances-travail avec la France : de ${ages} (${extended} pour l'Argentine, l'Australie et le Canada), vous pouvez séjourner en France et y travailler pour financer votre séjour, jusqu'à un an.`,
        sourceUrl: workingHoliday,
        sourceLabel: "France-Visas – vacances-travail",
      },
      ar: {
        title: "متاح لك أيضًا: تأشيرة العطلة والعمل",
        text: `وقّع بلدك اتفاق العطلة والعمل مع فرنسا: إذا كان عمرك ${ages} (${extended} للأرجنتين وأستراليا وكندا)، يمكنك الإقامة في فرنسا والعمل فيها لتمويل إقامتك، لمدة تصل إلى سنة.`,
        sourceUrl: workingHoliday,
        sourceLabel: "France-Visas – العطلة والعمل",
      },
    },
  };
  return texts[id][language];
}
