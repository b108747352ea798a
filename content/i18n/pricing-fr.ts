import type { PricingStrings } from "./pricing-en.ts";

/** The French strings of content/i18n/pricing-en.ts (same keys; TypeScript checks the shape). */
export const pricingFr: PricingStrings = {
  metaDescription:
    "Les tarifs de Passerelle, offre gratuite et premium au mois ou à l'année, et nos accompagnements clés en main pour les particuliers, les familles, les entrepreneurs, les entreprises et les citoyens de l'UE/EEE. TVA incluse.",
  intro:
    "Préparez votre départ vous-même avec nos guides et nos outils, ou confiez-le à notre équipe. Tous les prix sont TTC.",
  notLegalAdvice:
    "Un accompagnement, pas un conseil juridique. Nous préparons et vérifions votre dossier et vous guidons à chaque étape, mais ce sont les autorités françaises qui décident de chaque visa et titre de séjour. Personne ne peut promettre leur décision, et nous ne le faisons pas.",
  tabsLabel: "Rubriques des tarifs",
  tabs: {
    subscriptions: "Abonnements",
    individuals: "Clés en main\u202f: particuliers et familles",
    business: "Clés en main\u202f: entrepreneurs et entreprises",
    euEea: "Citoyens UE/EEE",
  },
  subscriptions: {
    title: "Les abonnements",
    intro:
      "Commencez gratuitement. Premium Relocator débloque davantage de contenus, au mois ou à l'année, et vous pouvez arrêter à tout moment.",
  },
  individuals: {
    title: "Accompagnements clés en main pour les particuliers et les familles",
    intro:
      "Notre équipe prépare votre installation avec vous, du dossier de visa à vos premières semaines en France. Un seul paiement.",
  },
  business: {
    title: "Accompagnements clés en main pour les entrepreneurs et les entreprises",
    intro:
      "Pour les fondateurs qui s'installent en France et pour les entreprises qui y font venir des salariés. Un seul paiement.",
  },
  euEea: {
    title: "Le EU/EEA Freedom Package",
    intro:
      "Pour les citoyens de l'UE, de l'EEE et de la Suisse, qui n'ont pas besoin de visa mais ont encore beaucoup à mettre en place.",
  },
  billing: {
    label: "Période de facturation",
    monthly: "Mensuel",
    yearly: "Annuel",
  },
  free: "Gratuit",
  perMonth: "par mois",
  perYear: "par an",
  vatIncluded: "TVA incluse ({{rate}})",
  yearlySaving: "Vous économisez {{amount}} par an par rapport au paiement mensuel",
  monthlyEquivalent: "Soit {{amount}} par mois",
  whatYouGet: "Ce que vous obtenez",
  comingSoon: "Bientôt disponible",
  comingSoonNote:
    "Les éléments marqués «\u202fBientôt disponible\u202f» ne sont pas encore dans le produit. Nous les indiquons pour que vous sachiez ce qui est prévu, pas comme une partie de ce que vous payez aujourd'hui.",
  currentPlan: "Votre offre actuelle",
  includedInDfy: "Inclus dans votre accompagnement clés en main",
  subscribeMonthly: "S'abonner au mois",
  subscribeYearly: "S'abonner à l'année",
  signInToSubscribe: "Se connecter pour s'abonner",
  signInNote: "Nous vous demanderons d'abord de vous connecter ou de créer un compte, puis nous vous ramènerons ici.",
  createAccount: "Créer un compte gratuit",
  moneyBack_one:
    "Satisfait ou remboursé pendant {{count}} jour\u202f: si Premium Relocator ne vous convient pas, demandez-le dans le jour qui suit un paiement et nous vous le remboursons.",
  moneyBack_other:
    "Satisfait ou remboursé pendant {{count}} jours\u202f: si Premium Relocator ne vous convient pas, demandez-le dans les {{count}} jours qui suivent un paiement et nous vous le remboursons.",
  package: {
    oneTime: "paiement unique",
    priceOnRequest: "Prix sur demande",
    priceOnRequestNote: "Nous établissons un devis après un premier appel gratuit.",
    includes: "Ce que nous faisons",
    deliverables: "Ce que vous recevez",
    idealFor: "Idéal pour",
    teamSize: "Équipes de {{min}} à {{max}} personnes.",
    teamSizeOrMore: "Équipes de {{min}} personnes ou plus.",
    hoursSaved_one: "Environ {{count}} heure de votre temps économisée",
    hoursSaved_other: "Environ {{count}} heures de votre temps économisées",
    hoursSavedOrMore_one: "{{count}} heure ou plus de votre temps économisée",
    hoursSavedOrMore_other: "{{count}} heures ou plus de votre temps économisées",
    duration_one: "Compter {{min}} à {{count}} semaine",
    duration_other: "Compter {{min}} à {{count}} semaines",
    externalFees: "Frais externes, notre estimation\u202f: {{min}} à {{max}}",
    externalFeesNote: "À votre charge, versés à l'administration et aux autres prestataires, en plus de notre prix.",
    notIncluded: "Ce que le prix ne comprend pas",
    guarantee: "Garantie",
    guaranteeDays_one: "Remboursé sous {{count}} jour",
    guaranteeDays_other: "Remboursé sous {{count}} jours",
    guaranteeMonths_one: "Remboursé sous {{count}} mois",
    guaranteeMonths_other: "Remboursé sous {{count}} mois",
    cta: "Se renseigner sur {{name}}",
    ctaNote:
      "Ouvre notre formulaire de consultation gratuite avec cette offre déjà indiquée. Rien n'est envoyé tant que vous ne l'envoyez pas.",
  },
  consultationMessage: "Je suis intéressé(e) par l'offre {{name}}.",
  other: {
    title: "Autres services",
    guide: {
      title: "Guide PDF premium",
      text: "Notre guide complet de l'installation en France dans votre langue, à télécharger dès le paiement.",
      guarantee_one: "Satisfait ou remboursé pendant {{count}} jour.",
      guarantee_other: "Satisfait ou remboursé pendant {{count}} jours.",
      cta: "Voir le guide",
    },
    consulting: {
      title: "Consultation supplémentaire",
      text: "Besoin de plus de temps que ne le prévoit votre offre\u202f? Les heures supplémentaires avec un conseiller s'ajoutent à votre facture d'accompagnement.",
      rate: "{{price}} de l'heure",
    },
  },
};

/** Arabic has six plural forms: each plural key below has all of them (app/i18n/catalogs.test.ts). */
