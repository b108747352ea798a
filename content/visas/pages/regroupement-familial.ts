import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "regroupement-familial",
  category: "family",
  purposes: ["family"],
  keyFacts: [
    "family-reunification.min-residence",
    "family-reunification.min-residence-algerian",
    "smic.monthly-gross",
    "smic.monthly-net",
    "long-stay-visa.fee",
    "vls-ts.validation-deadline",
  ],
  officialLinks: [
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F11166",
      label: { en: "Service-Public.fr: family reunification", fr: "Service-Public.fr : regroupement familial" },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: online procedures for foreigners in France",
        fr: "ANEF : démarches en ligne des étrangers en France",
      },
    },
    {
      url: "https://france-visas.gouv.fr/web/france-visas/famille-d-etranger-residant-en-france",
      label: {
        en: "France-Visas: family of a foreigner living in France",
        fr: "France-Visas : famille d'étranger résidant en France",
      },
    },
  ],
  talentRenaming: false,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Family reunification (regroupement familial)",
      summary:
        "How a foreign national living lawfully in France brings their spouse and minor children: conditions, the procedure started in France, then the visa.",
      whoFor: [
        "Foreign nationals living lawfully in France (the sponsor) who want their spouse and minor children, who live abroad, to join them.",
        "The family members concerned: the spouse, who must be of age, the couple's minor children, and the minor children of one spouse when that parent has custody of them.",
        "Not for the family of French nationals, of EU citizens, of talent card holders (who have their own family card), or of refugees and beneficiaries of international protection, who use a separate procedure (réunification familiale).",
      ],
      conditions: [
        "The sponsor has lived lawfully in France for at least {fact:family-reunification.min-residence} and holds a residence permit that qualifies for the procedure (Service-Public.fr lists them). Algerian nationals follow the Franco-Algerian agreement, with a residence requirement of {fact:family-reunification.min-residence-algerian} and their own documents.",
        "Stable and sufficient resources from work or other regular income, assessed over the period before the application: at least the average monthly minimum wage (SMIC, currently {fact:smic.monthly-gross} gross, about {fact:smic.monthly-net} net) for a small family, with a higher threshold for larger families. Family benefits are not counted; some recipients of disability allowances are exempt.",
        "Housing considered normal for a comparable family in the same region, in size and in comfort and health standards, available when the family arrives.",
        "The sponsor respects the fundamental principles of family life in France; a polygamous marriage gives no right to bring a second spouse.",
        "The whole family comes together. Partial reunification is possible only for reasons in the children's interest, which must be explained.",
        "Resources by family size: about {fact:family-reunification.resources-two-three} for a family of two or three, {fact:family-reunification.resources-four-five} for four or five, and {fact:family-reunification.resources-six-plus} for six or more.",
      ],
      documents: [
        "For the sponsor: passport or identity document, residence permit, and civil status documents (marriage certificate, birth certificates of the children).",
        "Proof of resources: employment contract and payslips over the assessment period, tax notices, or proof of other regular income.",
        "Proof of housing: lease or property deed, or a commitment to rent or buy, with the surface area and the rent.",
        "Family members' passports valid for at least {fact:passport.validity-beyond-stay} beyond the planned travel date, with at least {fact:passport.blank-pages} blank pages.",
        "Recent identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago, meeting the French standard.",
        "Civil status documents translated into French by a sworn translator and legalised or apostilled where required; the consulate may verify them with the local authorities.",
        "For the visa: the préfet's authorisation of family reunification, with the visa application completed on France-Visas.",
      ],
      costs: [
        "Long-stay visa fee for each family member: {fact:long-stay-visa.fee} as a rule; France-Visas shows the amount, or an exemption, for your case when you fill in the form.",
        "After arrival: a tax (timbre fiscal) to validate the visa or to obtain the first residence permit, for each adult family member. Check the current amount on Service-Public.fr.",
        "Sworn translations, legalisations or apostilles, and the visa service provider's fee where the consulate uses one.",
      ],
      processing:
        "The préfet has several months to decide once the file is complete; if there is no answer at the end of that period, the application is considered refused and can be challenged. After approval, the family must apply for their visas within the deadline stated in the decision, and the consulate then checks civil status and identity.",
      validity:
        "Family members receive a long-stay visa: usually a VLS-TS to validate online within {fact:vls-ts.validation-deadline} of arrival, otherwise a visa stating that a residence permit must be applied for. The spouse then holds a residence permit « vie privée et familiale », generally aligned with the sponsor's permit and renewable. Minor children need no residence permit until they come of age, when they apply for their own.",
      workRights:
        "The spouse's « vie privée et familiale » residence permit allows any salaried or self-employed work, with no autorisation de travail.",
      family:
        "Children who come of age during the procedure may no longer qualify, so apply early. A child left abroad can only join later through a new application, except in limited cases. After arrival, the OFII organises the reception of adult family members, including the republican integration contract (contrat d'intégration républicaine) with French language training where needed.",
      steps: [
        {
          title: "Sponsor checks the conditions",
          body: "Check your length of lawful residence, your resources over the assessment period and your housing against the rules on Service-Public.fr, before filing anything.",
        },
        {
          title: "Sponsor files the application in France",
          body: "The sponsor files the family reunification application in France, online on the ANEF website where the service is available, or with the OFII office that covers their home. Service-Public.fr shows the current channel.",
        },
        {
          title: "Checks on housing and resources",
          body: "The OFII and the town hall check the housing, often with a visit, and the resources. The préfet then takes the decision and informs the sponsor.",
        },
        {
          title: "Family applies for visas",
          body: "Once reunification is authorised, each family member applies on france-visas.gouv.fr for a long-stay visa as a family member of a foreigner living in France, then attends an appointment at the French consulate or the visa service provider with biometrics.",
        },
        {
          title: "Arrival and OFII",
          body: "After arrival, validate each VLS-TS on the ANEF website within {fact:vls-ts.validation-deadline}, or apply for the residence permit if the visa says so. The OFII invites adults to a medical check and to sign the republican integration contract.",
        },
        {
          title: "Residence permits",
          body: "The spouse renews their permit on ANEF before it expires. Children apply for their own permit when they come of age.",
        },
      ],
      mistakes: [
        "Bringing the family to France first on short-stay visas and asking for reunification on the spot: this is refused in principle, and the procedure is meant for family members living abroad.",
        "Resources that are too low or too irregular over the assessment period, or counting family benefits that are excluded.",
        "Housing that is too small for the family that will arrive, or not yet available when it is checked.",
        "Civil status documents that contradict each other (names, dates) or are not legalised, which delays or blocks the visas.",
        "Filing for only part of the family without a reason in the children's interest.",
      ],
    },
    fr: {
      title: "Regroupement familial",
      summary:
        "Comment un étranger en situation régulière en France fait venir son conjoint et ses enfants mineurs : conditions, procédure en France, puis visa.",
      whoFor: [
        "Étrangers résidant régulièrement en France (le demandeur) qui veulent être rejoints par leur conjoint et leurs enfants mineurs vivant à l'étranger.",
        "Les membres de famille concernés : le conjoint, qui doit être majeur, les enfants mineurs du couple, et les enfants mineurs de l'un des conjoints lorsque ce parent en a la garde.",
        "Pas pour la famille des Français, des citoyens de l'Union européenne, des titulaires d'une carte talent (qui ont leur propre carte famille), ni des réfugiés et bénéficiaires d'une protection internationale, qui relèvent d'une procédure distincte (réunification familiale).",
      ],
      conditions: [
        "Le demandeur réside régulièrement en France depuis au moins {fact:family-reunification.min-residence} et détient un titre de séjour ouvrant droit à la procédure (Service-Public.fr en donne la liste). Les ressortissants algériens relèvent de l'accord franco-algérien, avec une condition de résidence de {fact:family-reunification.min-residence-algerian} et leurs propres documents.",
        "Des ressources stables et suffisantes, issues du travail ou d'autres revenus réguliers, appréciées sur la période précédant la demande : au moins la moyenne du Smic mensuel (actuellement {fact:smic.monthly-gross} brut, environ {fact:smic.monthly-net} net) pour une petite famille, avec un seuil plus élevé pour les familles nombreuses. Les prestations familiales ne sont pas prises en compte ; certains bénéficiaires d'allocations liées au handicap sont dispensés.",
        "Un logement considéré comme normal pour une famille comparable vivant dans la même région, en surface et en confort et salubrité, disponible à l'arrivée de la famille.",
        "Le demandeur se conforme aux principes essentiels de la vie familiale en France ; un mariage polygame ne permet pas de faire venir un second conjoint.",
        "Toute la famille vient ensemble. Un regroupement partiel n'est possible que pour des motifs tenant à l'intérêt des enfants, à justifier.",
        "Ressources selon la taille de la famille : environ {fact:family-reunification.resources-two-three} pour une famille de deux ou trois personnes, {fact:family-reunification.resources-four-five} pour quatre ou cinq, et {fact:family-reunification.resources-six-plus} pour six ou plus.",
      ],
      documents: [
        "Pour le demandeur : passeport ou pièce d'identité, titre de séjour et actes d'état civil (acte de mariage, actes de naissance des enfants).",
        "Justificatifs de ressources : contrat de travail et bulletins de salaire de la période de référence, avis d'imposition, ou justificatifs d'autres revenus réguliers.",
        "Justificatifs de logement : bail ou titre de propriété, ou engagement de location ou d'achat, avec la surface et le loyer.",
        "Passeports des membres de famille valables au moins {fact:passport.validity-beyond-stay} après la date de voyage prévue, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité récentes de {fact:photo.width} × {fact:photo.height}, datant de moins de {fact:photo.max-age}, conformes à la norme française.",
        "Actes d'état civil traduits en français par un traducteur assermenté et légalisés ou apostillés si nécessaire ; le consulat peut les vérifier auprès des autorités locales.",
        "Pour le visa : la décision du préfet autorisant le regroupement familial, avec le formulaire de demande rempli sur France-Visas.",
      ],
      costs: [
        "Frais de visa de long séjour pour chaque membre de famille : {fact:long-stay-visa.fee} en règle générale ; France-Visas affiche le montant, ou une exemption, pour votre cas lorsque vous remplissez le formulaire.",
        "Après l'arrivée : une taxe (timbre fiscal) pour valider le visa ou obtenir le premier titre de séjour, pour chaque membre de famille majeur. Vérifiez le montant en vigueur sur Service-Public.fr.",
        "Traductions assermentées, légalisations ou apostilles, et frais du prestataire de services de visas si le consulat en utilise un.",
      ],
      processing:
        "Le préfet dispose de plusieurs mois pour statuer une fois le dossier complet ; faute de réponse au terme de ce délai, la demande est réputée rejetée et peut être contestée. Après l'accord, la famille doit demander ses visas dans le délai indiqué par la décision, puis le consulat vérifie l'état civil et l'identité.",
      validity:
        "Les membres de famille reçoivent un visa de long séjour : en général un VLS-TS à valider en ligne dans les {fact:vls-ts.validation-deadline} suivant l'arrivée, sinon un visa portant la mention « carte de séjour à solliciter ». Le conjoint obtient ensuite une carte de séjour « vie privée et familiale », en principe alignée sur le titre du demandeur et renouvelable. Les enfants mineurs n'ont pas besoin de titre de séjour avant leur majorité, où ils en demandent un à leur nom.",
      workRights:
        "La carte « vie privée et familiale » du conjoint permet toute activité salariée ou indépendante, sans autorisation de travail.",
      family:
        "Un enfant qui devient majeur pendant la procédure peut ne plus en relever : déposez tôt. Un enfant resté à l'étranger ne peut venir ensuite que par une nouvelle demande, sauf cas limités. Après l'arrivée, l'OFII organise l'accueil des membres de famille majeurs, avec le contrat d'intégration républicaine et une formation linguistique si nécessaire.",
      steps: [
        {
          title: "Le demandeur vérifie les conditions",
          body: "Vérifiez la durée de votre séjour régulier, vos ressources sur la période de référence et votre logement au regard des règles de Service-Public.fr, avant tout dépôt.",
        },
        {
          title: "Le demandeur dépose la demande en France",
          body: "Le demandeur dépose la demande de regroupement familial en France, en ligne sur le site de l'ANEF lorsque le service est ouvert, ou auprès de la direction territoriale de l'OFII de son domicile. Service-Public.fr indique le canal en vigueur.",
        },
        {
          title: "Contrôles du logement et des ressources",
          body: "L'OFII et la mairie contrôlent le logement, souvent par une visite, ainsi que les ressources. Le préfet prend ensuite la décision et la notifie au demandeur.",
        },
        {
          title: "La famille demande les visas",
          body: "Une fois le regroupement autorisé, chaque membre de famille demande sur france-visas.gouv.fr un visa de long séjour en tant que famille d'étranger résidant en France, puis se rend au consulat de France ou chez le prestataire de services de visas pour la biométrie.",
        },
        {
          title: "Arrivée et OFII",
          body: "Après l'arrivée, validez chaque VLS-TS sur le site de l'ANEF dans les {fact:vls-ts.validation-deadline}, ou demandez le titre de séjour si le visa l'indique. L'OFII convoque les adultes à une visite médicale et à la signature du contrat d'intégration républicaine.",
        },
        {
          title: "Titres de séjour",
          body: "Le conjoint renouvelle sa carte sur l'ANEF avant son expiration. Les enfants demandent leur propre titre à leur majorité.",
        },
      ],
      mistakes: [
        "Faire venir la famille d'abord avec des visas de court séjour et demander le regroupement sur place : c'est en principe refusé, la procédure vise les membres de famille résidant à l'étranger.",
        "Des ressources trop faibles ou trop irrégulières sur la période de référence, ou la prise en compte de prestations familiales exclues.",
        "Un logement trop petit pour la famille attendue, ou pas encore disponible lors du contrôle.",
        "Des actes d'état civil contradictoires (noms, dates) ou non légalisés, qui retardent ou bloquent les visas.",
        "Demander pour une partie seulement de la famille sans motif tenant à l'intérêt des enfants.",
      ],
    },
  },
};

export default visa;
