import type { permitsEn } from "./permits-en.ts";

/** "Mes titres de séjour" (/dashboard/permits), in French: the keys of permits-en.ts. */
export const permitsFr: typeof permitsEn = {
  title: "Mes titres de séjour",
  intro:
    "Enregistrez votre visa de long séjour ou votre titre de séjour\u202f: nous datons chaque étape qui suit — validation, période de renouvellement et son dernier jour, droit dû en cas de dépôt tardif — et vous le rappelons par e-mail 90, 30 et 7 jours avant chaque échéance, puis le jour même.",
  disclaimer:
    "Information, pas un conseil juridique. Les dates suivent les règles en vigueur aujourd'hui (sources sous chaque étape)\u202f; les instructions de la préfecture et de l'ANEF prévalent.",
  empty: "Vous n'avez encore enregistré ni visa ni titre de séjour.",
  remindersNote: "Les rappels partent vers {{email}} une fois votre adresse vérifiée.",
  form: {
    addTitle: "Enregistrer un visa ou un titre",
    editTitle: "Modifier cet enregistrement",
    route: "Visa ou titre",
    routePlaceholder: "Choisissez votre visa ou votre titre",
    document: "Document",
    documents: { "vls-ts": "Visa de long séjour (VLS-TS)", "residence-permit": "Titre de séjour (carte de séjour)" },
    startDate: "Premier jour de validité",
    expiryDate: "Date d'expiration",
    expiryHint: "Telle qu'inscrite sur le document.",
    arrivalDate: "Jour de votre arrivée en France",
    arrivalHint: "Nécessaire pour un VLS-TS\u202f: le délai de validation se compte à partir de ce jour.",
    departement: "Département où vous habitez",
    departementHint: "Sa préfecture traite votre titre, par exemple 75, 69 ou 974.",
    filing: "Mode de dépôt du renouvellement",
    filings: {
      online: "En ligne sur l'ANEF (la plupart des titres)",
      prefecture: "En préfecture",
    },
    validatedOn: "Jour de validation du VLS-TS (si c'est fait)",
    renewalFiledOn: "Jour de votre demande de renouvellement (si c'est fait)",
    save: "Enregistrer",
    add: "L'enregistrer",
    cancel: "Annuler",
  },
  permit: {
    heading: "{{route}} — {{document}}",
    validity: "Valable du {{start}} au {{expiry}}, département {{departement}}",
    edit: "Modifier",
    delete: "Supprimer",
    deleteConfirm: "Supprimer cet enregistrement et ses rappels\u202f?",
    markValidated: "Je l'ai validé aujourd'hui",
    markFiled: "J'ai demandé le renouvellement aujourd'hui",
    calendarTitle: "Calendrier",
  },
  step: {
    window: "du {{from}} au {{to}}",
    where: "Où",
    bring: "À préparer",
    source: "Source",
    checkedOn: "vérifié le {{date}}",
  },
  states: {
    done: "Fait",
    upcoming: "À venir",
    soon: "Bientôt",
    today: "Aujourd'hui",
    open: "En cours",
    missed: "Dépassé",
    passed: "Derrière vous",
  },
  saved: {
    created: "Enregistré. Votre calendrier est ci-dessous.",
    updated: "Enregistré. Votre calendrier est à jour.",
    deleted: "Supprimé, avec ses rappels.",
    feedOff:
      "Votre adresse de calendrier est désactivée\u202f: les applications de calendrier ne peuvent plus la lire.",
  },
  next: {
    title: "La prochaine étape de votre titre",
    when: "Avant le {{date}} · {{route}}",
    none: "Enregistrez votre visa ou votre titre de séjour\u202f: nous datons les étapes qui suivent et vous les rappelons avant chaque échéance.",
    open: "Voir toutes les dates de mes titres",
    record: "Enregistrer mon visa ou mon titre",
  },
  advisor: {
    title: "Les échéances des titres du client",
    none: "Le client n'a encore enregistré ni visa ni titre (il le fait sur son tableau de bord, dans Mes titres de séjour).",
    permit: "{{route}}, expire le {{expiry}}",
  },
  blocked: {
    title: "Aucun rendez-vous disponible\u202f?",
    text: "Gardez un relevé daté de chaque tentative (captures d'écran comprises). Si l'échéance approche et que ni la préfecture ni l'ANEF ne prennent votre demande, écrivez à la préfecture\u202f: l'administration doit proposer un autre moyen de déposer.",
    link: "Rédiger la demande de rendez-vous",
  },
  calendar: {
    title: "Dans votre propre calendrier",
    intro:
      "Téléchargez les dates une fois, ou abonnez-vous avec une adresse secrète pour que votre application de calendrier suive chaque changement. Toute personne qui a l'adresse peut lire ces dates\u202f: gardez-la pour vous.",
    download: "Télécharger les dates (.ics)",
    on: "Activer une adresse de calendrier",
    renew: "Créer une nouvelle adresse (l'ancienne cesse de fonctionner)",
    off: "Désactiver l'adresse",
    since: "Votre adresse de calendrier est active depuis le {{date}}.",
    newUrl: "Votre adresse de calendrier — copiez-la maintenant, elle n'est affichée qu'une fois\u202f:",
    urlLabel: "Adresse de calendrier",
  },
};
