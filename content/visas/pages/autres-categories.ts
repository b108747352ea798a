import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "autres-categories",
  category: "other",
  purposes: ["family", "retire", "work"],
  keyFacts: [
    "schengen.short-stay-max-days",
    "schengen.short-stay-reference-period-days",
    "short-stay-visa.fee",
    "long-stay-visa.fee",
    "vls-ts.validation-deadline",
  ],
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/web/france-visas/assistant-visa",
      label: {
        en: "France-Visas: visa wizard to find your exact category",
        fr: "France-Visas : assistant visa pour trouver votre catégorie exacte",
      },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: { en: "France-Visas: apply for your visa", fr: "France-Visas : demander votre visa" },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/N110",
      label: { en: "Service-Public.fr: foreigners in France", fr: "Service-Public.fr : étrangers en France" },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: online procedures after arrival",
        fr: "ANEF : démarches en ligne après l'arrivée",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Other categories: specific situations and how to find your visa",
      summary:
        "Retired former residents, medical treatment, minors and other specific cases. Use the France-Visas visa wizard to find your exact category.",
      whoFor: [
        "Former residents of France who have retired abroad and receive a French pension, who may hold a residence permit « retraité » to come back for stays.",
        "People coming to France for medical treatment, and minors: pupils enrolled in a French school, or children travelling or joining family.",
        "Talent situations not covered by the other pages, such as the family of a talent card holder, or the medical and pharmacy professions category created by the immigration law that also renamed the passeport talent.",
        "Family members of refugees and beneficiaries of international protection, who use the réunification familiale procedure, and any other case where you are unsure which category applies.",
      ],
      conditions: [
        "Retired former residents: you held a resident card in France, you now live abroad and you receive a pension from a French basic scheme. The permit « retraité » lets you stay in France without working, and your spouse may obtain a permit « conjoint de retraité ».",
        "Medical treatment: usually a short-stay visa, with a medical report, the hospital's acceptance and cost estimate, and proof that you have paid or can pay the care. French public health insurance does not cover it. The residence permit for medical reasons (étranger malade) is a different procedure for people already living in France.",
        "Minors: a minor coming to study in a French school needs a long-stay visa for schooling (mineur scolarisé), parental authorisation and a responsible adult in France. A foreign minor living in France needs no residence permit, but may need a travel document for foreign minors (document de circulation pour étranger mineur) to leave and come back.",
        "Family of a talent card holder: the spouse and minor children receive a talent (famille) card of the same length, without the family reunification procedure.",
        "In every case: the conditions of the exact category you choose apply, so check them on France-Visas and Service-Public.fr rather than on lists found elsewhere.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "The visa application completed on France-Visas for the category the visa wizard gave you, with its summary and receipt.",
        "Proof of the purpose: pension statements and your former French resident card; medical report and hospital documents; school enrolment and parental authorisation; or the family record linking you to the person in France.",
        "Proof of resources, such as bank statements for the last {fact:bank-statements.months}, and health or travel insurance; for a short-stay visa, cover of at least {fact:travel-insurance.min-cover}.",
        "Proof of accommodation in France, and for a minor, the identity and address of the adult responsible in France.",
      ],
      costs: [
        "Short-stay visa fee: {fact:short-stay-visa.fee} for an adult; long-stay visa fee: {fact:long-stay-visa.fee}. Some categories are exempt or reduced: France-Visas shows the amount when you fill in the form.",
        "After arrival with a long-stay visa: a tax stamp (timbre fiscal) to validate it or to obtain your residence permit. Check the current amounts on Service-Public.fr.",
        "For medical treatment: the full cost of care, often with a deposit paid to the hospital before the visa is issued.",
        "Short-stay visa for a child aged six to eleven: {fact:short-stay-visa.fee-child}. The Entry/Exit System (EES) has recorded entries and exits at the Schengen border since {fact:ees.start}; ETIAS, for visa-exempt travellers ({fact:etias.fee}), is planned for the {fact:etias.start} and had not started when we last checked.",
      ],
      processing:
        "Times depend on the category and the consulate: a few weeks for most visas, longer where the consulate must check civil status or medical documents. Apply as early as your documents allow.",
      validity:
        "A short-stay visa allows at most {fact:schengen.short-stay-max-days} within any rolling period of {fact:schengen.short-stay-reference-period-days}. A long-stay visa is either a VLS-TS, validated online within {fact:vls-ts.validation-deadline} of arrival, or a visa stating that a residence permit must be applied for. The permit « retraité » is a multi-year permit that lets you spend long periods in France without settling there permanently; the other permits follow the rules of their category.",
      workRights:
        "They depend on the category: no work on the permit « retraité », on a visitor status or on a short-stay visa for medical treatment; the spouse of a talent card holder may work in France; a minor pupil may only do the work placements that are part of their schooling.",
      family:
        "Each family member needs their own application. Where a category has its own family rules (talent family, spouse of a retiree, family of a protected person), use that route rather than family reunification.",
      steps: [
        {
          title: "Run the France-Visas visa wizard",
          body: "On france-visas.gouv.fr, enter your nationality, your country of residence, the purpose and the length of your stay. The wizard tells you whether you need a visa, which category applies and which documents to provide.",
        },
        {
          title: "Read the official page for your category",
          body: "Check the category's conditions on France-Visas and, for what happens after arrival, on Service-Public.fr. If you are still unsure, ask the consulate before you apply.",
        },
        {
          title: "Apply online on France-Visas",
          body: "Fill in the application for the category the wizard gave you and print the summary with the list of documents.",
        },
        {
          title: "Appointment and biometrics",
          body: "Attend your appointment at the French consulate or the visa service provider in your country of residence with your originals; your fingerprints and photo are taken and you pay the fee.",
        },
        {
          title: "Arrival formalities",
          body: "With a VLS-TS, validate it on the ANEF website within {fact:vls-ts.validation-deadline} of arrival; with a visa stating that a permit must be applied for, apply on ANEF or at the préfecture as indicated. Follow any invitation from the OFII.",
        },
      ],
      mistakes: [
        "Picking the closest-sounding category instead of the one the visa wizard gives for your exact situation.",
        "Relying on unofficial lists of visa types, which are often out of date.",
        "Entering on a short stay for a purpose that needs a long-stay visa, and hoping to change status in France.",
        "Taking a foreign minor who lives in France abroad without checking the travel document needed to come back.",
        "Assuming that French health insurance will cover treatment planned before coming to France.",
      ],
    },
    fr: {
      title: "Autres catégories : situations particulières et choix du visa",
      summary:
        "Anciens résidents retraités, soins médicaux, mineurs et autres cas particuliers. L'assistant visa de France-Visas vous indique votre catégorie exacte.",
      whoFor: [
        "Anciens résidents de France retraités à l'étranger et titulaires d'une pension française, qui peuvent obtenir une carte de séjour « retraité » pour revenir séjourner.",
        "Personnes venant en France pour des soins médicaux, et mineurs : élèves inscrits dans un établissement scolaire français, ou enfants qui voyagent ou rejoignent leur famille.",
        "Situations talent non traitées dans les autres pages, comme la famille d'un titulaire de carte talent, ou la catégorie des professions médicales et de la pharmacie créée par la loi immigration qui a aussi renommé le passeport talent.",
        "Membres de famille de réfugiés et de bénéficiaires d'une protection internationale, qui relèvent de la réunification familiale, et tout autre cas où vous ne savez pas quelle catégorie s'applique.",
      ],
      conditions: [
        "Anciens résidents retraités : vous avez détenu une carte de résident en France, vous résidez désormais à l'étranger et percevez une pension d'un régime de base français. La carte « retraité » permet de séjourner en France sans travailler, et votre conjoint peut obtenir une carte « conjoint de retraité ».",
        "Soins médicaux : en général un visa de court séjour, avec un rapport médical, l'accord de l'hôpital et un devis, et la preuve que vous avez réglé ou pouvez régler les soins. L'Assurance Maladie ne les prend pas en charge. Le titre de séjour pour soins (étranger malade) est une procédure distincte, réservée aux personnes qui résident déjà en France.",
        "Mineurs : un mineur qui vient étudier dans un établissement scolaire français a besoin d'un visa de long séjour « mineur scolarisé », d'une autorisation parentale et d'un adulte responsable en France. Un mineur étranger résidant en France n'a pas besoin de titre de séjour, mais peut avoir besoin d'un document de circulation pour étranger mineur pour sortir et revenir.",
        "Famille d'un titulaire de carte talent : le conjoint et les enfants mineurs reçoivent une carte talent (famille) de même durée, sans passer par le regroupement familial.",
        "Dans tous les cas : les conditions de la catégorie exacte que vous choisissez s'appliquent ; vérifiez-les sur France-Visas et Service-Public.fr plutôt que sur des listes trouvées ailleurs.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "Le formulaire de demande rempli sur France-Visas pour la catégorie indiquée par l'assistant visa, avec son récapitulatif et son reçu.",
        "La preuve de l'objet du séjour : relevés de pension et ancienne carte de résident ; rapport médical et documents de l'hôpital ; inscription scolaire et autorisation parentale ; ou l'état civil qui vous rattache à la personne en France.",
        "Justificatifs de ressources, comme des relevés bancaires couvrant les {fact:bank-statements.months} précédant la demande, et une assurance santé ou voyage ; pour un visa de court séjour, une couverture d'au moins {fact:travel-insurance.min-cover}.",
        "Justificatif de logement en France et, pour un mineur, l'identité et l'adresse de l'adulte responsable en France.",
      ],
      costs: [
        "Frais de visa de court séjour : {fact:short-stay-visa.fee} pour un adulte ; frais de visa de long séjour : {fact:long-stay-visa.fee}. Certaines catégories sont exemptées ou à tarif réduit : France-Visas affiche le montant lorsque vous remplissez le formulaire.",
        "Après l'arrivée avec un visa de long séjour : un timbre fiscal pour le valider ou obtenir votre titre de séjour. Vérifiez les montants en vigueur sur Service-Public.fr.",
        "Pour des soins médicaux : le coût complet des soins, souvent avec un acompte versé à l'hôpital avant la délivrance du visa.",
        "Visa de court séjour pour un enfant de six à onze ans : {fact:short-stay-visa.fee-child}. Le système d'entrée/sortie (EES) enregistre les entrées et sorties à la frontière Schengen depuis le {fact:ees.start} ; ETIAS, pour les voyageurs dispensés de visa ({fact:etias.fee}), est prévu pour le {fact:etias.start} et n'était pas en service lors de notre dernière vérification.",
      ],
      processing:
        "Les délais dépendent de la catégorie et du consulat : quelques semaines pour la plupart des visas, davantage lorsque le consulat doit vérifier un état civil ou des documents médicaux. Déposez dès que vos pièces le permettent.",
      validity:
        "Un visa de court séjour permet au plus {fact:schengen.short-stay-max-days} sur toute période glissante de {fact:schengen.short-stay-reference-period-days}. Un visa de long séjour est soit un VLS-TS, validé en ligne dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, soit un visa portant la mention « carte de séjour à solliciter ». La carte « retraité » est une carte pluriannuelle qui permet de longs séjours en France sans s'y installer durablement ; les autres titres suivent les règles de leur catégorie.",
      workRights:
        "Ils dépendent de la catégorie : aucune activité professionnelle avec la carte « retraité », un statut de visiteur ou un visa de court séjour pour soins ; le conjoint d'un titulaire de carte talent peut travailler en France ; un élève mineur ne peut effectuer que les stages prévus par sa scolarité.",
      family:
        "Chaque membre de la famille fait sa propre demande. Lorsqu'une catégorie a ses propres règles familiales (famille talent, conjoint de retraité, famille d'une personne protégée), utilisez cette voie plutôt que le regroupement familial.",
      steps: [
        {
          title: "Lancer l'assistant visa de France-Visas",
          body: "Sur france-visas.gouv.fr, indiquez votre nationalité, votre pays de résidence, l'objet et la durée du séjour. L'assistant précise si un visa est nécessaire, quelle catégorie s'applique et quelles pièces fournir.",
        },
        {
          title: "Lire la page officielle de votre catégorie",
          body: "Vérifiez les conditions de la catégorie sur France-Visas et, pour la suite après l'arrivée, sur Service-Public.fr. En cas de doute, interrogez le consulat avant de déposer.",
        },
        {
          title: "Demande en ligne sur France-Visas",
          body: "Remplissez la demande dans la catégorie indiquée par l'assistant et imprimez le récapitulatif avec la liste des pièces.",
        },
        {
          title: "Rendez-vous et biométrie",
          body: "Présentez-vous au consulat de France ou chez le prestataire de services de visas de votre pays de résidence avec vos originaux ; vos empreintes et votre photo sont relevées et vous payez les frais.",
        },
        {
          title: "Démarches à l'arrivée",
          body: "Avec un VLS-TS, validez-le sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline} suivant l'arrivée ; avec un visa portant la mention « carte de séjour à solliciter », déposez votre demande sur l'ANEF ou en préfecture selon les indications. Répondez à toute convocation de l'OFII.",
        },
      ],
      mistakes: [
        "Choisir la catégorie qui paraît la plus proche au lieu de celle que l'assistant visa indique pour votre situation exacte.",
        "Se fier à des listes non officielles de types de visas, souvent périmées.",
        "Entrer pour un court séjour alors que l'objet exige un visa de long séjour, en espérant changer de statut en France.",
        "Faire voyager hors de France un mineur étranger qui y réside sans vérifier le document nécessaire pour revenir.",
        "Croire que l'Assurance Maladie prendra en charge des soins programmés avant la venue en France.",
      ],
    },
  },
};

export default visa;
