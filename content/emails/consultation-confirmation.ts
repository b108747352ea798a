import type { ApplicationType } from "../../core/consultation-rules.ts";
import { otherCountry } from "../../core/consultation-rules.ts";
import { countryName } from "../../core/countries.ts";
import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { assumedTimeZoneNotice } from "../messages/assumed-time-zone.ts";
import { type ContactPreference, describeContactTimes } from "./consultation-contact-times.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * What the confirmation repeats: only values chosen from our lists. The name, the phone number
 * and the message are free text anyone could type beside someone else's address: they stay out.
 */
export type ConsultationSummary = ContactPreference & {
  applicationType: ApplicationType;
  countryOfOrigin: string;
  /**
   * Set when the request carried no name (the API does not require one, ADR 0063): the greeting then
   * names the address the e-mail goes to, the one thing we know the reader by that is not text
   * someone else typed. With a name the greeting stays plain, as the name is never echoed.
   */
  greetAddress?: string | null;
  /** The request named no time zone and Paris time was taken: the e-mail says so (ADR 0063). */
  timeZoneAssumed?: boolean;
};

/**
 * Sent to the person who asked for a free consultation, in the language they wrote in. It keeps
 * the promise the site makes (contact within 24 hours, 30 minutes, free). It deliberately does
 * not echo the free-text message: anyone can type someone else's address into the form, and we
 * must not become a relay for their text.
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "intro" | "greeting"> & {
    greeting: (address: string | null) => string;
    intro: (summary: string) => string;
    applicationTypes: Record<ApplicationType, string>;
    otherCountry: string;
  }
> = {
  en: {
    subject: "We received your request for a free consultation",
    greeting: (address) => (address ? `Hello ${address},` : "Hello,"),
    intro: (summary) => `Thank you for contacting Passerelle. We have received your request (${summary}).`,
    applicationTypes: { individual: "individual", family: "family", entrepreneur: "entrepreneur" },
    otherCountry: "other country",
    items: [
      {
        title: "We read your request",
        body: "A member of our team looks at your situation and the goals you described, so the call can start with answers.",
      },
      {
        title: "We contact you within 24 hours",
        body: "We write to this address to agree on a time for your consultation.",
      },
      {
        title: "Your free 30-minute consultation",
        body: "We go through the visa options that fit your situation and your next steps. It is free and commits you to nothing.",
      },
    ],
    outro: "In the meantime, you can compare visas and read our guides:",
    linkLabel: "Open Passerelle",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this e-mail because this address was entered in the consultation form on our site; if that was not you, reply to tell us and we will delete the request.",
  },
  fr: {
    subject: "Nous avons bien reçu votre demande de consultation gratuite",
    greeting: (address) => (address ? `Bonjour ${address},` : "Bonjour,"),
    intro: (summary) => `Merci d'avoir contacté Passerelle. Nous avons bien reçu votre demande (${summary}).`,
    applicationTypes: { individual: "individuelle", family: "famille", entrepreneur: "entrepreneur" },
    otherCountry: "autre pays",
    items: [
      {
        title: "Nous lisons votre demande",
        body: "Un membre de notre équipe étudie votre situation et les objectifs que vous avez décrits, pour que l'échange commence par des réponses.",
      },
      {
        title: "Nous vous contactons sous 24 heures",
        body: "Nous vous écrivons à cette adresse pour convenir d'un horaire pour votre consultation.",
      },
      {
        title: "Votre consultation gratuite de 30 minutes",
        body: "Nous passons en revue les visas adaptés à votre situation et vos prochaines étapes. Elle est gratuite et sans engagement.",
      },
    ],
    outro: "En attendant, vous pouvez comparer les visas et lire nos guides :",
    linkLabel: "Ouvrir Passerelle",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez cet e-mail car cette adresse a été saisie dans le formulaire de consultation de notre site ; si ce n'était pas vous, répondez-nous et nous supprimerons la demande.",
  },
  ar: {
    subject: "تلقينا طلبك للحصول على استشارة مجانية",
    greeting: (address) => (address ? `مرحبًا ${address}،` : "مرحبًا،"),
    intro: (summary) => `شكرًا لتواصلك مع Passerelle. لقد تلقينا طلبك (${summary}).`,
    applicationTypes: { individual: "فردي", family: "عائلي", entrepreneur: "رائد أعمال" },
    otherCountry: "بلد آخر",
    items: [
      {
        title: "نقرأ طلبك",
        body: "يدرس أحد أعضاء فريقنا وضعك والأهداف التي وصفتها، ليبدأ الاتصال بإجابات.",
      },
      {
        title: "نتواصل معك خلال 24 ساعة",
        body: "نراسلك على هذا العنوان للاتفاق على موعد لاستشارتك.",
      },
      {
        title: "استشارتك المجانية لمدة 30 دقيقة",
        body: "نستعرض معك خيارات التأشيرة المناسبة لوضعك وخطواتك التالية. الاستشارة مجانية ولا تلزمك بشيء.",
      },
    ],
    outro: "في هذه الأثناء، يمكنك مقارنة التأشيرات وقراءة أدلتنا:",
    linkLabel: "افتح Passerelle",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذه الرسالة لأن هذا العنوان أُدخل في نموذج الاستشارة على موقعنا؛ إن لم تكن أنت، رد علينا وسنحذف الطلب.",
  },
};

const summaryLabels: Record<Language, (type: string, country: string, times: string) => string> = {
  en: (type, country, times) =>
    `application type: ${type}; country of origin: ${country}; preferred contact times: ${times}`,
  fr: (type, country, times) =>
    `type de demande : ${type} ; pays d'origine : ${country} ; créneaux préférés : ${times}`,
  ar: (type, country, times) => `نوع الطلب: ${type}؛ البلد الأصلي: ${country}؛ الأوقات المفضلة للتواصل: ${times}`,
};

export function consultationConfirmationEmail(language: Language, siteUrl: string, request: ConsultationSummary) {
  const { greeting, intro, applicationTypes, otherCountry: other, ...content } = copy[language];
  const country = request.countryOfOrigin === otherCountry ? other : countryName(request.countryOfOrigin, language);
  const times = describeContactTimes(language, request);
  const summary = summaryLabels[language](applicationTypes[request.applicationType], country, times);
  const assumed = request.timeZoneAssumed ? ` ${assumedTimeZoneNotice(language, request.timeZone)}` : "";
  return renderEmail(
    {
      ...content,
      greeting: greeting(request.greetAddress ?? null),
      intro: intro(summary) + assumed,
      linkUrl: absoluteLink(siteUrl, "/", language),
    },
    textDirection(language),
    language,
  );
}
