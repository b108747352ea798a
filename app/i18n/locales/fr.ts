import type { Catalog } from "./en.ts";

const fr = {
  brand: {
    name: "Passerelle",
    tagline: "Installez-vous en France en toute confiance",
    homeLink: "Passerelle, page d'accueil",
  },
  a11y: {
    skipToContent: "Aller au contenu principal",
    loading: "Chargement…",
    externalLink: "(s'ouvre dans un nouvel onglet)",
  },
  nav: {
    mainLabel: "Navigation principale",
    visaTypes: "Types de visa",
    visaOverviewTitle: "Tous les types de visa pour la France",
    visaOverviewDescription:
      "Comparez tous les visas de long séjour et titres de séjour, selon le motif de votre venue.",
    visa: {
      passeportTalent: {
        title: "Passeport Talent",
        description: "Titre pluriannuel pour les profils qualifiés et reconnus.",
      },
      carteBleueUe: {
        title: "Carte bleue européenne",
        description: "Pour les salariés hautement qualifiés ayant une offre d'emploi en France.",
      },
      autoEntrepreneur: {
        title: "Auto-entrepreneur",
        description: "Exercez votre propre activité en tant que travailleur indépendant.",
      },
      salarie: { title: "Visa salarié", description: "Pour un emploi salarié auprès d'un employeur français." },
    },
    cities: "Villes",
    city: {
      paris: { title: "Paris", description: "La capitale, entre carrière et culture." },
      lyon: { title: "Lyon", description: "Une ville prisée des nomades numériques." },
      marseille: { title: "Marseille", description: "L'art de vivre méditerranéen." },
      nice: { title: "Nice", description: "Une retraite sur la Côte d'Azur." },
    },
    resources: "Ressources",
    resource: {
      blog: { title: "Blog", description: "Actualités et articles pratiques." },
      freeGuide: {
        title: "Télécharger le guide gratuit",
        description: "Un guide pour bien démarrer, sans inscription.",
      },
      cityComparison: { title: "Comparateur de villes", description: "Comparez jusqu'à trois villes françaises." },
    },
    pricing: "Tarifs",
    signIn: "Se connecter",
    getStarted: "Commencer",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    mobileMenuTitle: "Menu",
    mobileMenuDescription: "Parcourir Passerelle",
    currentPage: "page actuelle",
  },
  language: {
    label: "Langue",
    switchTo: "Changer de langue",
  },
  footer: {
    about:
      "Passerelle vous aide à préparer votre installation en France : le visa qui vous correspond, son coût, la ville qui vous convient et les prochaines étapes.",
    explore: "Explorer",
    visaTypes: "Types de visa",
    blog: "Blog",
    cityComparison: "Comparateur de villes",
    cityGuides: "Guides des villes",
    parisGuide: "Guide de Paris",
    lyonGuide: "Lyon pour les nomades numériques",
    marseilleGuide: "Vivre à Marseille",
    niceGuide: "Prendre sa retraite à Nice",
    legal: "Informations légales et aide",
    privacy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
    help: "Centre d'aide",
    cookieSettings: "Paramètres des cookies",
    contact: "Contact",
    contactEmail: "Écrivez-nous",
    disclaimer:
      "Des repères, pas un conseil juridique. Vérifiez toujours les sources officielles avant de déposer votre demande.",
    copyright: "© {{year}} Passerelle",
  },
  cookies: {
    bannerLabel: "Consentement aux cookies",
    bannerTitle: "Votre vie privée, votre choix",
    bannerText:
      "Nous utilisons des cookies nécessaires au fonctionnement de ce site. Avec votre consentement, nous utiliserions également des cookies de mesure d'audience, de marketing et de préférences. Conformément au RGPD, vous gardez le contrôle et pouvez modifier vos préférences à tout moment depuis le pied de page.",
    acceptAll: "Tout accepter",
    rejectAll: "Tout refuser",
    customize: "Personnaliser",
    close: "Fermer et refuser les cookies facultatifs",
    settingsTitle: "Préférences en matière de cookies",
    settingsDescription:
      "Choisissez les cookies que nous pouvons utiliser. Les cookies nécessaires ne peuvent pas être désactivés.",
    alwaysOn: "Toujours actifs",
    save: "Enregistrer les préférences",
    cancel: "Annuler",
    category: {
      necessary: {
        title: "Nécessaires",
        description:
          "Assurent le fonctionnement du site : choix de la langue, sécurité et enregistrement de ce consentement.",
      },
      analytics: {
        title: "Mesure d'audience",
        description: "Nous aident à comprendre, de façon agrégée, comment le site est utilisé.",
      },
      marketing: {
        title: "Marketing",
        description: "Mesurent l'efficacité de nos campagnes et affichent des offres pertinentes.",
      },
      preferences: {
        title: "Préférences",
        description: "Mémorisent vos choix, comme les villes que vous avez comparées.",
      },
    },
  },
  emailCapture: {
    title: "Recevez votre liste de préparation au départ",
    description:
      "Nous vous enverrons par e-mail une liste détaillée, étape par étape, pour vous installer en France. Pas de spam ; désinscription possible à tout moment.",
    label: "Adresse e-mail",
    placeholder: "vous@example.com",
    submit: "Recevoir la liste",
    submitting: "Envoi en cours…",
    successTitle: "Consultez votre boîte de réception",
    success: "Votre liste personnalisée de préparation au départ sera envoyée à {{email}}",
    errorTitle: "Une erreur est survenue",
    error: "Échec de l'inscription. Veuillez réessayer.",
    invalidTitle: "E-mail invalide",
    invalid: "Veuillez saisir une adresse e-mail valide.",
    privacyNote: "Nous utilisons votre adresse uniquement pour vous envoyer ce que vous avez demandé.",
  },
  toast: {
    regionLabel: "Notifications ({{hotkey}})",
    close: "Fermer la notification",
  },
  home: {
    title: "Préparez votre installation en France",
    intro:
      "Passerelle vous indique quel visa français correspond à votre situation, ce qu'il coûte, quelle ville vous convient et quelles sont les prochaines étapes — avec une équipe qui peut vous accompagner dans vos démarches.",
    ctaVisas: "Découvrir les types de visa",
    ctaCities: "Comparer les villes",
    metaDescription:
      "Préparez votre installation en France : trouvez le bon visa, comparez les villes et recevez une liste de préparation au départ, étape par étape.",
  },
  comingSoon: {
    note: "Cette page est en préparation et sera bientôt disponible. En attendant, la présentation des visas et la liste de préparation au départ sont déjà à votre disposition.",
    backHome: "Retour à la page d'accueil",
  },
  page: {
    pdfGuide: "Guide d'installation premium (PDF)",
    pdfGuideSuccess: "Merci pour votre achat",
    freePdf: "Guide de démarrage gratuit",
    cityComparison: "Comparateur de villes",
    cityQuiz: "Quelle ville française vous correspond ?",
    stressRelief: "S'installer en France sans stress",
    admin: "Administration",
    adminBlog: "Administration du blog",
    blog: "Blog",
    blogPost: "Article de blog",
    visa: "Types de visa pour la France",
    visaDetail: "{{visa}}",
    pricing: "Tarifs",
    register: "Créez votre compte",
    login: "Se connecter",
    dashboard: "Votre tableau de bord",
    invoicePaymentSuccess: "Paiement reçu",
    invoicePaymentCancelled: "Paiement annulé",
    privacyPolicy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
    help: "Centre d'aide",
    parisGuide: "Guide de Paris",
    lyonDigitalNomads: "Lyon pour les nomades numériques",
    marseilleLiving: "Vivre à Marseille",
    retiringNice: "Prendre sa retraite à Nice",
    euEeaNationals: "Ressortissants de l'UE/EEE",
  },
  notFound: {
    title: "Page introuvable",
    description: "La page que vous recherchez n'existe pas ou a été déplacée.",
    backHome: "Retour à la page d'accueil",
  },
  error: {
    title: "Une erreur est survenue",
    description: "Une erreur inattendue s'est produite. Veuillez réessayer.",
    reference: "Référence : {{requestId}}",
  },
  meta: {
    titleSuffix: "Passerelle",
  },
} satisfies Catalog;

export default fr;
