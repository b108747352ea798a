import type { appointmentKitEn } from "./appointment-kit-en.ts";

/** « Sans rendez-vous en préfecture » (/dashboard/appointment-kit), in French: the keys of appointment-kit-en.ts. */
export const appointmentKitFr: typeof appointmentKitEn = {
  title: "Quand la préfecture ne donne pas de rendez-vous",
  intro:
    "Aucun créneau en ligne, pas de réponse au téléphone, et une échéance sur votre titre\u202f: ce que la loi permet, un relevé daté de vos tentatives gardé dans votre compte, le courrier à la préfecture qu'il remplit, et un conseiller si besoin.",
  disclaimer:
    "Des repères, pas un conseil juridique. Avant de saisir le tribunal administratif, parlez-en à un avocat ou à un point d'accès au droit gratuit.",
  deadline: "{{document}}\u202f: expire le {{expiry}}.",
  deadlineWindow:
    "{{document}}\u202f: expire le {{expiry}}\u202f; la période de renouvellement se termine le {{lastDay}}.",
  documents: { "vls-ts": "Visa de long séjour (VLS-TS)", "residence-permit": "Carte de séjour" },
  noPermit: "Enregistrez votre titre dans Mes titres de séjour et ses échéances s'afficheront ici.",
  permitsLink: "Mes titres de séjour",
  law: {
    title: "Ce que la loi permet",
    alternative:
      "Quand une démarche doit se faire en ligne, l'administration doit proposer une autre voie à ceux qui ne peuvent pas utiliser le service en ligne. Le Conseil d'État l'a jugé pour l'ANEF, le service en ligne des titres de séjour.",
    record:
      "Gardez un relevé daté de chaque tentative, avec une capture d'écran de ce que la page affichait\u202f: c'est la preuve qu'un courrier, et un juge, demandent.",
    letter:
      "Écrivez à la préfecture, en recommandé avec accusé de réception, pour demander un rendez-vous ou un autre moyen de déposer, relevé joint.",
    extension:
      "Un renouvellement déposé complet et à temps vous donne une attestation de prolongation d'instruction de {{months}}\u00a0mois au plus, renouvelée jusqu'à la décision.",
    court:
      "Quand l'échéance approche et que rien ne marche, le juge des référés du tribunal administratif (référé «\u202fmesures utiles\u202f») peut ordonner à la préfecture de vous donner un rendez-vous. L'avocat n'est pas obligatoire, mais un avocat ou un service d'aide juridique augmente nettement les chances.",
    sources: "Textes",
  },
  record: {
    title: "Votre relevé de tentatives",
    empty: "Aucune tentative pour l'instant. Ajoutez-en une à chaque essai, le jour même.",
    summary_one: "{{count}}\u00a0tentative, le {{first}}.",
    summary_other: "{{count}}\u00a0tentatives, du {{first}} au {{last}}.",
    addTitle: "Ajouter une tentative",
    date: "Jour de la tentative",
    channel: "Où vous avez essayé",
    outcome: "Ce qui s'est passé",
    note: "Précision (facultatif)",
    noteHint: "Ce que la page ou la personne a dit, un numéro de référence. Elle figure telle quelle dans le courrier.",
    choose: "Choisir…",
    add: "Ajouter cette tentative",
    delete: "Supprimer",
    deleteLabel: "Supprimer la tentative du {{day}}",
    screenshot: "Capture d'écran",
    download: "Télécharger {{name}}",
    uploadTarget: "la tentative du {{day}}",
    noScreenshot: "Pas encore de capture.",
  },
  letter: {
    title: "Le courrier à la préfecture",
    text: "Votre relevé remplit la liste des tentatives du courrier (les 30 dernières, de la plus ancienne à la plus récente). Relisez-la, ajoutez votre adresse et téléchargez-le en PDF ou en Word.",
    link: "Rédiger la demande de rendez-vous à partir de mon relevé",
  },
  consultation: {
    title: "Demander à un conseiller",
    text: "Un conseiller lit votre relevé et vous dit quoi faire ensuite, y compris si saisir le tribunal a un sens. Le premier échange est gratuit.",
    message:
      "Je n'arrive pas à obtenir de rendez-vous en préfecture. Mon relevé compte {{count}}\u00a0tentatives, du {{first}} au {{last}}. {{deadline}} Pouvez-vous me conseiller sur la suite\u202f?",
    messageEmpty:
      "Je n'arrive pas à obtenir de rendez-vous en préfecture. {{deadline}} Pouvez-vous me conseiller sur la suite\u202f?",
  },
  saved: {
    added: "La tentative est dans votre relevé.",
    deleted: "La tentative a été supprimée.",
  },
};
