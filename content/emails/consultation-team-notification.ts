import type { ApplicationType } from "../../core/consultation-rules.ts";
import { otherCountry } from "../../core/consultation-rules.ts";
import { countryName } from "../../core/countries.ts";
import type { Language } from "../../core/languages.ts";
import { languageNames, textDirection } from "../../core/languages.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type ConsultationRequestDetails = {
  id: string;
  email: string;
  countryOfOrigin: string;
  applicationType: ApplicationType;
  message: string;
  /** The language the person wrote in, and will be answered in. */
  language: Language;
  createdAt: string;
};

type Labels = {
  subject: (email: string) => string;
  greeting: string;
  intro: string;
  email: string;
  country: string;
  applicationType: string;
  applicationTypes: Record<ApplicationType, string>;
  language: string;
  message: string;
  reference: string;
  otherCountry: string;
  outro: string;
  linkLabel: string;
  signature: string;
  disclaimer: string;
};

/** Internal notice to the team address (config TEAM_EMAIL) for each consultation request. */
const labels: Record<Language, Labels> = {
  en: {
    subject: (email) => `New free consultation request from ${email}`,
    greeting: "Hello team,",
    intro: "A new free consultation request has arrived. We promised to contact the person within 24 hours.",
    email: "Email",
    country: "Country of origin",
    applicationType: "Application type",
    applicationTypes: { individual: "Individual", family: "Family", entrepreneur: "Entrepreneur" },
    language: "Language to answer in",
    message: "Relocation goals",
    reference: "Request reference and time (UTC)",
    otherCountry: "Other (not in the list)",
    outro: "Reply to the person at the address above to schedule the free 30-minute consultation.",
    linkLabel: "Passerelle",
    signature: "Passerelle",
    disclaimer: "This message contains personal data sent through the consultation form. Do not forward it.",
  },
  fr: {
    subject: (email) => `Nouvelle demande de consultation gratuite de ${email}`,
    greeting: "Bonjour l'équipe,",
    intro:
      "Une nouvelle demande de consultation gratuite est arrivée. Nous avons promis de recontacter la personne sous 24 heures.",
    email: "E-mail",
    country: "Pays d'origine",
    applicationType: "Type de demande",
    applicationTypes: { individual: "Individuelle", family: "Famille", entrepreneur: "Entrepreneur" },
    language: "Langue de réponse",
    message: "Projet d'installation",
    reference: "Référence et heure de la demande (UTC)",
    otherCountry: "Autre (absent de la liste)",
    outro: "Répondez à la personne à l'adresse ci-dessus pour fixer la consultation gratuite de 30 minutes.",
    linkLabel: "Passerelle",
    signature: "Passerelle",
    disclaimer:
      "Ce message contient des données personnelles transmises par le formulaire de consultation. Ne le transférez pas.",
  },
  ar: {
    subject: (email) => `طلب استشارة مجانية جديد من ${email}`,
    greeting: "مرحبًا يا فريق،",
    intro: "وصل طلب استشارة مجانية جديد. وعدنا بالتواصل مع الشخص خلال 24 ساعة.",
    email: "البريد الإلكتروني",
    country: "البلد الأصلي",
    applicationType: "نوع الطلب",
    applicationTypes: { individual: "فردي", family: "عائلي", entrepreneur: "رائد أعمال" },
    language: "لغة الرد",
    message: "أهداف الانتقال",
    reference: "مرجع الطلب ووقته (UTC)",
    otherCountry: "أخرى (غير موجود في القائمة)",
    outro: "رد على الشخص على العنوان أعلاه لتحديد موعد الاستشارة المجانية لمدة 30 دقيقة.",
    linkLabel: "Passerelle",
    signature: "Passerelle",
    disclaimer: "تحتوي هذه الرسالة على بيانات شخصية أُرسلت عبر نموذج الاستشارة. لا تعد توجيهها.",
  },
};

export function consultationTeamNotificationEmail(
  language: Language,
  siteUrl: string,
  request: ConsultationRequestDetails,
) {
  const l = labels[language];
  const country =
    request.countryOfOrigin === otherCountry
      ? l.otherCountry
      : `${countryName(request.countryOfOrigin, language)} (${request.countryOfOrigin})`;
  const content: EmailContent = {
    subject: l.subject(request.email),
    greeting: l.greeting,
    intro: l.intro,
    items: [
      { title: l.email, body: request.email },
      { title: l.country, body: country },
      { title: l.applicationType, body: l.applicationTypes[request.applicationType] },
      { title: l.language, body: `${languageNames[request.language].nativeName} (${request.language})` },
      { title: l.message, body: request.message },
      { title: l.reference, body: `${request.id} · ${request.createdAt}` },
    ],
    outro: l.outro,
    linkLabel: l.linkLabel,
    linkUrl: siteUrl,
    signature: l.signature,
    disclaimer: l.disclaimer,
  };
  return renderEmail(content, textDirection(language), language);
}
