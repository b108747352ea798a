import type { VisaContent } from "../visa-content-types.ts";

const visa: VisaContent = {
  slug: "passeport-talent-investisseur",
  category: "talent",
  purposes: ["work", "business"],
  keyFacts: ["investor.min-investment", "talent.card.max-validity", "long-stay-visa.fee", "processing.talent"],
  officialLinks: [
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F16922",
      label: {
        en: "Service-Public.fr: the talent residence card",
        fr: "Service-Public.fr : la carte de séjour talent",
      },
    },
    {
      url: "https://www.welcometofrance.com/fiche/passeport-talent-investisseur",
      label: { en: "Welcome to France: economic investors", fr: "Welcome to France : investisseurs économiques" },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas: apply for your long-stay visa",
        fr: "France-Visas : demander votre visa de long séjour",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: { en: "ANEF: formalities after arrival", fr: "ANEF : démarches après l'arrivée" },
    },
  ],
  talentRenaming: true,
  premiumSections: ["mistakes"],
  text: {
    en: {
      title: "Talent – project holder: economic investment (formerly “economic investor”)",
      summary:
        "For non-EU investors who make a direct productive investment in France, create or safeguard jobs, and settle in France to follow their project.",
      whoFor: [
        "Entrepreneurs and business owners who invest directly in a French company, personally or through a company they run or in which they hold a significant share of the capital.",
        "Investors who want to live in France to manage or follow their investment project, with their family.",
        "Since the immigration law, economic investors are covered by the talent – porteur de projet card, alongside business creators and innovative project leaders.",
      ],
      conditions: [
        "You make, or commit to make, a direct investment of at least {fact:investor.min-investment} in tangible or intangible fixed assets (immobilisations corporelles ou incorporelles) in France.",
        "The investment is direct: capital contributions, reinvested profits or loans between affiliated companies. Purely financial placements, such as a share portfolio, or buying your own home do not count.",
        "You invest personally, through a company you manage, or through a company in which you hold at least the minimum share of the capital set by regulation.",
        "You create or safeguard jobs in France, or commit to do so in the years following the investment, as set out in your investment plan.",
        "The administration examines the economic substance of the project, and may consult the services of the ministry in charge of the economy. Algerian nationals fall under the Franco-Algerian agreement: check with the consulate.",
      ],
      documents: [
        "Passport valid for at least {fact:passport.validity-beyond-stay} beyond your planned stay, with at least {fact:passport.blank-pages} blank pages.",
        "Identity photos of {fact:photo.width} × {fact:photo.height}, taken less than {fact:photo.max-age} ago.",
        "The France-Visas application summary and receipt.",
        "An investment and business plan describing the project, the fixed assets financed, the schedule and the jobs created or safeguarded.",
        "Proof that the investment has been made or is committed: company statutes, capital increase, share purchase agreement, bank transfers.",
        "Proof that you manage the investing company or hold the required share of its capital (statutes, register of shareholders).",
        "Proof of the origin of the funds, including your bank statements for the last {fact:bank-statements.months}.",
        "A signed commitment to create or safeguard jobs, and for accompanying family, translated marriage and birth certificates.",
      ],
      costs: [
        "Long-stay visa fee: {fact:long-stay-visa.fee} per applicant.",
        "A tax stamp (timbre fiscal) to have the multi-year card issued or to validate a VLS-TS; check the amount on Service-Public.fr.",
        "Professional fees for the business plan, company set-up and translations, which vary with the project.",
      ],
      processing:
        "Consulates usually decide within {fact:processing.talent} once the file is complete, but the review of the investment can take longer when the economic services are consulted. Prepare the business plan and proof of funds before you book your appointment.",
      validity:
        "The card is valid for up to {fact:talent.card.max-validity} and is renewable if the investment has been made and the job commitments kept.",
      workRights:
        "The card allows you to carry out the commercial activity linked to the investment project that justified it. Salaried work for another employer is not covered.",
      family:
        "Your spouse and minor children can receive a talent (famille) card for the same period as yours, without the family reunification procedure, and your spouse may work in France.",
      steps: [
        {
          title: "Structure the investment",
          body: "With your advisers, define the investment vehicle, the fixed assets financed and the job plan, and gather proof of the origin of your funds.",
        },
        {
          title: "Apply on France-Visas",
          body: "On france-visas.gouv.fr, apply for a long-stay visa for a talent activity as an economic investor and print the summary. Your family members apply at the same time.",
        },
        {
          title: "Consulate appointment",
          body: "Submit the file and originals at the consulate or visa service provider in your country of residence, give your biometrics and pay the visa fee.",
        },
        {
          title: "Review and decision",
          body: "The consulate examines the investment, sometimes with the opinion of the economic services, and issues a long-stay visa stating that the residence card must be applied for.",
        },
        {
          title: "Apply for the card on ANEF",
          body: "After arrival, apply on the ANEF website for your multi-year talent card within the deadline stated on Service-Public.fr. If you received a VLS-TS instead, validate it on ANEF within {fact:vls-ts.validation-deadline}.",
        },
        {
          title: "Collect the card and follow up the project",
          body: "Collect the card when invited, keep records of the investment and the jobs created: you will need them to renew. Talent holders are exempt from the republican integration contract.",
        },
      ],
      mistakes: [
        "Counting a financial placement or the purchase of a private home as the investment: only direct productive investment in fixed assets counts.",
        "Submitting a business plan with no concrete job commitment or schedule.",
        "Being unable to show where the funds come from, which blocks the file.",
        "Not following through on the investment and job plan, which leads to a refusal at renewal.",
      ],
    },
    fr: {
      title: "Talent – porteur de projet : investissement économique (anciennement « investisseur économique »)",
      summary:
        "Pour les investisseurs non européens qui réalisent un investissement productif direct en France, créent ou sauvegardent des emplois et s'y installent.",
      whoFor: [
        "Entrepreneurs et chefs d'entreprise qui investissent directement dans une société française, personnellement ou via une société qu'ils dirigent ou dont ils détiennent une part significative du capital.",
        "Investisseurs qui veulent vivre en France pour gérer ou suivre leur projet d'investissement, avec leur famille.",
        "Depuis la loi immigration, les investisseurs économiques relèvent de la carte talent – porteur de projet, comme les créateurs d'entreprise et les porteurs de projet innovant.",
      ],
      conditions: [
        "Vous réalisez, ou vous vous engagez à réaliser, un investissement direct d'au moins {fact:investor.min-investment} en immobilisations corporelles ou incorporelles en France.",
        "L'investissement est direct : apports en capital, bénéfices réinvestis ou prêts entre sociétés affiliées. Les placements purement financiers, comme un portefeuille d'actions, ou l'achat de votre propre logement ne comptent pas.",
        "Vous investissez personnellement, via une société que vous dirigez, ou via une société dont vous détenez au moins la part du capital fixée par la réglementation.",
        "Vous créez ou sauvegardez des emplois en France, ou vous vous engagez à le faire dans les années qui suivent l'investissement, comme prévu dans votre plan d'investissement.",
        "L'administration examine la réalité économique du projet et peut consulter les services du ministère chargé de l'économie. Les ressortissants algériens relèvent de l'accord franco-algérien : renseignez-vous auprès du consulat.",
      ],
      documents: [
        "Passeport valable au moins {fact:passport.validity-beyond-stay} après la fin du séjour prévu, avec au moins {fact:passport.blank-pages} pages vierges.",
        "Photos d'identité au format {fact:photo.width} × {fact:photo.height}, de moins de {fact:photo.max-age}.",
        "Le récapitulatif et le reçu de la demande France-Visas.",
        "Un plan d'investissement et d'affaires décrivant le projet, les immobilisations financées, le calendrier et les emplois créés ou sauvegardés.",
        "La preuve que l'investissement est réalisé ou engagé : statuts, augmentation de capital, acte de cession de parts, virements bancaires.",
        "La preuve que vous dirigez la société investisseuse ou que vous détenez la part requise de son capital (statuts, registre des associés).",
        "La preuve de l'origine des fonds, dont vos relevés bancaires sur les {fact:bank-statements.months} précédant la demande.",
        "Un engagement signé de création ou de sauvegarde d'emplois et, pour la famille qui vous accompagne, les actes de mariage et de naissance traduits.",
      ],
      costs: [
        "Frais de visa de long séjour : {fact:long-stay-visa.fee} par demandeur.",
        "Un timbre fiscal pour la délivrance de la carte pluriannuelle ou la validation d'un VLS-TS ; vérifiez le montant sur Service-Public.fr.",
        "Les honoraires pour le business plan, la création de la société et les traductions, qui varient selon le projet.",
      ],
      processing:
        "Les consulats se prononcent généralement en {fact:processing.talent} une fois le dossier complet, mais l'examen de l'investissement peut prendre plus de temps lorsque les services économiques sont consultés. Préparez le business plan et les justificatifs de fonds avant de prendre rendez-vous.",
      validity:
        "La carte est valable jusqu'à {fact:talent.card.max-validity} et se renouvelle si l'investissement a été réalisé et les engagements d'emploi tenus.",
      workRights:
        "La carte permet d'exercer l'activité commerciale liée au projet d'investissement qui l'a justifiée. Un emploi salarié chez un autre employeur n'est pas couvert.",
      family:
        "Votre conjoint et vos enfants mineurs peuvent recevoir une carte talent (famille) de même durée que la vôtre, sans passer par le regroupement familial, et votre conjoint peut travailler en France.",
      steps: [
        {
          title: "Structurer l'investissement",
          body: "Avec vos conseils, définissez la structure d'investissement, les immobilisations financées et le plan d'emplois, et réunissez les preuves de l'origine de vos fonds.",
        },
        {
          title: "Déposer la demande sur France-Visas",
          body: "Sur france-visas.gouv.fr, demandez un visa de long séjour pour une activité talent en tant qu'investisseur économique et imprimez le récapitulatif. Les membres de votre famille déposent leur demande en même temps.",
        },
        {
          title: "Rendez-vous au consulat",
          body: "Déposez le dossier et les originaux au consulat ou chez le prestataire de visas de votre pays de résidence, donnez vos données biométriques et payez les frais de visa.",
        },
        {
          title: "Examen et décision",
          body: "Le consulat examine l'investissement, parfois après avis des services économiques, et délivre un visa de long séjour indiquant que la carte de séjour est à solliciter.",
        },
        {
          title: "Demander la carte sur l'ANEF",
          body: "Après l'arrivée, demandez votre carte pluriannuelle talent sur le site de l'ANEF dans le délai indiqué sur Service-Public.fr. Si vous avez reçu un VLS-TS, validez-le sur l'ANEF dans les {fact:vls-ts.validation-deadline}.",
        },
        {
          title: "Retirer la carte et suivre le projet",
          body: "Retirez la carte lorsque vous y êtes invité et conservez les preuves de l'investissement et des emplois créés : elles vous seront demandées au renouvellement. Les titulaires d'une carte talent sont dispensés du contrat d'intégration républicaine.",
        },
      ],
      mistakes: [
        "Présenter un placement financier ou l'achat d'un logement personnel comme investissement : seul compte l'investissement productif direct en immobilisations.",
        "Déposer un business plan sans engagement d'emploi ni calendrier concrets.",
        "Ne pas pouvoir justifier l'origine des fonds, ce qui bloque le dossier.",
        "Ne pas mener à bien le plan d'investissement et d'emplois, ce qui entraîne un refus au renouvellement.",
      ],
    },
  },
};

export default visa;
