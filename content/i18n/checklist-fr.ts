import type { ChecklistTexts } from "./checklist-en.ts";

/** The French strings of content/i18n/checklist-en.ts (same keys; TypeScript checks the shape). */
export const checklistFr: ChecklistTexts = {
  title: "Votre liste d'installation",
  intro:
    "Chaque étape de votre installation pour le visa choisi, datée à rebours du jour où vous prévoyez d'arriver. Cochez-les au fur et à mesure\u202f: votre progression est enregistrée dans votre compte.",
  setup: {
    title: "Préparez votre liste",
    changeTitle: "Changer de visa ou de date d'arrivée",
    intro:
      "Choisissez votre visa et le jour où vous prévoyez d'arriver en France\u202f: nous datons chaque étape à partir de ce jour.",
    visa: "Votre visa",
    visaPlaceholder: "Choisissez un visa",
    fromLink: "Rempli avec le visa que vous avez choisi.",
    fromAssessment: "Rempli avec la meilleure option de votre dernière évaluation.",
    notSure: "Vous hésitez sur le visa\u202f? Comparez-les tous",
    arrival: "Date d'arrivée prévue",
    arrivalHint:
      "Entre le {{earliest}} et le {{latest}}. Une date approximative suffit\u202f: vous pourrez la changer à tout moment, vos cases cochées restent.",
    create: "Créer ma liste",
    update: "Mettre à jour ma liste",
    keep: "Garder ma liste actuelle",
    changeNote: "Les étapes que votre nouveau visa partage avec l'actuel restent cochées.",
  },
  summary: {
    visa: "Visa",
    arrival: "Arrivée prévue",
    change: "Changer de visa ou de date",
    visaPage: "Lire la page du visa",
    progressLabel: "Progression de la liste",
    progress: "{{done}} étapes faites sur {{total}}",
    next: "Prochaine étape",
    nextDue: "Pour le {{date}}",
    allDone: "Toutes les étapes sont cochées. Bienvenue en France\u202f!",
  },
  periods: {
    title: "Les étapes par période",
    early: "3 mois ou plus avant l'arrivée",
    before: "De 1 à 3 mois avant l'arrivée",
    monthBefore: "Le mois avant l'arrivée",
    arrivalWeek: "La semaine de l'arrivée",
    firstMonths: "Les 3 premiers mois",
    later: "Après 3 mois",
  },
  item: {
    due: "Pour le {{date}}",
    overdue: "En retard",
    dueSoon: "Bientôt",
    done: "Fait",
    officialPage: "Page officielle\u202f: {{publisher}}",
    dateFrom: "Date calculée à partir de\u202f:",
    plusEstimates: ", plus nos estimations des autres délais",
    checkedOn: "{{publisher}}, vérifié le {{date}}",
    ourEstimate: "Date\u202f: notre estimation, d'après les délais habituels que nous constatons (revue le {{date}})",
    arrivalDay: "Date\u202f: le jour de votre arrivée",
    save: "Enregistrer ma progression",
    saveHint: "Cochez les étapes faites, puis enregistrez.",
  },
  notices: {
    created: "Votre liste est prête.",
    updated: "Votre liste est mise à jour.",
    saved: "Votre progression est enregistrée.",
  },
  estimatesNote:
    "Les dates indiquées comme notre estimation reposent sur les délais habituels que nous constatons, pas sur un chiffre officiel\u202f: consulats et préfectures diffèrent.",
  disclaimer:
    "Les règles et les délais changent, et chaque cas est différent\u202f: vérifiez chaque étape sur sa page officielle avant d'agir. Seule l'administration décide.",
  upgrade: {
    title: "Vous préférez qu'on s'en occupe\u202f?",
    text: "Avec une formule clé en main, un conseiller établit votre plan, vous demande et vérifie vos documents et suit votre dossier avec vous.",
    cta: "Voir les formules clé en main",
  },
  useThisVisa: "Utiliser ce visa pour mon plan",
  useThisVisaHint: "Obtenez les étapes de ce visa, datées à partir de votre arrivée, à cocher.",
  profile: {
    title: "Ma liste d'installation",
    text: "Les étapes de votre visa, datées à partir de votre arrivée prévue, à cocher au fur et à mesure.",
    open: "Ouvrir ma liste",
  },
};
