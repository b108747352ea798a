/**
 * The words of a case's conversation (ADR 0035): the thread, the composer and the profile's
 * notification settings, in English. Wired into app/i18n/locales as `messages`; French and Arabic
 * have the same keys in messages-fr.ts and messages-ar.ts. {{…}} are filled by the components:
 * times and sizes arrive formatted on the server, limits from core (case-inputs, uploads), names
 * and file names as written.
 */
export const messagesEn = {
  thread: {
    label: "Conversation",
    empty: "No messages yet. Write below: your message reaches the other side of your case.",
    earlier: "Show earlier messages",
    team: "Team",
    you: "You",
    formerMember: "Former member",
    wroteAt: "{{name}}, {{time}}",
    attachments: "Attachments",
    download: "Download {{name}} ({{size}})",
  },
  composer: {
    label: "Your message",
    hint: "{{max}} characters at most. Attach up to {{files}} files.",
    send: "Send",
    sending: "Sending…",
    sent: "Your message was sent.",
    attachTarget: "your message",
    attached: "Attached to this message",
    remove: "Remove {{name}}",
    full: "This message already has {{files}} files attached.",
    noscript: "Attaching a file needs JavaScript, which is turned off in your browser. You can still send a message.",
  },
  notifications: {
    title: "Notifications",
    intro:
      "We e-mail you when something happens on your relocation case: a document requested or reviewed, a new message, a task due soon. Messages and documents themselves stay on Passerelle.",
    legend: "E-mail me",
    immediate: "At once, one e-mail per update",
    daily: "Once a day, one summary at {{time}} (Paris time)",
    save: "Save",
    saving: "Saving…",
    saved: "Your e-mail preference is saved.",
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type MessagesTexts = Strings<typeof messagesEn>;
