import type { CheckoutTexts } from "./checkout-en.ts";

/** The French strings of content/i18n/checkout-en.ts (same keys; TypeScript checks the shape). */
export const checkoutTextsFr: CheckoutTexts = {
  guide: {
    title: "Le guide Passerelle pour s'installer en France, 2026",
    metaDescription:
      "Un guide PDF généré à partir de nos fiches visas sourcées : tous les visas long séjour, les coûts 2026, des check-lists avec délais et sept villes comparées.",
    lead: "Tout le contenu de nos fiches visas dans un document à garder, imprimer et partager avec votre famille : généré à partir des mêmes données sourcées, avec la date de vérification de chacune.",
    contentsTitle: "Ce qu'il contient",
    contents: {
      visas:
        "Chaque visa long séjour et titre de séjour, avec ses conditions, ses frais officiels et la source officielle de chaque chiffre",
      costs:
        "Les coûts 2026 : frais de visa, taxes de titre de séjour et droit de timbre, seuils de salaire, justificatifs de ressources",
      checklists: "Des check-lists avec délais, des documents aux premiers mois en France",
      cities:
        "Sept villes comparées : loyers et coûts mensuels (nos estimations, avec leur base), encadrement des loyers, atouts et points d'attention",
    },
    priceLabel: "Prix unique",
    vatIncluded: "TVA comprise ({{rate}}\u202f%)",
    guarantee:
      "Téléchargement immédiat. Satisfait ou remboursé pendant {{days}} jours : répondez à votre reçu et nous vous remboursons.",
    emailLabel: "Votre adresse e-mail",
    emailHint: "Nous y envoyons votre reçu et un lien de téléchargement.",
    buy: "Continuer vers le paiement",
    secure:
      "Paiement par carte sur une page sécurisée de notre prestataire de paiement. Nous ne voyons jamais votre numéro de carte.",
    cancelled: "Paiement annulé : rien n'a été débité. Vous pouvez réessayer quand vous le souhaitez.",
    freeTitle: "Pas encore décidé\u202f?",
    freeText: "Lisez d'abord le guide de démarrage gratuit : sans inscription ni e-mail.",
    freeLink: "Télécharger le guide gratuit",
    notAdvice: "Des repères, pas un conseil juridique : chaque chiffre renvoie à sa source officielle.",
    preview: {
      title: "Un aperçu du guide",
      lead: "Des pages du guide telles que vous les recevrez, imprimées de la même façon que votre exemplaire.",
      chaptersTitle: "Ses chapitres",
      pages: {
        cover: {
          caption: "La couverture",
          alt: "La couverture du guide\u202f: son titre, son édition et la date de dernière vérification de ses chiffres",
        },
        contents: {
          caption: "Le sommaire",
          alt: "Le sommaire\u202f: chaque chapitre, chaque visa et chaque ville avec son numéro de page",
        },
        visas: {
          caption: "Les chapitres sur les visas",
          alt: "La première page des chapitres sur les visas, un chapitre par visa ou titre de séjour",
        },
        checklist: {
          caption: "La liste de préparation",
          alt: "La première page de la liste de préparation avec ses délais et ses cases à cocher",
        },
      },
    },
  },
  success: {
    title: "Merci pour votre achat",
    metaDescription: "Votre guide Passerelle : téléchargez-le ici.",
    paid: "Votre paiement est confirmé. Votre guide est prêt.",
    download: "Télécharger le guide (PDF)",
    linkValid: "Ce lien fonctionne pendant 24 heures. Le reçu envoyé à {{email}} contient un lien valable 30 jours.",
    pending:
      "Nous confirmons votre paiement auprès du prestataire de paiement. Cette page se rafraîchit d'elle-même dans quelques secondes.",
    refresh: "Rafraîchir maintenant",
    refunded: "Cette commande a été remboursée : le guide n'est plus disponible à partir de celle-ci.",
    unknownTitle: "Nous ne trouvons pas ce paiement",
    unknown:
      "Si vous avez payé, votre reçu avec le lien de téléchargement vous parvient par e-mail. Sinon, vous pouvez recommencer depuis la page du guide.",
    backToGuide: "Retour au guide",
    guarantee:
      "Pas ce que vous attendiez\u202f? Répondez à votre reçu dans les {{days}} jours et nous vous remboursons.",
  },
  test: {
    title: "Paiement de test",
    banner: "TEST",
    bannerText: "Ceci est la page de paiement de test intégrée. Aucune carte n'est débitée et aucun argent ne circule.",
    summary: "Récapitulatif de la commande",
    email: "Reçu envoyé à",
    total: "Total",
    perMonth: "par mois",
    perYear: "par an",
    pay: "Payer (carte de test acceptée)",
    fail: "Échouer (carte de test refusée)",
    cancel: "Annuler et revenir",
    failed: "La carte de test a été refusée. Vous pouvez réessayer ou annuler.",
    closed: "Ce paiement de test est terminé.",
    continue: "Continuer",
    portalTitle: "Portail de facturation de test",
    portalText:
      "Le remplaçant intégré du portail client du prestataire de paiement. Rien ici ne déplace d'argent réel.",
    portalNone: "Aucun abonnement pour ce client.",
    portalStatus: "Statut : {{status}} — la période en cours se termine le {{date}}",
    portalCancelling: "S'arrête à la fin de la période.",
    portalActions: {
      cancel: "Résilier à la fin de la période",
      resume: "Conserver l'abonnement",
      renew: "Simuler le prochain renouvellement (payé)",
      "fail-renewal": "Simuler un renouvellement échoué",
      end: "Arrêter maintenant",
    },
    portalBack: "Revenir à Passerelle",
  },
  invoice: {
    title: "Facture {{number}}",
    metaDescription: "Votre facture Passerelle clés en main.",
    issued: "Émise le {{date}}",
    description: "Désignation",
    quantity: "Quantité",
    amount: "Montant",
    total: "Total (TTC)",
    vat: "dont TVA ({{rate}}\u202f%)",
    pay: "Payer cette facture",
    paid: "Payée le {{date}}. Merci\u202f!",
    refunded: "Cette facture a été remboursée.",
    void: "Cette facture a été annulée.",
    pdf: "Télécharger le PDF",
    secure: "Paiement par carte sur une page sécurisée de notre prestataire de paiement.",
  },
  invoiceSuccess: {
    title: "Paiement reçu",
    metaDescription: "Votre facture clés en main est réglée.",
    paid: "Merci : la facture {{number}} est réglée et votre formule clés en main est active.",
    next: "La suite : votre conseiller vous contacte sous 24 heures pour démarrer, et votre reçu vous parvient par e-mail.",
    pending:
      "Nous confirmons votre paiement auprès du prestataire de paiement. Cette page se rafraîchit d'elle-même dans quelques secondes.",
    unknown: "Nous ne trouvons pas ce paiement. Si vous avez payé, votre reçu vous parvient par e-mail.",
    profile: "Aller à mon profil",
  },
  invoiceCancelled: {
    title: "Paiement non effectué",
    metaDescription: "Le paiement de votre facture n'a pas abouti.",
    text: "Rien n'a été débité. Votre facture reste ouverte : vous pouvez la régler quand vous serez prêt, depuis le lien de notre e-mail ou depuis votre profil.",
    next: "Une question sur la facture\u202f? Répondez à l'e-mail qui l'accompagnait, ou écrivez-nous.",
    retry: "Revenir à la facture",
    contact: "Nous contacter",
  },
};
