import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "eu-eea-nationals",
  type: "article",
  updatedOn: "2026-11-22",
  officialLinks: [
    {
      url: "https://www.welcometofrance.com/en/eu-eea-and-swiss-nationals",
      label: {
        en: "Welcome to France – EU, EEA and Swiss nationals",
        fr: "Welcome to France – ressortissants de l'UE, de l'EEE et suisses",
        ar: "welcometofrance.com – مواطنو الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا",
      },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F2651",
      label: {
        en: "Service-Public.fr – long stay of a European citizen in France",
        fr: "Service-Public.fr – séjour de longue durée d'un Européen en France",
        ar: "Service-Public.fr – الإقامة الطويلة لمواطن أوروبي في فرنسا",
      },
    },
    {
      url: "https://www.service-public.fr/particuliers/vosdroits/F16003",
      label: {
        en: "Service-Public.fr – residence card for an EU/EEA/Swiss worker",
        fr: "Service-Public.fr – titre de séjour d'un travailleur citoyen UE/EEE/Suisse",
        ar: "Service-Public.fr – بطاقة الإقامة للعامل من مواطني الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF – online services for foreign nationals in France",
        fr: "ANEF – démarches en ligne des étrangers en France",
        ar: "ANEF – الخدمات الإلكترونية الخاصة بالأجانب في فرنسا",
      },
    },
    {
      url: "https://france-visas.gouv.fr/",
      label: {
        en: "France-Visas – visas for non-EU family members",
        fr: "France-Visas – visas des membres de famille non européens",
        ar: "France-Visas – تأشيرات أفراد العائلة من خارج الاتحاد الأوروبي",
      },
    },
  ],
  text: {
    en: {
      title: "Moving to France as an EU, EEA or Swiss citizen",
      description:
        "No visa and no residence permit: what EU, EEA and Swiss citizens need to settle in France, from health cover and taxes to non-EU family members.",
      sections: [
        {
          id: "who-this-covers",
          heading: "Who this page is for",
          blocks: [
            {
              kind: "paragraph",
              text: "This page covers citizens of the European Union, of the other countries of the European Economic Area (Iceland, Liechtenstein and Norway) and of Switzerland. French law treats EEA and Swiss nationals in the same way as EU citizens for entry and residence, so everything below applies to all of them unless a difference is pointed out.",
            },
            {
              kind: "list",
              items: [
                "You do not need a visa to enter France or to move there.",
                "You do not need a residence permit to live, work, study or retire in France.",
                "You can take any job or start any business, apart from some public-service posts and, under conditions, some regulated professions (doctors, lawyers, architects and similar), which require your qualification to be recognised.",
                "Your family members can join you, including those who are not European citizens, under rules that are more favourable than ordinary immigration procedures.",
              ],
            },
            {
              kind: "note",
              text: "Liechtenstein is a member of the European Economic Area, so its citizens have the same rights as other EEA nationals in France. British citizens are no longer covered by these rules since the United Kingdom left the EU, except those protected by the Withdrawal Agreement; other British nationals follow the ordinary visa routes.",
            },
          ],
        },
        {
          id: "arriving",
          heading: "Arriving and the first months",
          blocks: [
            {
              kind: "paragraph",
              text: "To enter France you only need a valid national identity card or passport. There is no visa, no entry form and no fee. Keep that document with you: it is what you show in any identity check, and what banks, landlords and employers will ask for.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Find a home and keep proof of address",
                  body: "A lease, an electricity bill or a certificate from the person who houses you (attestation d'hébergement) serves as proof of address for almost every later step.",
                },
                {
                  title: "Open a bank account",
                  body: "French direct debits and salaries generally go to an account with a French-format IBAN. Many online banks accept EU citizens with an ID and proof of address; some employers and landlords are stricter about this than the law requires.",
                },
                {
                  title: "Check whether your town hall expects you to register",
                  body: "The law allows town halls to ask newly arrived European citizens to register, but few apply it. Ask your mairie after you move; it takes only a few minutes when it does.",
                },
                {
                  title: "Sort out health cover and your tax situation",
                  body: "Register with the French health insurance as soon as you work or settle (see below), and note that your first French tax return will be due the spring after your arrival.",
                },
              ],
            },
          ],
        },
        {
          id: "right-of-residence",
          heading: "Your right of residence after the first months",
          blocks: [
            {
              kind: "paragraph",
              text: "For a short initial period you can stay in France without any condition other than holding a valid ID. Beyond that, your right to live in France depends on your situation. You do not apply for this right: you have it as long as you meet one of the conditions below, and you must be able to show it if an authority asks.",
            },
            {
              kind: "list",
              items: [
                "Workers and self-employed people: you have the right to reside as long as you work in France, whether as an employee or on your own account. You keep it in certain cases if you stop working, for example during a temporary illness, or if you lose your job involuntarily and register as a jobseeker with France Travail.",
                "Jobseekers: you can stay while you are genuinely looking for work and have a real chance of being hired.",
                "Students: you must be enrolled in a recognised school or university, have health cover, and declare that you have enough resources for yourself and any family with you.",
                "People who do not work (retirees, people living on savings or rental income): you need sufficient resources for yourself and your family, so as not to become a burden on French social assistance, and comprehensive health insurance. Resources are assessed on your personal situation, not against one fixed amount.",
              ],
            },
            {
              kind: "note",
              text: "After several years of continuous lawful residence in France, you acquire a permanent right of residence. From then on the conditions above no longer apply: you do not have to prove work, resources or health cover to stay.",
            },
          ],
        },
        {
          id: "residence-card",
          heading: "The optional EU citizen residence card",
          blocks: [
            {
              kind: "paragraph",
              text: 'You are not required to hold a residence card, but you may ask for one: the "carte de séjour Citoyen UE/EEE/Suisse". It does not create any right; it simply proves the right you already have. Many people find it useful when dealing with employers, banks, the CAF, the health insurance or the tax office, and as evidence of how long you have lived in France when you later claim permanent residence.',
            },
            {
              kind: "list",
              items: [
                "The card is free of charge.",
                "Depending on your situation and department, the request is made online on the ANEF website or at the prefecture of your home; the prefecture's website says which applies.",
                "The documents depend on your category (worker, student or inactive): usually your ID or passport, proof of address, identity photos, and proof of work, enrolment or resources and health cover.",
                "Once you hold a permanent right of residence, you can ask for the permanent version of the card in the same way.",
              ],
            },
          ],
        },
        {
          id: "health-insurance",
          heading: "Health insurance: from your European card to the French system",
          blocks: [
            {
              kind: "paragraph",
              text: "During a temporary stay, your European Health Insurance Card (EHIC) from your home country covers medically necessary care in France on the same terms as for people insured in France. It is not meant for people who have moved here: once you settle, you should join the French system.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "If you work in France",
                  body: "Your employer declares you, and you are affiliated to the general health insurance (Assurance Maladie). Self-employed people are affiliated when they register their activity. Follow your file on ameli.fr once you have a social security number.",
                },
                {
                  title: "If you do not work",
                  body: "You must have comprehensive health cover as a condition of residence, for example private insurance, or healthcare rights transferred from your home country if you receive a pension there. Contact the CPAM (the local health insurance office) of your home to find out whether and when you can join the French system.",
                },
                {
                  title: "Get your carte Vitale and choose a GP",
                  body: "Once affiliated, you receive a carte Vitale. Declare a general practitioner as your médecin traitant: your costs are reimbursed better when you follow that care pathway.",
                },
                {
                  title: "Consider a complementary insurance",
                  body: "The public insurance reimburses only part of most costs. A complementary health insurance (mutuelle), often offered by employers, covers much of the rest.",
                },
              ],
            },
          ],
        },
        {
          id: "driving-licence",
          heading: "Driving licence",
          blocks: [
            {
              kind: "paragraph",
              text: "A valid driving licence issued by an EU or EEA country is recognised in France. You do not have to exchange it for a French licence, however long you live here. You may still choose to exchange it, and you will have to in some cases, for example if it is lost or stolen in France, or if an offence committed in France leads to a suspension or loss of points. Exchanges are requested online on the ANTS website.",
            },
            {
              kind: "note",
              text: "A Swiss licence is not covered by the EU licence rules: it is treated like other foreign licences, which must be exchanged within a set period after you settle in France. Check the current rule on the ANTS website early.",
            },
          ],
        },
        {
          id: "family-members",
          heading: "Family members who are not EU, EEA or Swiss citizens",
          blocks: [
            {
              kind: "paragraph",
              text: "Your close family can live with you in France whatever their nationality: your spouse or registered partner, your children and those of your spouse (below the legal age limit, or older if dependent on you), and dependent parents. Other relatives, or an unmarried partner in a lasting relationship, may also be admitted after an individual review. The ordinary family reunification procedure for foreign residents does not apply to you: your family uses the more favourable European route instead.",
            },
            {
              kind: "paragraph",
              text: "Unlike you, non-European family members do need a residence card. Free movement is your right as a European citizen; they draw their right to live in France from their link to you, and the card is how they prove it to employers, landlords and the authorities, and how they travel in and out of the Schengen area.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Entering France",
                  body: "Depending on their nationality, they may need a short-stay visa. As family members of a European citizen, they apply on France-Visas with proof of the family link; the visa is free and handled as a priority.",
                },
                {
                  title: "Applying for the residence card",
                  body: "In the first months after arrival, they apply for a \"carte de séjour membre de famille d'un citoyen de l'Union/EEE/Suisse\" at the prefecture or online on ANEF, with their passport, proof of the family link and proof of your own right of residence.",
                },
                {
                  title: "Working",
                  body: "The card allows them to work in France without a separate work authorisation.",
                },
                {
                  title: "Later",
                  body: "After several years of continuous lawful residence with you, they can obtain a permanent residence card.",
                },
              ],
            },
          ],
        },
        {
          id: "taxes",
          heading: "Taxes in general terms",
          blocks: [
            {
              kind: "paragraph",
              text: "Moving to France usually makes you a French tax resident, which means France taxes your worldwide income. You are generally a tax resident if your home or main place of stay is in France, if your main professional activity is here, or if the centre of your economic interests is here.",
            },
            {
              kind: "list",
              items: [
                "Income tax is withheld at source from salaries and pensions, but you still file a return each spring for the previous year. Your first return is filed in the spring after your arrival; the tax office then sets your withholding rate.",
                "Tax treaties between France and most European countries prevent the same income from being taxed twice; they decide which country taxes each type of income.",
                "Social security contributions are deducted from salaries; self-employed people pay them through URSSAF.",
                "Owning property in France brings the local property tax (taxe foncière), and keeping a second home brings a residence tax (taxe d'habitation) on that home.",
              ],
            },
            {
              kind: "note",
              text: "This is general information, not tax advice. Your own situation (income abroad, pensions, property, a company) can change the answer: check with the tax office on impots.gouv.fr or a tax adviser.",
            },
          ],
        },
        {
          id: "freedom-package",
          heading: "Our EU/EEA Freedom Package",
          blocks: [
            {
              kind: "paragraph",
              text: "Even without a visa, settling in France involves a chain of separate offices and forms. Our EU/EEA Freedom Package is done-for-you help for EU, EEA and Swiss citizens: our team prepares and follows the steps with you so that nothing is forgotten and nothing is done twice.",
            },
            {
              kind: "list",
              items: [
                "A personal plan for your first months, built around your situation: working, studying, retiring or moving with family.",
                "Help with your health insurance registration, the optional residence card and, where needed, the residence cards of non-European family members.",
                "Guidance on housing files, bank account, driving licence and your first tax return.",
              ],
            },
            {
              kind: "note",
              text: "The price is given on request. The service usually runs over a few weeks and saves a lot of paperwork. The pricing page lists exactly what is included and how to ask for a quote. Passerelle gives guidance, not legal advice; decisions always rest with the French authorities.",
            },
          ],
        },
      ],
    },
    fr: {
      title: "S'installer en France quand on est citoyen de l'UE, de l'EEE ou suisse",
      description:
        "Ni visa ni titre de séjour : ce qu'il faut aux citoyens européens et suisses pour s'installer en France, de l'assurance maladie aux impôts et à la famille.",
      sections: [
        {
          id: "who-this-covers",
          heading: "À qui s'adresse cette page",
          blocks: [
            {
              kind: "paragraph",
              text: "Cette page concerne les citoyens de l'Union européenne, des autres pays de l'Espace économique européen (Islande, Liechtenstein et Norvège) et de la Suisse. Pour l'entrée et le séjour, le droit français traite les ressortissants de l'EEE et les Suisses comme les citoyens de l'UE : tout ce qui suit s'applique donc à tous, sauf différence signalée.",
            },
            {
              kind: "list",
              items: [
                "Vous n'avez pas besoin de visa pour entrer en France ni pour vous y installer.",
                "Vous n'avez pas besoin de titre de séjour pour vivre, travailler, étudier ou prendre votre retraite en France.",
                "Vous pouvez occuper tout emploi ou créer toute entreprise, sauf certains emplois de la fonction publique et, sous conditions, certaines professions réglementées (médecins, avocats, architectes…), qui exigent la reconnaissance de votre qualification.",
                "Les membres de votre famille peuvent vous rejoindre, y compris ceux qui ne sont pas européens, selon des règles plus favorables que les procédures d'immigration ordinaires.",
              ],
            },
            {
              kind: "note",
              text: "Le Liechtenstein est membre de l'Espace économique européen : ses ressortissants ont en France les mêmes droits que les autres ressortissants de l'EEE. Les Britanniques ne relèvent plus de ces règles depuis la sortie du Royaume-Uni de l'UE, sauf ceux protégés par l'accord de retrait ; les autres suivent les procédures de visa ordinaires.",
            },
          ],
        },
        {
          id: "arriving",
          heading: "L'arrivée et les premiers mois",
          blocks: [
            {
              kind: "paragraph",
              text: "Pour entrer en France, une carte d'identité nationale ou un passeport en cours de validité suffit. Pas de visa, pas de formulaire d'entrée, pas de frais. Gardez ce document sur vous : c'est lui que vous présentez lors d'un contrôle d'identité, et c'est lui que demanderont banques, bailleurs et employeurs.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Trouver un logement et garder un justificatif de domicile",
                  body: "Un bail, une facture d'électricité ou une attestation d'hébergement servent de justificatif de domicile pour presque toutes les démarches suivantes.",
                },
                {
                  title: "Ouvrir un compte bancaire",
                  body: "En France, les prélèvements et les salaires passent en général par un compte avec un IBAN au format français. Beaucoup de banques en ligne acceptent les citoyens européens avec une pièce d'identité et un justificatif de domicile ; certains employeurs et bailleurs sont plus exigeants que la loi sur ce point.",
                },
                {
                  title: "Vérifier si votre mairie demande un enregistrement",
                  body: "La loi permet aux mairies de demander aux citoyens européens nouvellement arrivés de s'enregistrer, mais peu l'appliquent. Renseignez-vous auprès de votre mairie après votre installation ; la démarche prend quelques minutes quand elle existe.",
                },
                {
                  title: "Régler l'assurance maladie et la situation fiscale",
                  body: "Inscrivez-vous à l'assurance maladie française dès que vous travaillez ou vous installez (voir plus bas), et notez que votre première déclaration de revenus sera due au printemps qui suit votre arrivée.",
                },
              ],
            },
          ],
        },
        {
          id: "right-of-residence",
          heading: "Votre droit au séjour après les premiers mois",
          blocks: [
            {
              kind: "paragraph",
              text: "Pendant une courte période initiale, vous pouvez séjourner en France sans autre condition que d'avoir une pièce d'identité valide. Au-delà, votre droit de vivre en France dépend de votre situation. Vous ne le demandez pas : vous l'avez tant que vous remplissez l'une des conditions ci-dessous, et vous devez pouvoir le justifier si une autorité vous le demande.",
            },
            {
              kind: "list",
              items: [
                "Salariés et indépendants : vous avez un droit au séjour tant que vous exercez une activité en France, salariée ou non. Vous le conservez dans certains cas si vous cessez de travailler, par exemple en cas de maladie temporaire, ou de perte involontaire d'emploi avec inscription comme demandeur d'emploi à France Travail.",
                "Demandeurs d'emploi : vous pouvez rester tant que vous cherchez réellement un emploi et avez une chance réelle d'être embauché.",
                "Étudiants : vous devez être inscrit dans un établissement reconnu, disposer d'une assurance maladie et déclarer des ressources suffisantes pour vous et votre famille éventuelle.",
                "Personnes sans activité (retraités, personnes vivant de leur épargne ou de revenus locatifs) : il vous faut des ressources suffisantes pour vous et votre famille, afin de ne pas devenir une charge pour l'aide sociale française, et une assurance maladie complète. Les ressources sont appréciées selon votre situation personnelle, et non par rapport à un montant unique.",
              ],
            },
            {
              kind: "note",
              text: "Après plusieurs années de séjour légal et ininterrompu en France, vous acquérez un droit au séjour permanent. Les conditions ci-dessus ne s'appliquent plus : vous n'avez plus à prouver une activité, des ressources ou une assurance maladie pour rester.",
            },
          ],
        },
        {
          id: "residence-card",
          heading: "La carte de séjour UE, facultative",
          blocks: [
            {
              kind: "paragraph",
              text: "Vous n'êtes pas obligé de détenir une carte de séjour, mais vous pouvez en demander une : la « carte de séjour Citoyen UE/EEE/Suisse ». Elle ne crée aucun droit ; elle prouve simplement celui que vous avez déjà. Elle facilite souvent les échanges avec les employeurs, les banques, la CAF, l'assurance maladie ou les impôts, et sert de preuve de la durée de votre séjour lorsque vous demandez plus tard le séjour permanent.",
            },
            {
              kind: "list",
              items: [
                "La carte est gratuite.",
                "Selon votre situation et votre département, la demande se fait en ligne sur le site de l'ANEF ou à la préfecture de votre domicile ; le site de la préfecture indique la marche à suivre.",
                "Les pièces dépendent de votre catégorie (travailleur, étudiant ou inactif) : en général votre pièce d'identité ou passeport, un justificatif de domicile, des photos d'identité, et un justificatif d'activité, d'inscription ou de ressources et d'assurance maladie.",
                "Une fois le droit au séjour permanent acquis, vous pouvez demander de la même manière la version permanente de la carte.",
              ],
            },
          ],
        },
        {
          id: "health-insurance",
          heading: "Assurance maladie : de la carte européenne au système français",
          blocks: [
            {
              kind: "paragraph",
              text: "Lors d'un séjour temporaire, la carte européenne d'assurance maladie (CEAM) délivrée par votre pays couvre les soins médicalement nécessaires en France, aux mêmes conditions que pour les assurés français. Elle n'est pas prévue pour les personnes qui s'installent : une fois installé, vous devez rejoindre le système français.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Si vous travaillez en France",
                  body: "Votre employeur vous déclare et vous êtes affilié au régime général de l'Assurance Maladie. Les indépendants sont affiliés lors de l'immatriculation de leur activité. Suivez votre dossier sur ameli.fr dès que vous avez un numéro de sécurité sociale.",
                },
                {
                  title: "Si vous ne travaillez pas",
                  body: "Une assurance maladie complète est une condition de votre séjour : par exemple une assurance privée, ou des droits aux soins transférés depuis votre pays si vous y percevez une pension. Contactez la CPAM de votre domicile pour savoir si et quand vous pouvez rejoindre le système français.",
                },
                {
                  title: "Recevoir la carte Vitale et choisir un médecin",
                  body: "Une fois affilié, vous recevez une carte Vitale. Déclarez un médecin généraliste comme médecin traitant : vos soins sont mieux remboursés dans ce parcours de soins.",
                },
                {
                  title: "Penser à une complémentaire santé",
                  body: "L'assurance maladie ne rembourse qu'une partie de la plupart des frais. Une complémentaire santé (mutuelle), souvent proposée par l'employeur, couvre une grande partie du reste.",
                },
              ],
            },
          ],
        },
        {
          id: "driving-licence",
          heading: "Permis de conduire",
          blocks: [
            {
              kind: "paragraph",
              text: "Un permis de conduire valide délivré par un pays de l'UE ou de l'EEE est reconnu en France. Vous n'avez pas à l'échanger contre un permis français, quelle que soit la durée de votre séjour. Vous pouvez toutefois choisir de l'échanger, et vous y serez obligé dans certains cas, par exemple s'il est perdu ou volé en France, ou si une infraction commise en France entraîne une suspension ou un retrait de points. L'échange se demande en ligne sur le site de l'ANTS.",
            },
            {
              kind: "note",
              text: "Le permis suisse ne relève pas des règles européennes sur le permis : il est traité comme les autres permis étrangers, qui doivent être échangés dans un délai fixé après l'installation en France. Vérifiez tôt la règle en vigueur sur le site de l'ANTS.",
            },
          ],
        },
        {
          id: "family-members",
          heading: "Membres de famille qui ne sont pas citoyens de l'UE, de l'EEE ou suisses",
          blocks: [
            {
              kind: "paragraph",
              text: "Votre famille proche peut vivre avec vous en France quelle que soit sa nationalité : votre conjoint ou partenaire enregistré, vos enfants et ceux de votre conjoint (en dessous de la limite d'âge légale, ou au-delà s'ils sont à votre charge) et vos ascendants à charge. D'autres proches, ou un concubin avec qui vous avez une relation durable, peuvent aussi être admis après examen individuel. La procédure ordinaire de regroupement familial des résidents étrangers ne vous concerne pas : votre famille passe par la voie européenne, plus favorable.",
            },
            {
              kind: "paragraph",
              text: "Contrairement à vous, les membres de famille non européens ont besoin d'une carte de séjour. La libre circulation est votre droit de citoyen européen ; eux tirent leur droit de vivre en France de leur lien avec vous, et la carte est ce qui le prouve auprès des employeurs, des bailleurs et des administrations, et ce qui leur permet d'entrer et sortir de l'espace Schengen.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Entrer en France",
                  body: "Selon leur nationalité, ils peuvent avoir besoin d'un visa de court séjour. En tant que membres de famille d'un citoyen européen, ils le demandent sur France-Visas avec la preuve du lien familial ; le visa est gratuit et traité en priorité.",
                },
                {
                  title: "Demander la carte de séjour",
                  body: "Dans les premiers mois suivant l'arrivée, ils demandent une « carte de séjour membre de famille d'un citoyen de l'Union/EEE/Suisse » à la préfecture ou en ligne sur l'ANEF, avec leur passeport, la preuve du lien familial et la preuve de votre propre droit au séjour.",
                },
                {
                  title: "Travailler",
                  body: "La carte leur permet de travailler en France sans autorisation de travail distincte.",
                },
                {
                  title: "Ensuite",
                  body: "Après plusieurs années de séjour légal et ininterrompu avec vous, ils peuvent obtenir une carte de séjour permanent.",
                },
              ],
            },
          ],
        },
        {
          id: "taxes",
          heading: "Les impôts, dans les grandes lignes",
          blocks: [
            {
              kind: "paragraph",
              text: "S'installer en France fait en général de vous un résident fiscal français : la France impose alors l'ensemble de vos revenus, y compris ceux de l'étranger. Vous êtes en principe résident fiscal si votre foyer ou votre lieu de séjour principal est en France, si vous y exercez votre activité professionnelle principale, ou si le centre de vos intérêts économiques s'y trouve.",
            },
            {
              kind: "list",
              items: [
                "L'impôt sur le revenu est prélevé à la source sur les salaires et pensions, mais vous déposez quand même une déclaration chaque printemps pour l'année précédente. La première se fait au printemps suivant votre arrivée ; l'administration fixe ensuite votre taux de prélèvement.",
                "Les conventions fiscales entre la France et la plupart des pays européens évitent qu'un même revenu soit imposé deux fois ; elles déterminent quel pays impose chaque type de revenu.",
                "Les cotisations sociales sont prélevées sur les salaires ; les indépendants les paient auprès de l'URSSAF.",
                "Être propriétaire en France entraîne la taxe foncière, et disposer d'une résidence secondaire la taxe d'habitation sur ce logement.",
              ],
            },
            {
              kind: "note",
              text: "Il s'agit d'informations générales, pas d'un conseil fiscal. Votre situation (revenus à l'étranger, pensions, biens immobiliers, société) peut changer la réponse : vérifiez auprès de l'administration fiscale sur impots.gouv.fr ou d'un conseiller fiscal.",
            },
          ],
        },
        {
          id: "freedom-package",
          heading: "Notre offre EU/EEA Freedom Package",
          blocks: [
            {
              kind: "paragraph",
              text: "Même sans visa, s'installer en France suppose une série de démarches auprès d'organismes différents. Notre EU/EEA Freedom Package est un accompagnement clés en main pour les citoyens de l'UE, de l'EEE et suisses : notre équipe prépare et suit les démarches avec vous, pour que rien ne soit oublié ni fait deux fois.",
            },
            {
              kind: "list",
              items: [
                "Un plan personnel pour vos premiers mois, construit selon votre situation : emploi, études, retraite ou installation en famille.",
                "Une aide pour l'inscription à l'assurance maladie, la carte de séjour facultative et, si besoin, les cartes de séjour des membres de famille non européens.",
                "Des conseils pour le dossier de location, le compte bancaire, le permis de conduire et votre première déclaration de revenus.",
              ],
            },
            {
              kind: "note",
              text: "Le prix est communiqué sur demande. L'accompagnement se déroule en général sur quelques semaines et vous épargne beaucoup de paperasse. La page des tarifs détaille exactement ce qui est inclus et comment demander un devis. Passerelle vous oriente mais ne fournit pas de conseil juridique ; les décisions relèvent toujours des autorités françaises.",
            },
          ],
        },
      ],
    },
    ar: {
      title: "الانتقال إلى فرنسا بصفتك مواطنًا من الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا",
      description:
        "لا تأشيرة ولا بطاقة إقامة: ما يحتاجه مواطنو الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا للاستقرار في فرنسا، من التغطية الصحية والضرائب إلى أفراد العائلة من خارج الاتحاد.",
      sections: [
        {
          id: "who-this-covers",
          heading: "لمن هذه الصفحة",
          blocks: [
            {
              kind: "paragraph",
              text: "تخص هذه الصفحة مواطني الاتحاد الأوروبي، ومواطني البلدان الأخرى في المنطقة الاقتصادية الأوروبية (آيسلندا وليختنشتاين والنرويج)، ومواطني سويسرا. ففي ما يتعلق بالدخول والإقامة، يعامل القانون الفرنسي مواطني المنطقة الاقتصادية الأوروبية والسويسريين معاملة مواطني الاتحاد الأوروبي، لذلك ينطبق كل ما يلي عليهم جميعًا ما لم يُشَر إلى اختلاف.",
            },
            {
              kind: "list",
              items: [
                "لا تحتاج إلى تأشيرة لدخول فرنسا أو للانتقال إليها.",
                "لا تحتاج إلى بطاقة إقامة ({fr:titre de séjour}) لتعيش في فرنسا أو تعمل أو تدرس أو تتقاعد فيها.",
                "يمكنك أن تشغل أي وظيفة أو تنشئ أي مشروع، باستثناء بعض وظائف الخدمة العامة ({fr:fonction publique})، وبعض المهن المنظَّمة بشروط (الأطباء والمحامون والمهندسون المعماريون ونحوهم)، التي تتطلب الاعتراف بمؤهلك.",
                "يمكن لأفراد عائلتك أن يلتحقوا بك، بمن فيهم من ليسوا مواطنين أوروبيين، وفق قواعد أكثر تيسيرًا من إجراءات الهجرة العادية.",
              ],
            },
            {
              kind: "note",
              text: "ليختنشتاين عضو في المنطقة الاقتصادية الأوروبية، لذلك يتمتع مواطنوها في فرنسا بالحقوق نفسها التي يتمتع بها سائر مواطني المنطقة. ولم يعد المواطنون البريطانيون مشمولين بهذه القواعد منذ خروج المملكة المتحدة من الاتحاد الأوروبي، باستثناء المحميين بموجب اتفاق الانسحاب ({fr:accord de retrait})؛ أما غيرهم من البريطانيين فيتبعون مسارات التأشيرة العادية.",
            },
          ],
        },
        {
          id: "arriving",
          heading: "الوصول والأشهر الأولى",
          blocks: [
            {
              kind: "paragraph",
              text: "لدخول فرنسا، تكفيك بطاقة هوية وطنية أو جواز سفر ساري المفعول. فلا تأشيرة ولا استمارة دخول ولا رسوم. احتفظ بهذه الوثيقة معك: فهي ما تقدّمه عند أي تحقق من الهوية، وهي ما ستطلبه منك المصارف والمؤجرون والمشغّلون.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "ابحث عن مسكن واحتفظ بإثبات العنوان",
                  body: "يصلح عقد الإيجار، أو فاتورة الكهرباء، أو شهادة إيواء من الشخص الذي يستضيفك ({fr:attestation d'hébergement})، إثباتًا للعنوان في جميع الخطوات اللاحقة تقريبًا.",
                },
                {
                  title: "افتح حسابًا مصرفيًا",
                  body: "تمر الاقتطاعات المباشرة والرواتب في فرنسا عادةً عبر حساب برقم IBAN بالصيغة الفرنسية. وتقبل مصارف إلكترونية كثيرة مواطني الاتحاد الأوروبي بوثيقة هوية وإثبات عنوان؛ وبعض المشغّلين والمؤجرين أكثر تشددًا في هذا الشأن مما يشترطه القانون.",
                },
                {
                  title: "تحقّق مما إذا كانت بلديتك تنتظر منك التسجيل",
                  body: "يسمح القانون للبلديات بأن تطلب من المواطنين الأوروبيين الوافدين حديثًا التسجيل لديها، لكن قليلًا منها يطبّق ذلك. استفسر لدى بلديتك ({fr:mairie}) بعد انتقالك؛ ولا يستغرق الإجراء إلا دقائق معدودة حين يكون مطلوبًا.",
                },
                {
                  title: "رتّب التغطية الصحية ووضعك الضريبي",
                  body: "سجّل في التأمين الصحي الفرنسي بمجرد أن تعمل أو تستقر (انظر أدناه)، واعلم أن تصريحك الضريبي الفرنسي الأول سيكون مستحقًا في الربيع الذي يلي وصولك.",
                },
              ],
            },
          ],
        },
        {
          id: "right-of-residence",
          heading: "حقك في الإقامة بعد الأشهر الأولى",
          blocks: [
            {
              kind: "paragraph",
              text: "خلال فترة أولى قصيرة، يمكنك الإقامة في فرنسا دون أي شرط سوى حيازة وثيقة هوية صالحة. وبعدها، يتوقف حقك في العيش في فرنسا على وضعك. أنت لا تطلب هذا الحق: فهو ثابت لك ما دمت تستوفي أحد الشروط أدناه، ويجب أن تكون قادرًا على إثباته إذا طلبت منك ذلك جهة رسمية.",
            },
            {
              kind: "list",
              items: [
                "العمال والمستقلون: لك الحق في الإقامة ما دمت تعمل في فرنسا، أجيرًا كنت أو لحسابك الخاص. وتحتفظ به في حالات معيّنة إذا توقفت عن العمل، مثلًا أثناء مرض مؤقت، أو إذا فقدت عملك رغمًا عنك وسجّلت نفسك باحثًا عن عمل لدى {fr:France Travail}.",
                "الباحثون عن عمل: يمكنك البقاء ما دمت تبحث فعلًا عن عمل ولديك فرصة حقيقية للتوظيف.",
                "الطلاب: يجب أن تكون مسجّلًا في مؤسسة تعليمية أو جامعة معترف بها، وأن تكون لديك تغطية صحية، وأن تصرّح بأن لديك موارد كافية لك ولأفراد عائلتك المرافقين إن وُجدوا.",
                "غير العاملين (المتقاعدون، ومن يعيشون من مدخراتهم أو من عائدات الإيجار): تحتاج إلى موارد كافية لك ولعائلتك، حتى لا تصبح عبئًا على نظام المساعدة الاجتماعية الفرنسي، وإلى تأمين صحي شامل. وتُقدَّر الموارد بحسب وضعك الشخصي، لا بالمقارنة مع مبلغ ثابت واحد.",
              ],
            },
            {
              kind: "note",
              text: "بعد عدة سنوات من الإقامة القانونية المتواصلة في فرنسا، تكتسب حق الإقامة الدائمة. ومن ذلك الحين لا تعود الشروط السابقة سارية عليك: فلا يُطلب منك إثبات العمل أو الموارد أو التغطية الصحية للبقاء.",
            },
          ],
        },
        {
          id: "residence-card",
          heading: "بطاقة الإقامة الاختيارية لمواطني الاتحاد الأوروبي",
          blocks: [
            {
              kind: "paragraph",
              text: "لست ملزمًا بحيازة بطاقة إقامة، لكن يمكنك أن تطلبها: وهي «بطاقة إقامة مواطن الاتحاد الأوروبي/المنطقة الاقتصادية الأوروبية/سويسرا» ({fr:carte de séjour Citoyen UE/EEE/Suisse}). وهي لا تُنشئ أي حق؛ بل تثبت فقط الحق الذي تملكه أصلًا. ويجدها كثيرون مفيدة في التعامل مع المشغّلين والمصارف وصندوق المنح العائلية (CAF) والتأمين الصحي ومصلحة الضرائب، ودليلًا على مدة إقامتك في فرنسا حين تطلب لاحقًا الإقامة الدائمة.",
            },
            {
              kind: "list",
              items: [
                "البطاقة مجانية.",
                "حسب وضعك ومقاطعتك ({fr:département})، يُقدَّم الطلب عبر الإنترنت على موقع ANEF أو لدى محافظة ({fr:préfecture}) مكان سكنك؛ ويبيّن موقع المحافظة الطريقة المعتمدة.",
                "تتوقف الوثائق على فئتك (عامل أو طالب أو غير عامل): عادةً بطاقة هويتك أو جواز سفرك، وإثبات العنوان، وصور شمسية، وإثبات العمل أو التسجيل الدراسي أو الموارد والتغطية الصحية.",
                "بعد أن تكتسب حق الإقامة الدائمة، يمكنك أن تطلب بالطريقة نفسها النسخة الدائمة من البطاقة.",
              ],
            },
          ],
        },
        {
          id: "health-insurance",
          heading: "التأمين الصحي: من بطاقتك الأوروبية إلى النظام الفرنسي",
          blocks: [
            {
              kind: "paragraph",
              text: "أثناء إقامة مؤقتة، تغطي البطاقة الأوروبية للتأمين الصحي ({fr:carte européenne d'assurance maladie}، CEAM) الصادرة في بلدك العلاجَ الضروري طبيًا في فرنسا، بالشروط نفسها المطبقة على المؤمَّن عليهم في فرنسا. لكنها ليست مخصصة لمن انتقلوا للعيش هنا: فبمجرد أن تستقر، عليك أن تنضم إلى النظام الفرنسي.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "إذا كنت تعمل في فرنسا",
                  body: "يصرّح بك مشغّلك، فتُلحَق بالنظام العام للتأمين الصحي ({fr:Assurance Maladie}). أما المستقلون فيُلحَقون به عند تسجيل نشاطهم. وتابع ملفك على ameli.fr بمجرد حصولك على رقم الضمان الاجتماعي.",
                },
                {
                  title: "إذا كنت لا تعمل",
                  body: "يجب أن تكون لديك تغطية صحية شاملة شرطًا لإقامتك، مثل تأمين خاص، أو حقوق في العلاج محوّلة من بلدك إذا كنت تتقاضى معاشًا فيه. اتصل بصندوق التأمين الصحي المحلي (CPAM) في مكان سكنك لتعرف هل يمكنك الانضمام إلى النظام الفرنسي، ومتى.",
                },
                {
                  title: "احصل على بطاقتك الصحية واختر طبيبًا عامًا",
                  body: "بعد انتسابك، تتسلّم بطاقتك الصحية ({fr:carte Vitale}). صرّح بطبيب عام طبيبًا معالجًا لك ({fr:médecin traitant}): فنفقاتك تُسدَّد بنسبة أفضل حين تتبع مسار العلاج هذا ({fr:parcours de soins}).",
                },
                {
                  title: "فكّر في تأمين صحي تكميلي",
                  body: "لا يسدّد التأمين العام إلا جزءًا من معظم التكاليف. ويغطي التأمين الصحي التكميلي ({fr:mutuelle})، الذي يقدّمه المشغّلون في أحيان كثيرة، جزءًا كبيرًا من الباقي.",
                },
              ],
            },
          ],
        },
        {
          id: "driving-licence",
          heading: "رخصة القيادة",
          blocks: [
            {
              kind: "paragraph",
              text: "رخصة القيادة السارية الصادرة عن بلد من الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية معترف بها في فرنسا. ولست ملزمًا باستبدالها برخصة فرنسية، مهما طالت إقامتك هنا. ومع ذلك يمكنك أن تختار استبدالها، وستكون ملزمًا بذلك في بعض الحالات، مثلًا إذا ضاعت أو سُرقت في فرنسا، أو إذا أدّت مخالفة ارتُكبت في فرنسا إلى تعليقها أو إلى خصم نقاط منها. ويُطلب الاستبدال عبر الإنترنت على موقع ANTS.",
            },
            {
              kind: "note",
              text: "لا تخضع الرخصة السويسرية لقواعد رخص الاتحاد الأوروبي: فهي تُعامَل مثل سائر الرخص الأجنبية، التي يجب استبدالها خلال أجل محدد بعد الاستقرار في فرنسا. تحقّق مبكرًا من القاعدة السارية على موقع ANTS.",
            },
          ],
        },
        {
          id: "family-members",
          heading: "أفراد العائلة من غير مواطني الاتحاد الأوروبي أو المنطقة الاقتصادية الأوروبية أو سويسرا",
          blocks: [
            {
              kind: "paragraph",
              text: "يمكن لعائلتك القريبة أن تعيش معك في فرنسا أيًا كانت جنسيتها: زوجك أو شريكك المسجَّل، وأولادك وأولاد زوجك (دون حدّ السن القانوني، أو فوقه إذا كانوا في كفالتك)، وأصولك الذين في كفالتك ({fr:ascendants à charge}). كما يمكن قبول أقارب آخرين، أو شريك غير متزوج تربطك به علاقة دائمة، بعد دراسة فردية. ولا ينطبق عليك إجراء لمّ الشمل العائلي ({fr:regroupement familial}) العادي الخاص بالمقيمين الأجانب: فعائلتك تسلك بدلًا منه المسار الأوروبي الأكثر تيسيرًا.",
            },
            {
              kind: "paragraph",
              text: "على خلافك، يحتاج أفراد العائلة من غير الأوروبيين إلى بطاقة إقامة. فحرية التنقل حقك بصفتك مواطنًا أوروبيًا؛ أما هم فيستمدّون حقهم في العيش في فرنسا من صلتهم بك، والبطاقة هي وسيلتهم لإثبات ذلك أمام المشغّلين والمؤجرين والإدارات، ولدخول فضاء شنغن والخروج منه.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "دخول فرنسا",
                  body: "حسب جنسيتهم، قد يحتاجون إلى تأشيرة إقامة قصيرة. وبصفتهم أفرادًا من عائلة مواطن أوروبي، يقدّمون طلبهم على France-Visas مع إثبات الصلة العائلية؛ والتأشيرة مجانية وتُعالَج بأولوية.",
                },
                {
                  title: "طلب بطاقة الإقامة",
                  body: "خلال الأشهر الأولى بعد الوصول، يطلبون «بطاقة إقامة فرد من عائلة مواطن من الاتحاد الأوروبي/المنطقة الاقتصادية الأوروبية/سويسرا» ({fr:carte de séjour membre de famille d'un citoyen de l'Union/EEE/Suisse}) لدى المحافظة ({fr:préfecture}) أو عبر الإنترنت على ANEF، مع جواز سفرهم وإثبات الصلة العائلية وإثبات حقك أنت في الإقامة.",
                },
                {
                  title: "العمل",
                  body: "تسمح لهم البطاقة بالعمل في فرنسا دون رخصة عمل ({fr:autorisation de travail}) منفصلة.",
                },
                {
                  title: "لاحقًا",
                  body: "بعد عدة سنوات من الإقامة القانونية المتواصلة معك، يمكنهم الحصول على بطاقة إقامة دائمة.",
                },
              ],
            },
          ],
        },
        {
          id: "taxes",
          heading: "الضرائب بصفة عامة",
          blocks: [
            {
              kind: "paragraph",
              text: "يجعلك الانتقال إلى فرنسا في العادة مقيمًا ضريبيًا فيها، مما يعني أن فرنسا تفرض الضريبة على مداخيلك من جميع أنحاء العالم. وتُعدّ عمومًا مقيمًا ضريبيًا إذا كان مسكنك أو مكان إقامتك الرئيسي في فرنسا، أو إذا كان نشاطك المهني الرئيسي فيها، أو إذا كان مركز مصالحك الاقتصادية فيها.",
            },
            {
              kind: "list",
              items: [
                "تُقتطع ضريبة الدخل من المنبع ({fr:prélèvement à la source}) من الرواتب والمعاشات، لكنك تقدّم مع ذلك تصريحًا كل ربيع عن السنة السابقة. ويُقدَّم تصريحك الأول في الربيع الذي يلي وصولك؛ ثم تحدّد مصلحة الضرائب نسبة الاقتطاع الخاصة بك.",
                "تمنع الاتفاقيات الضريبية بين فرنسا ومعظم البلدان الأوروبية فرض الضريبة على الدخل نفسه مرتين؛ وهي تحدد البلد الذي يفرض الضريبة على كل نوع من الدخل.",
                "تُقتطع اشتراكات الضمان الاجتماعي من الرواتب؛ أما المستقلون فيدفعونها عبر URSSAF.",
                "تترتب على امتلاك عقار في فرنسا الضريبة العقارية المحلية ({fr:taxe foncière})، وعلى امتلاك مسكن ثانوي ضريبة السكن ({fr:taxe d'habitation}) على ذلك المسكن.",
              ],
            },
            {
              kind: "note",
              text: "هذه معلومات عامة وليست استشارة ضريبية. قد يغيّر وضعك الخاص (دخل في الخارج، أو معاشات، أو عقارات، أو شركة) الجواب: تحقّق لدى مصلحة الضرائب على impots.gouv.fr أو لدى مستشار ضريبي.",
            },
          ],
        },
        {
          id: "freedom-package",
          heading: "باقتنا Freedom Package لمواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية",
          blocks: [
            {
              kind: "paragraph",
              text: "حتى دون تأشيرة، يتطلب الاستقرار في فرنسا سلسلة من الإجراءات لدى مكاتب مختلفة وباستمارات متعددة. وباقتنا Freedom Package خدمة شاملة نتولى فيها الإجراءات عنك، لمواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا: يُعِدّ فريقنا الخطوات ويتابعها معك حتى لا يُنسى شيء ولا يُنجَز شيء مرتين.",
            },
            {
              kind: "list",
              items: [
                "خطة شخصية لأشهرك الأولى، مبنية على وضعك: العمل أو الدراسة أو التقاعد أو الانتقال مع العائلة.",
                "مساعدة في التسجيل في التأمين الصحي، وفي بطاقة الإقامة الاختيارية، وعند الحاجة في بطاقات إقامة أفراد العائلة من غير الأوروبيين.",
                "إرشادات بشأن ملف الإيجار، والحساب المصرفي، ورخصة القيادة، وتصريحك الضريبي الأول.",
              ],
            },
            {
              kind: "note",
              text: "يُحدَّد السعر عند الطلب. وتمتد الخدمة عادةً على بضعة أسابيع وتوفّر عليك الكثير من الأوراق. وتبيّن صفحة الأسعار بدقة ما هو مشمول وكيف تطلب عرض سعر. تقدّم Passerelle التوجيه وليس الاستشارة القانونية؛ والقرارات تعود دائمًا إلى السلطات الفرنسية.",
            },
          ],
        },
      ],
    },
  },
};

export default guide;
