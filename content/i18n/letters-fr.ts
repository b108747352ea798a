import type { lettersEn } from "./letters-en.ts";

/** "Courriers" (/dashboard/letters), in French: the keys of letters-en.ts. */
export const lettersFr: typeof lettersEn = {
  title: "Courriers pré-remplis",
  intro:
    "Les courriers dont on a le plus besoin en s'installant en France, rédigés en français — la langue que lisent l'administration, les banques et les organismes payeurs — avec une aide à la lecture dans votre langue. Remplissez vos informations et téléchargez un PDF à imprimer ou un fichier Word à modifier.",
  disclaimer:
    "Information, pas un conseil juridique\u202f: relisez le courrier avant de l'envoyer et adaptez-le à votre situation.",
  listLabel: "Choisissez un courrier",
  fieldsTitle: "Vos informations",
  download: { pdf: "Télécharger le PDF", docx: "Télécharger le fichier Word (.docx)" },
  preview: {
    title: "Aperçu avec des informations d'exemple",
    lockedNote:
      "Remplir et télécharger les courriers est inclus dans Premium Relocator et nos formules clés en main. Voici un courrier rempli avec des informations d'exemple.",
    upgrade: "Voir les formules",
    aid: "Aide à la lecture",
  },
  refused: {
    field: "Vérifiez «\u202f{{field}}\u202f»\u202f: ce champ est vide, trop long ou mal écrit.",
    plan: "Remplir les courriers est inclus dans Premium Relocator et nos formules clés en main.",
    busy: "Trop de courriers en peu de temps\u202f: attendez une minute, puis réessayez.",
    letter: "Ce courrier n'a pas pu être préparé\u202f: choisissez-le de nouveau dans la liste.",
  },
  kept: {
    title: "Vos courriers",
    text: "Chaque courrier téléchargé est gardé ici pour le retrouver — y compris après la fin de votre formule.",
    empty: "Aucun courrier pour l'instant\u202f: ceux que vous téléchargez seront gardés ici.",
    download: "Télécharger {{name}}",
    made: "Établi le {{date}}",
    delete: "Supprimer",
    deleteLabel: "Supprimer {{name}}, établi le {{date}}",
    deleted: "Le courrier a été supprimé.",
  },
  public: {
    title: "Des courriers en français, remplis pour vous",
    metaDescription:
      "Les courriers dont on a besoin pour s'installer en France — attestation d'hébergement, lettre d'accompagnement du visa, garant, rendez-vous en préfecture, refus d'IBAN, ouverture de compte — en aperçu ici.",
    fillIn: "Remplir ce courrier avec vos informations",
    register: "Créer un compte gratuit",
  },
  references: "Textes cités",
};
