import type { ContactSubject } from "../../core/contact-rules.ts";
import type { Language } from "../../core/languages.ts";
import { languageNames, textDirection } from "../../core/languages.ts";
import { contactSubjectNames } from "../i18n/contact-subjects.ts";
import { renderEmail } from "./render-email.ts";

export type ContactMessageDetails = {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  /** The language the person wrote in, and will be answered in. */
  language: Language;
  consentedAt: string;
  createdAt: string;
};

/**
 * Internal notice to the team address (config TEAM_EMAIL) for each contact message. English only:
 * the team reads its notifications in the language every member shares (as for consultations).
 */
export function contactTeamNotificationEmail(siteUrl: string, message: ContactMessageDetails) {
  const language: Language = "en";
  return renderEmail(
    {
      subject: `New message from ${message.name} <${message.email}>: ${contactSubjectNames.en[message.subject]}`,
      greeting: "Hello team,",
      intro: "A message has arrived through the contact page.",
      items: [
        { title: "Name", body: message.name },
        { title: "Email", body: message.email },
        { title: "Subject", body: contactSubjectNames.en[message.subject] },
        { title: "Language to answer in", body: `${languageNames[message.language].nativeName} (${message.language})` },
        { title: "Message", body: message.message },
        { title: "Agreed to be contacted about it (UTC)", body: message.consentedAt },
        { title: "Message reference and time (UTC)", body: `${message.id} · ${message.createdAt}` },
      ],
      outro: "Reply to the person at the address above, in their language.",
      linkLabel: "Passerelle",
      linkUrl: siteUrl,
      signature: "Passerelle",
      disclaimer: "This message contains personal data sent through the contact form. Do not forward it.",
    },
    textDirection(language),
    language,
  );
}
