import type { Language } from "../../core/languages.ts";

/**
 * Emergency and listening lines, shown where people in distress read (the stress-relief and help
 * pages). These numbers are shown whatever the rule on digits in prose, so they live here as data
 * with their official source, and pages render them from this list; prose only says "the numbers
 * below".
 *
 * Source: Service-Public.fr, "Quels sont les numéros en cas d'urgence (Samu, pompiers...) et les
 * numéros d'écoute ?" (F33954), checked on 2026-11-24.
 */

export type HelpNumberId =
  | "european-emergency"
  | "samu"
  | "police"
  | "fire-brigade"
  | "deaf-emergency-sms"
  | "suicide-prevention"
  | "child-protection"
  | "violence-against-women";

export type HelpNumber = {
  id: HelpNumberId;
  /** What is dialled, as digits. */
  number: string;
  /** Who answers, in each language. */
  name: Record<Language, string>;
  /** When to call, in each language. */
  when: Record<Language, string>;
};

export const helpNumbersSource = {
  url: "https://www.service-public.fr/particuliers/vosdroits/F33954",
  publisher: "Service-Public.fr",
  checkedOn: "2026-11-24",
} as const;

export const helpNumbers: readonly HelpNumber[] = [
  {
    id: "european-emergency",
    number: "112",
    name: { en: "European emergency number", fr: "Numéro d'urgence européen", ar: "رقم الطوارئ الأوروبي" },
    when: {
      en: "Any emergency, from any phone, anywhere in the EU; you are put through to the right service.",
      fr: "Toute urgence, depuis tout téléphone, partout dans l'UE ; vous êtes orienté vers le bon service.",
      ar: "أي حالة طارئة، من أي هاتف وفي أي مكان في الاتحاد الأوروبي؛ يتم تحويلك إلى الجهة المناسبة.",
    },
  },
  {
    id: "samu",
    number: "15",
    name: { en: "SAMU (medical emergency)", fr: "Samu (urgence médicale)", ar: "الإسعاف الطبي (SAMU)" },
    when: {
      en: "Someone's life is in danger: fainting, chest pain, breathing difficulty, serious injury.",
      fr: "Une vie est en danger : malaise, douleur thoracique, difficulté à respirer, blessure grave.",
      ar: "حياة شخص في خطر: إغماء، ألم في الصدر، صعوبة في التنفس، إصابة خطيرة.",
    },
  },
  {
    id: "police",
    number: "17",
    name: { en: "Police or gendarmerie", fr: "Police secours ou gendarmerie", ar: "الشرطة أو الدرك" },
    when: {
      en: "Violence, assault, a crime happening now.",
      fr: "Violences, agression, infraction en cours.",
      ar: "عنف أو اعتداء أو جريمة تحدث الآن.",
    },
  },
  {
    id: "fire-brigade",
    number: "18",
    name: { en: "Fire brigade", fr: "Sapeurs-pompiers", ar: "رجال الإطفاء" },
    when: {
      en: "Fire, gas leak, road accident, a person or property in danger.",
      fr: "Incendie, fuite de gaz, accident de la route, personne ou bien en péril.",
      ar: "حريق، تسرب غاز، حادث سير، شخص أو ممتلكات في خطر.",
    },
  },
  {
    id: "deaf-emergency-sms",
    number: "114",
    name: { en: "Emergency by text message", fr: "Urgence par SMS", ar: "الطوارئ عبر الرسائل النصية" },
    when: {
      en: "You cannot speak or hear: send a text, or use the app, day and night.",
      fr: "Vous ne pouvez pas parler ou entendre : envoyez un SMS, ou utilisez l'application, jour et nuit.",
      ar: "لا تستطيع الكلام أو السمع: أرسل رسالة نصية أو استخدم التطبيق، ليلًا ونهارًا.",
    },
  },
  {
    id: "suicide-prevention",
    number: "3114",
    name: {
      en: "National suicide-prevention line",
      fr: "Numéro national de prévention du suicide",
      ar: "الخط الوطني للوقاية من الانتحار",
    },
    when: {
      en: "You have thoughts of suicide, or you are worried about someone; free, day and night.",
      fr: "Vous avez des idées suicidaires ou vous vous inquiétez pour quelqu'un ; gratuit, jour et nuit.",
      ar: "تراودك أفكار انتحارية أو تقلق على شخص ما؛ مجاني، ليلًا ونهارًا.",
    },
  },
  {
    id: "child-protection",
    number: "119",
    name: {
      en: "Children in danger (Allô enfance en danger)",
      fr: "Allô enfance en danger",
      ar: "الأطفال في خطر ({fr:Allô enfance en danger})",
    },
    when: {
      en: "A child is in danger or at risk; free, day and night.",
      fr: "Un enfant est en danger ou en risque de l'être ; gratuit, jour et nuit.",
      ar: "طفل في خطر أو معرّض له؛ مجاني، ليلًا ونهارًا.",
    },
  },
  {
    id: "violence-against-women",
    number: "3919",
    name: {
      en: "Violence against women (Violences Femmes Info)",
      fr: "Violences Femmes Info",
      ar: "العنف ضد النساء ({fr:Violences Femmes Info})",
    },
    when: {
      en: "You suffer or witness violence against a woman; free and anonymous.",
      fr: "Vous subissez ou êtes témoin de violences faites à une femme ; gratuit et anonyme.",
      ar: "تتعرضين لعنف أو تشهدين عنفًا ضد امرأة؛ مجاني ومجهول الهوية.",
    },
  },
];
