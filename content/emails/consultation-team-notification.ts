import type { ApplicationType } from "../../core/consultation-rules.ts";
import { otherCountry } from "../../core/consultation-rules.ts";
import { countryName } from "../../core/countries.ts";
import type { Language } from "../../core/languages.ts";
import { languageNames, textDirection } from "../../core/languages.ts";
import { type ContactPreference, describeContactTimes } from "./consultation-contact-times.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

export type ConsultationRequestDetails = ContactPreference & {
  id: string;
  /** Null when the person gave none (the API does not require one, ADR 0063). */
  name: string | null;
  email: string;
  /** Null when the person gave none. */
  phone: string | null;
  countryOfOrigin: string;
  applicationType: ApplicationType;
  message: string;
  /** The language the person wrote in, and will be answered in. */
  language: Language;
  createdAt: string;
  /** The request named no time zone: the times are read in Paris time, as the person was told. */
  timeZoneAssumed?: boolean;
};

type Labels = {
  /** Without a name, the subject names the address alone. */
  subject: (name: string | null, email: string) => string;
  greeting: string;
  intro: string;
  name: string;
  email: string;
  phone: string;
  noPhone: string;
  noName: string;
  contactTimes: string;
  timeZoneAssumed: string;
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
    subject: (name, email) => `New free consultation request from ${name ? `${name} <${email}>` : email}`,
    greeting: "Hello team,",
    intro: "A new free consultation request has arrived. We promised to contact the person within 24 hours.",
    name: "Name",
    email: "Email",
    phone: "Phone",
    noPhone: "none given: write by e-mail",
    noName: "none given: greet the person by their e-mail address",
    contactTimes: "Preferred contact times (in the person's time zone)",
    timeZoneAssumed: "no time zone given: Paris time assumed, as the person was told",
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
    subject: (name, email) => `Nouvelle demande de consultation gratuite de ${name ? `${name} <${email}>` : email}`,
    greeting: "Bonjour l'équipe,",
    intro:
      "Une nouvelle demande de consultation gratuite est arrivée. Nous avons promis de recontacter la personne sous 24 heures.",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    noPhone: "non communiqué : répondre par e-mail",
    noName: "non communiqué : saluer la personne par son adresse e-mail",
    contactTimes: "Créneaux préférés (dans le fuseau horaire de la personne)",
    timeZoneAssumed: "fuseau horaire non communiqué : heure de Paris retenue, comme annoncé à la personne",
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
    subject: (name, email) => `طلب استشارة مجانية جديد من ${name ? `${name} <${email}>` : email}`,
    greeting: "مرحبًا يا فريق،",
    intro: "وصل طلب استشارة مجانية جديد. وعدنا بالتواصل مع الشخص خلال 24 ساعة.",
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    noPhone: "لم يُذكر: الرد عبر البريد الإلكتروني",
    noName: "لم يُذكر: خاطب الشخص بعنوان بريده الإلكتروني",
    contactTimes: "الأوقات المفضلة للتواصل (بالمنطقة الزمنية للشخص)",
    timeZoneAssumed: "لم تُذكر منطقة زمنية: اعتُمد توقيت باريس، كما أُبلغ الشخص",
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
    subject: l.subject(request.name, request.email),
    greeting: l.greeting,
    intro: l.intro,
    items: [
      { title: l.name, body: request.name ?? l.noName },
      { title: l.email, body: request.email },
      { title: l.phone, body: request.phone ?? l.noPhone },
      {
        title: l.contactTimes,
        body: `${describeContactTimes(language, request)}${request.timeZoneAssumed ? ` (${l.timeZoneAssumed})` : ""}`,
      },
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
