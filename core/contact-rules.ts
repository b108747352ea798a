// Plain rules (no Zod here): the contact form's browser code reads them, and keeping the
// validation library out of that bundle keeps the page light (see core/email-rules.ts).

/** What a message to us is about: the team sorts its inbox by it. */
export const contactSubjects = ["general", "visa", "account", "privacy", "partnership"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The sender's name, counted after trimming. */
export const contactNameMaxLength = 100;

/** The message, counted after trimming: long enough to act on, short enough to read. */
export const contactMessageMinLength = 10;
export const contactMessageMaxLength = 3000;

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === "string" && (contactSubjects as readonly string[]).includes(value);
}
