import type { AdminDashboardTexts } from "./admin-dashboard-en.ts";

/** The French strings of content/i18n/admin-dashboard-en.ts (same keys; TypeScript checks the shape). */
export const adminDashboardFr: AdminDashboardTexts = {
  title: "Tableau de bord",
  metaDescription: "Adresses recueillies, évaluations, demandes de consultation ouvertes et entonnoir consenti.",
  countsTitle: "Cette semaine et ce mois-ci",
  counts: {
    emailCapturesThisWeek: "Adresses e-mail recueillies, 7 derniers jours",
    assessmentsLast7Days: "Évaluations réalisées, 7 derniers jours",
    assessmentsLast30Days: "Évaluations réalisées, 30 derniers jours",
    consultationRequestsOpen: "Demandes de consultation encore ouvertes",
  },
  countsNote: "Ces chiffres comptent tous les visiteurs\u202f: ils viennent des enregistrements eux-mêmes.",
  funnelTitle: "Entonnoir",
  periodLabel: "Période",
  periods: { "7": "7 derniers jours", "30": "30 derniers jours", "90": "90 derniers jours" },
  funnelNote:
    "Seuls les visiteurs qui ont accepté les cookies de mesure d'audience sont comptés ici, ces nombres sont donc inférieurs aux chiffres ci-dessus. Les visites sont des navigateurs qui ont consulté une page\u202f; les autres étapes comptent des événements. Chaque conversion se calcule depuis l'étape précédente.",
  chartTitle: "Entonnoir, {{period}}",
  steps: {
    visits: "Visites",
    wizard_started: "Assistant commencé",
    wizard_completed: "Assistant terminé",
    email_captured: "Adresse e-mail laissée",
    purchase_completed: "Achat",
  },
  table: {
    caption: "Entonnoir, {{period}}, en chiffres",
    step: "Étape",
    count: "Nombre",
    conversion: "Conversion depuis l'étape précédente",
    none: "Sans objet",
  },
};
