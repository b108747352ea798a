import type { MessagesTexts } from "./messages-en.ts";

/** The French strings of content/i18n/messages-en.ts (same keys; TypeScript checks the shape). */
export const messagesFr: MessagesTexts = {
  thread: {
    label: "Conversation",
    empty:
      "Aucun message pour l'instant. Écrivez ci-dessous\u202f: votre message parvient à l'autre partie de votre dossier.",
    earlier: "Afficher les messages précédents",
    team: "Équipe",
    you: "Vous",
    formerMember: "Ancien membre",
    wroteAt: "{{name}}, {{time}}",
    attachments: "Pièces jointes",
    download: "Télécharger {{name}} ({{size}})",
  },
  composer: {
    label: "Votre message",
    hint: "{{max}}\u202fcaractères au maximum. Joignez jusqu'à {{files}}\u202ffichiers.",
    send: "Envoyer",
    sending: "Envoi…",
    sent: "Votre message a été envoyé.",
    attachTarget: "votre message",
    attached: "Joint à ce message",
    remove: "Retirer {{name}}",
    full: "Ce message a déjà {{files}}\u202ffichiers joints.",
    noscript:
      "Joindre un fichier demande JavaScript, désactivé dans votre navigateur. Vous pouvez tout de même envoyer un message.",
  },
  notifications: {
    title: "Notifications",
    intro:
      "Nous vous écrivons quand votre dossier de relocalisation avance\u202f: un document demandé ou vérifié, un nouveau message, une échéance proche. Les messages et les documents eux-mêmes restent sur Passerelle.",
    legend: "M'écrire",
    immediate: "Tout de suite, un e-mail par nouveauté",
    daily: "Une fois par jour, un résumé à {{time}} (heure de Paris)",
    save: "Enregistrer",
    saving: "Enregistrement…",
    saved: "Votre préférence d'e-mail est enregistrée.",
  },
};
