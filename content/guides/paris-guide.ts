import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "paris-guide",
  type: "article",
  updatedOn: "2026-11-22",
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/fr/web/france-visas/visa-de-long-sejour",
      label: {
        en: "Long-stay visas (France-Visas)",
        fr: "Visas de long séjour (France-Visas)",
        ar: "تأشيرات الإقامة الطويلة (France-Visas)",
      },
    },
    {
      url: "https://administration-etrangers-en-france.interieur.gouv.fr/",
      label: {
        en: "ANEF: online procedures for foreign nationals",
        fr: "ANEF : démarches en ligne des étrangers en France",
        ar: "ANEF: الإجراءات الإلكترونية للأجانب في فرنسا",
      },
    },
    {
      url: "https://www.service-public.fr/",
      label: {
        en: "Service-Public.fr: rent control, health cover and everyday procedures",
        fr: "Service-Public.fr : encadrement des loyers, assurance maladie et démarches du quotidien",
        ar: "Service-Public.fr: تسقيف الإيجارات والتغطية الصحية والإجراءات اليومية",
      },
    },
    {
      url: "https://www.campusfrance.org/",
      label: {
        en: "Campus France: studying in France",
        fr: "Campus France : étudier en France",
        ar: "Campus France: الدراسة في فرنسا",
      },
    },
  ],
  text: {
    en: {
      title: "Paris for newcomers: neighbourhoods, housing, transport and first steps",
      description:
        "Settling in Paris: arrondissements and suburbs, flat hunting and rent control, the Navigo pass, first-weeks admin, work, schools and costs.",
      sections: [
        {
          id: "arrondissements-and-suburbs",
          heading: "Arrondissements and nearby suburbs",
          blocks: [
            {
              kind: "paragraph",
              text: "The city of Paris is divided into arrondissements, numbered in a spiral that starts at the Louvre and turns clockwise towards the edges. The last part of a Paris postcode tells you which arrondissement an address is in. Each one has its own town hall (mairie d'arrondissement), where you enrol children in school, register for a nursery place or get certain certificates. Beyond the ring road (the périphérique) lie the inner suburbs, the petite couronne, which are separate towns with their own town halls and, for residence permits, their own prefectures.",
            },
            {
              kind: "list",
              items: [
                "Central Paris (the Marais, the Latin Quarter, Saint-Germain): historic, walkable and very well served, with small flats at the top of the market and a lot of tourist traffic.",
                "East and north-east (Bastille, Oberkampf, Canal Saint-Martin, Belleville, Ménilmontant): lively, mixed and popular with younger professionals; streets can be noisy in the evening.",
                "North (Montmartre, Batignolles, La Chapelle): village-like corners next to busier, more working-class areas; Batignolles has a large park and newer buildings.",
                "South (Montparnasse, Denfert-Rochereau, Butte-aux-Cailles, the area around Parc Montsouris): residential and calmer, often chosen by families.",
                "West (Passy, Auteuil, the area near the Bois de Boulogne): quiet, green and expensive, with several bilingual and international schools nearby.",
                "Inner suburbs: Boulogne-Billancourt, Issy-les-Moulineaux and Levallois-Perret in the west are close to business districts; Vincennes, Montreuil and Pantin in the east attract families and creative workers; Saint-Denis and Aubervilliers in the north are changing fast around new metro stations.",
              ],
            },
            {
              kind: "note",
              text: "Choose by commute rather than by postcode. A flat just outside the périphérique next to a metro or RER station can be quicker to reach from your workplace than one inside Paris, and the new Grand Paris Express lines are changing which suburbs are well connected.",
            },
          ],
        },
        {
          id: "housing-and-rent-control",
          heading: "Finding a flat and rent control in plain words",
          blocks: [
            {
              kind: "paragraph",
              text: "The Paris rental market is competitive: good flats are often let within days, and landlords or agencies choose between several applicants. Prepare a complete application file (dossier de location) before you start visiting, and consider a furnished short-term rental for your first weeks so that you can search on the spot. Furnished leases are shorter and more flexible; unfurnished leases last longer and give more stability. The bail mobilité is a short furnished lease for people on a training course, a study programme, an internship or a temporary professional assignment, and no deposit can be asked for it.",
            },
            {
              kind: "list",
              items: [
                "Identity: passport and visa or residence permit.",
                "Income: employment contract or employer's letter, recent payslips, or proof of savings, grants or pension if you do not work in France.",
                "A guarantor (garant): many landlords want a person living in France. Alternatives include Visale, a free rent guarantee from Action Logement for young people and some newly hired employees under conditions, paid guarantee services, or a bank guarantee.",
                "Your last tax notice if you have one, and proof of your current address.",
                "Never send originals: landlords may only ask for documents on a list fixed by law, and may not ask for a bank statement showing your balance history or a photo of you.",
              ],
            },
            {
              kind: "paragraph",
              text: "Rent control (encadrement des loyers) means this in plain words: for most private leases in Paris, the prefecture publishes a reference rent per square metre for each neighbourhood, depending on the number of rooms, the construction period and whether the flat is furnished. The rent excluding charges may not exceed the upper reference rent (loyer de référence majoré). A landlord can only add a rent supplement (complément de loyer) for exceptional features, such as a large terrace or an unusual view, and must justify it. The lease must state both the reference rent and the upper reference rent. If your rent is above the ceiling, you can ask the landlord to lower it, then refer the case to the departmental conciliation commission; the prefecture can also fine landlords who break the rules. Some neighbouring territories, such as Plaine Commune and Est Ensemble, apply the same system. The scheme was introduced as a legal experiment, so check on Service-Public.fr that it still applies and use the official reference-rent simulator for Île-de-France before you sign.",
            },
            {
              kind: "note",
              text: "Avoid rental scams: never pay a deposit or a reservation fee before visiting the flat and signing a lease, never send money by a transfer service for keys, and be wary of a landlord who says they are abroad. Agency fees paid by the tenant are capped by law, and the deposit is capped too. Home insurance is required for tenants in most cases from the day you get the keys, and an inventory (état des lieux) is drawn up on arrival and departure.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "Getting around: the Navigo pass and more",
          blocks: [
            {
              kind: "paragraph",
              text: "Most Parisians live without a car. The metro, the RER suburban trains, trams, buses and Transilien trains are run under the regional authority Île-de-France Mobilités, and the Navigo pass covers all of them across the whole region, including the suburbs. Monthly and weekly passes cover unlimited travel; the annual pass can be paid month by month and is the usual choice once you are settled. The monthly pass runs for a calendar month and the weekly pass from Monday to Sunday.",
            },
            {
              kind: "list",
              items: [
                "Navigo Découverte: the card for people who do not yet have a regional address or who want a pass straight away; you need an ID photo and there is a small card fee.",
                "Navigo Easy: a rechargeable card for single tickets if you travel only occasionally.",
                "Pay-as-you-go and annual plans: once you have a French bank account you can subscribe online through Île-de-France Mobilités.",
                "Employees: your employer must reimburse a share of your public transport pass, set by law; send a copy of your pass receipt to HR.",
                "Vélib' bike sharing and the growing network of cycle lanes are a practical option for short trips; walking is often quicker than changing lines in the centre.",
              ],
            },
          ],
        },
        {
          id: "admin-first-weeks",
          heading: "Admin in the first weeks",
          blocks: [
            {
              kind: "paragraph",
              text: "Residence formalities now go mostly through ANEF, the Interior Ministry's online service for foreign nationals. If you arrive with a long-stay visa valid as a residence permit (VLS-TS), you validate it online within {fact:vls-ts.validation-deadline} of arrival and pay the online tax stamp. If your visa says that a residence card must be requested, follow the instructions on the sticker. For Paris residents, residence permits are handled by the Préfecture de police; if you live in the suburbs, it is the prefecture of your département. The OFII may then invite you for a medical check-up or a welcome meeting, depending on your permit.",
            },
            {
              kind: "paragraph",
              text: "Basic health cover is provided by the Assurance Maladie. If you work, you are covered through your job; you register with the CPAM (Caisse primaire d'assurance maladie) of Paris or of your département, which obtains a permanent social security number for you. People born abroad usually need a birth certificate, with an official translation if it is not in French. Once you have your number, create your account on ameli.fr, order your carte Vitale and declare a regular doctor (médecin traitant) to be reimbursed at the normal rate. Private-sector employers must offer a top-up health plan (mutuelle). If you do not work, the universal health protection (PUMa) depends on stable and regular residence: see the Service-Public.fr page on the PUMa.",
            },
            {
              kind: "paragraph",
              text: "A French bank account comes early, because the CAF, the Assurance Maladie and your employer pay into it; you will be asked for its bank details (RIB) everywhere. Banks usually ask for your passport, your visa or residence permit and proof of address; a host's certificate (attestation d'hébergement) or an employer's letter can help at first. If banks refuse you, the Banque de France can designate a bank that must open a basic account for you (droit au compte). The CAF (Caisse d'allocations familiales) pays housing aid, such as the APL, and family benefits; eligibility depends on your residence permit, income and rent, and you apply online once you have a lease and a bank account.",
            },
          ],
        },
        {
          id: "work-and-networks",
          heading: "Work and networks",
          blocks: [
            {
              kind: "paragraph",
              text: "Paris concentrates many head offices, public institutions, start-ups, research centres and cultural organisations. Check first what your residence permit allows: some permits are tied to a job or an employer, and changing employer or status may require a new application. French is expected in most workplaces, even international ones, so improving it pays off quickly.",
            },
            {
              kind: "list",
              items: [
                "Job platforms and professional networks, plus APEC for managers and graduates (cadres).",
                "France Travail, the public employment service, if your permit allows you to work and you are looking for a job.",
                "Start-up and innovation hubs such as Station F, incubators run by universities and the City of Paris, and the many tech and industry meetups.",
                "Chambers of commerce, professional associations, alumni groups of French and international schools, and newcomer associations in each arrondissement.",
                "French lessons: the city's adult classes, associations, universities and private schools; if you sign the republican integration contract (CIR) with the OFII, it can include French lessons.",
              ],
            },
          ],
        },
        {
          id: "schools-for-families",
          heading: "Schools for families",
          blocks: [
            {
              kind: "paragraph",
              text: "Education is compulsory from nursery school age, and public schools are free. For nursery school (école maternelle) and primary school (école élémentaire), you register your child at the mairie of your arrondissement with proof of address, the family record or birth certificate and vaccination records; the mairie then assigns a school near your home. For secondary school (collège and lycée), contact the education authority of Paris (académie de Paris). Children who arrive without enough French are assessed and can join a support unit for newly arrived pupils (unité pédagogique pour élèves allophones arrivants) while attending regular lessons.",
            },
            {
              kind: "list",
              items: [
                "International sections and bilingual programmes exist in some public schools, with entrance tests; apply early.",
                "Private schools under contract with the State (sous contrat) follow the national curriculum and charge moderate fees.",
                "Fully private international schools charge high fees and often have waiting lists.",
                "Childcare for young children: municipal nurseries (crèches), childminders (assistantes maternelles) and nannies; apply at the mairie as early as possible, and ask the CAF about childcare aid.",
              ],
            },
          ],
        },
        {
          id: "visa-routes",
          heading: "Visa routes that fit",
          blocks: [
            {
              kind: "paragraph",
              text: "Paris newcomers usually come for a job, for studies, to join family or to build a company. These visa pages explain conditions, documents and the sourced figures:",
            },
            {
              kind: "list",
              items: [
                "Talent – qualified employee and EU Blue Card, for qualified jobs above the salary floors shown on those pages.",
                "Employee, for other jobs with a French employer, and Intra-company transfer (ICT) if your group sends you to its French office.",
                "Talent – innovative business project and Self-employed (auto-entrepreneur), for founders and freelancers.",
                "Student and Student long-stay visa (VLS-TS), for degree courses and French programmes.",
                "Family of a French national and Family reunification, if you are joining a spouse or parent.",
              ],
            },
            {
              kind: "note",
              text: "This guide is general information, not legal advice. Always check the current rules on France-Visas and Service-Public.fr before you apply.",
            },
          ],
        },
        {
          id: "first-weeks-checklist",
          heading: "First weeks checklist",
          blocks: [
            {
              kind: "steps",
              items: [
                {
                  title: "Validate your visa or apply for your card",
                  body: "With a VLS-TS, validate it on ANEF within {fact:vls-ts.validation-deadline} of arrival. Otherwise follow the instructions on your visa. Keep the confirmation with your passport.",
                },
                {
                  title: "Get a French phone number",
                  body: "A French mobile number makes bank, ameli.fr and administration sign-ups easier, as many of them send confirmation codes by text message.",
                },
                {
                  title: "Open a bank account",
                  body: "Bring your passport, visa and proof of address. Ask for your RIB as soon as the account is open.",
                },
                {
                  title: "Buy your Navigo pass",
                  body: "Start with a Navigo Découverte card or a monthly pass, then switch to the annual plan once you have a bank account. Give the receipt to your employer.",
                },
                {
                  title: "Register for health insurance",
                  body: "Register with your CPAM, then create your ameli.fr account, order your carte Vitale and declare a médecin traitant. Keep private cover until your rights are open.",
                },
                {
                  title: "Secure long-term housing",
                  body: "Visit with a complete dossier, check the rent against the reference rent, take home insurance and attend the inventory when you get the keys.",
                },
                {
                  title: "Apply to the CAF and enrol your children",
                  body: "Once you have a lease, check your housing aid on the CAF website. Students from outside the EU, the EEA and Switzerland who hold no needs-based grant no longer receive housing aid (APL) since {fact:student.apl-ends-non-eu-without-grant}. Register your children at the mairie of your arrondissement.",
                },
              ],
            },
          ],
        },
        {
          id: "costs-at-a-glance",
          heading: "Costs at a glance",
          blocks: [
            {
              kind: "list",
              items: [
                "One-bedroom flat, monthly rent: {city:paris.rentOneBedroom}",
                "Three-bedroom flat, monthly rent: {city:paris.rentThreeBedroom}",
                "Food and dining, per month: {city:paris.foodAndDining}",
                "Transport, per month: {city:paris.transportation}",
                "Utilities (energy, water, internet), per month: {city:paris.utilities}",
                "Typical monthly total for one person in a one-bedroom flat: {city:paris.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "These are estimates, not quotes: each figure shows the typical value of our city dataset and how it was estimated. Rents vary a lot between arrondissements and between furnished and unfurnished flats. Plan also for one-off costs: the long-stay visa fee ({fact:long-stay-visa.fee}), a rental deposit, agency fees, furniture and the first weeks in temporary housing.",
            },
          ],
        },
      ],
    },
    fr: {
      title: "Paris pour les nouveaux arrivants : quartiers, logement, transports et premières démarches",
      description:
        "S'installer à Paris : arrondissements et banlieue proche, recherche de logement et encadrement des loyers, Navigo, démarches, travail, écoles et coûts.",
      sections: [
        {
          id: "arrondissements-and-suburbs",
          heading: "Arrondissements et banlieue proche",
          blocks: [
            {
              kind: "paragraph",
              text: "Paris est divisée en arrondissements, numérotés en spirale à partir du Louvre, dans le sens des aiguilles d'une montre, vers la périphérie. La fin du code postal d'une adresse parisienne indique son arrondissement. Chacun a sa mairie d'arrondissement, où l'on inscrit les enfants à l'école, demande une place en crèche ou obtient certains certificats. Au-delà du boulevard périphérique commence la petite couronne : des communes à part entière, avec leur propre mairie et, pour les titres de séjour, leur propre préfecture.",
            },
            {
              kind: "list",
              items: [
                "Le centre (le Marais, le Quartier latin, Saint-Germain) : historique, agréable à pied et très bien desservi, avec de petits logements parmi les plus chers et beaucoup de touristes.",
                "L'est et le nord-est (Bastille, Oberkampf, canal Saint-Martin, Belleville, Ménilmontant) : animés, mélangés, appréciés des jeunes actifs ; les rues peuvent être bruyantes le soir.",
                "Le nord (Montmartre, les Batignolles, La Chapelle) : des coins de village voisins de quartiers plus populaires et plus animés ; les Batignolles ont un grand parc et des immeubles récents.",
                "Le sud (Montparnasse, Denfert-Rochereau, la Butte-aux-Cailles, les abords du parc Montsouris) : résidentiel et plus calme, souvent choisi par les familles.",
                "L'ouest (Passy, Auteuil, les abords du bois de Boulogne) : calme, vert et cher, avec plusieurs écoles bilingues et internationales à proximité.",
                "La petite couronne : Boulogne-Billancourt, Issy-les-Moulineaux et Levallois-Perret, à l'ouest, sont proches des quartiers d'affaires ; Vincennes, Montreuil et Pantin, à l'est, attirent familles et métiers créatifs ; Saint-Denis et Aubervilliers, au nord, changent vite autour des nouvelles gares du métro.",
              ],
            },
            {
              kind: "note",
              text: "Choisissez selon le trajet plutôt que selon le code postal. Un logement juste après le périphérique, près d'une station de métro ou de RER, peut être plus rapide à rejoindre depuis votre travail qu'un logement dans Paris, et les nouvelles lignes du Grand Paris Express changent la desserte de nombreuses communes.",
            },
          ],
        },
        {
          id: "housing-and-rent-control",
          heading: "Trouver un logement et comprendre l'encadrement des loyers",
          blocks: [
            {
              kind: "paragraph",
              text: "Le marché locatif parisien est tendu : les bons logements partent souvent en quelques jours, et propriétaires ou agences choisissent entre plusieurs candidats. Préparez un dossier de location complet avant les visites et envisagez une location meublée de courte durée pour les premières semaines, afin de chercher sur place. Les baux meublés sont plus courts et plus souples ; les baux vides durent plus longtemps et offrent plus de stabilité. Le bail mobilité est un bail meublé de courte durée pour les personnes en formation, en études, en stage ou en mission professionnelle temporaire ; aucun dépôt de garantie ne peut être demandé.",
            },
            {
              kind: "list",
              items: [
                "Identité : passeport et visa ou titre de séjour.",
                "Revenus : contrat de travail ou attestation de l'employeur, derniers bulletins de salaire, ou justificatifs d'épargne, de bourse ou de pension si vous ne travaillez pas en France.",
                "Un garant : beaucoup de propriétaires veulent une personne résidant en France. Autres solutions : Visale, la garantie gratuite d'Action Logement pour les jeunes et certains salariés récemment embauchés, sous conditions, les services de garantie payants ou une caution bancaire.",
                "Votre dernier avis d'imposition si vous en avez un, et un justificatif de domicile actuel.",
                "N'envoyez jamais d'originaux : le propriétaire ne peut demander que les pièces d'une liste fixée par la loi, et pas, par exemple, des relevés de compte ou une photo de vous.",
              ],
            },
            {
              kind: "paragraph",
              text: "L'encadrement des loyers, en clair : pour la plupart des locations privées à Paris, la préfecture publie un loyer de référence au mètre carré pour chaque quartier, selon le nombre de pièces, l'époque de construction et le caractère meublé ou non du logement. Le loyer hors charges ne peut pas dépasser le loyer de référence majoré. Le propriétaire ne peut ajouter un complément de loyer que pour des caractéristiques exceptionnelles, comme une grande terrasse ou une vue remarquable, et doit le justifier. Le bail doit indiquer le loyer de référence et le loyer de référence majoré. Si votre loyer dépasse le plafond, vous pouvez demander au propriétaire de le baisser, puis saisir la commission départementale de conciliation ; la préfecture peut aussi sanctionner les propriétaires qui ne respectent pas les règles. Certains territoires voisins, comme Plaine Commune et Est Ensemble, appliquent le même dispositif. Celui-ci a été créé à titre expérimental par la loi : vérifiez sur Service-Public.fr qu'il s'applique toujours et utilisez le simulateur officiel des loyers de référence d'Île-de-France avant de signer.",
            },
            {
              kind: "note",
              text: "Méfiez-vous des arnaques : ne versez jamais de dépôt ni de frais de réservation avant d'avoir visité et signé un bail, n'envoyez jamais d'argent par un service de transfert pour recevoir des clés, et soyez prudent face à un propriétaire qui se dit à l'étranger. Les frais d'agence payés par le locataire sont plafonnés par la loi, tout comme le dépôt de garantie. L'assurance habitation est exigée du locataire dans la plupart des cas dès la remise des clés, et un état des lieux est établi à l'entrée et à la sortie.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "Se déplacer : le passe Navigo et le reste",
          blocks: [
            {
              kind: "paragraph",
              text: "La plupart des Parisiens vivent sans voiture. Métro, RER, tramways, bus et trains Transilien dépendent de l'autorité régionale Île-de-France Mobilités, et le passe Navigo les couvre tous dans toute la région, banlieue comprise. Les forfaits mensuel et hebdomadaire donnent un accès illimité ; le forfait annuel peut se payer mois par mois et devient le choix habituel une fois installé. Le forfait mensuel vaut pour un mois calendaire, le forfait hebdomadaire du lundi au dimanche.",
            },
            {
              kind: "list",
              items: [
                "Navigo Découverte : la carte pour ceux qui n'ont pas encore d'adresse dans la région ou veulent un forfait tout de suite ; il faut une photo d'identité et payer un petit coût de carte.",
                "Navigo Easy : une carte rechargeable pour les tickets à l'unité si vous voyagez peu.",
                "Paiement à l'usage et forfait annuel : une fois votre compte bancaire français ouvert, vous pouvez souscrire en ligne auprès d'Île-de-France Mobilités.",
                "Salariés : votre employeur doit rembourser une part de votre abonnement de transports publics, fixée par la loi ; transmettez le justificatif aux ressources humaines.",
                "Le Vélib' et le réseau croissant de pistes cyclables sont pratiques pour les trajets courts ; dans le centre, marcher est souvent plus rapide qu'une correspondance.",
              ],
            },
          ],
        },
        {
          id: "admin-first-weeks",
          heading: "Les démarches des premières semaines",
          blocks: [
            {
              kind: "paragraph",
              text: "Les démarches de séjour passent désormais surtout par l'ANEF, le service en ligne du ministère de l'Intérieur pour les étrangers. Si vous arrivez avec un visa de long séjour valant titre de séjour (VLS-TS), vous le validez en ligne dans un délai de {fact:vls-ts.validation-deadline} après l'arrivée et payez le timbre fiscal en ligne. Si votre visa indique qu'une carte de séjour doit être demandée, suivez les instructions de la vignette. Pour les habitants de Paris, les titres de séjour relèvent de la préfecture de police ; en banlieue, de la préfecture de votre département. L'OFII peut ensuite vous convoquer à une visite médicale ou à un rendez-vous d'accueil, selon votre titre.",
            },
            {
              kind: "paragraph",
              text: "La couverture santé de base est assurée par l'Assurance Maladie. Si vous travaillez, vous êtes couvert par votre emploi ; vous vous inscrivez auprès de la CPAM (Caisse primaire d'assurance maladie) de Paris ou de votre département, qui vous obtient un numéro de sécurité sociale définitif. Les personnes nées à l'étranger doivent en général fournir un acte de naissance, traduit officiellement s'il n'est pas en français. Une fois votre numéro obtenu, créez votre compte sur ameli.fr, commandez votre carte Vitale et déclarez un médecin traitant pour être remboursé au taux normal. Les employeurs du secteur privé doivent proposer une complémentaire santé (mutuelle). Si vous ne travaillez pas, la protection universelle maladie (Puma) dépend d'une résidence stable et régulière : consultez la page de Service-Public.fr sur la Puma.",
            },
            {
              kind: "paragraph",
              text: "Un compte bancaire français s'impose vite, car la CAF, l'Assurance Maladie et votre employeur y versent leurs paiements ; votre RIB vous sera demandé partout. Les banques demandent en général le passeport, le visa ou titre de séjour et un justificatif de domicile ; une attestation d'hébergement ou une attestation de l'employeur peut aider au début. En cas de refus, la Banque de France peut désigner une banque tenue de vous ouvrir un compte de base (droit au compte). La CAF (Caisse d'allocations familiales) verse les aides au logement, comme l'APL, et les prestations familiales ; le droit dépend de votre titre de séjour, de vos revenus et de votre loyer, et la demande se fait en ligne une fois le bail signé et le compte ouvert.",
            },
          ],
        },
        {
          id: "work-and-networks",
          heading: "Travail et réseaux",
          blocks: [
            {
              kind: "paragraph",
              text: "Paris concentre de nombreux sièges sociaux, institutions publiques, start-up, centres de recherche et structures culturelles. Vérifiez d'abord ce que votre titre de séjour autorise : certains titres sont liés à un emploi ou à un employeur, et changer d'employeur ou de statut peut exiger une nouvelle demande. Le français est attendu dans la plupart des entreprises, même internationales : progresser vite est un vrai atout.",
            },
            {
              kind: "list",
              items: [
                "Les plateformes d'emploi et réseaux professionnels, ainsi que l'APEC pour les cadres et jeunes diplômés.",
                "France Travail, le service public de l'emploi, si votre titre vous permet de travailler et que vous cherchez un poste.",
                "Les lieux de l'innovation comme Station F, les incubateurs des universités et de la Ville de Paris, et les nombreux meetups tech et sectoriels.",
                "Les chambres de commerce, associations professionnelles, réseaux d'anciens élèves et associations d'accueil des nouveaux arrivants dans chaque arrondissement.",
                "Les cours de français : cours municipaux pour adultes, associations, universités et écoles privées ; si vous signez le contrat d'intégration républicaine (CIR) avec l'OFII, il peut comprendre des cours de français.",
              ],
            },
          ],
        },
        {
          id: "schools-for-families",
          heading: "L'école pour les familles",
          blocks: [
            {
              kind: "paragraph",
              text: "L'instruction est obligatoire dès l'âge de l'école maternelle, et l'école publique est gratuite. Pour la maternelle et l'école élémentaire, vous inscrivez votre enfant à la mairie de votre arrondissement avec un justificatif de domicile, le livret de famille ou l'acte de naissance et le carnet de vaccination ; la mairie affecte ensuite une école proche de chez vous. Pour le collège et le lycée, adressez-vous à l'académie de Paris. Les enfants qui arrivent sans maîtriser le français sont évalués et peuvent être accueillis dans une unité pédagogique pour élèves allophones arrivants tout en fréquentant les cours ordinaires.",
            },
            {
              kind: "list",
              items: [
                "Des sections internationales et des parcours bilingues existent dans certains établissements publics, avec des tests d'entrée ; candidatez tôt.",
                "Les écoles privées sous contrat avec l'État suivent les programmes nationaux et demandent des frais modérés.",
                "Les écoles internationales entièrement privées sont chères et ont souvent des listes d'attente.",
                "Pour les tout-petits : crèches municipales, assistantes maternelles et garde à domicile ; inscrivez-vous à la mairie le plus tôt possible et renseignez-vous auprès de la CAF sur les aides à la garde.",
              ],
            },
          ],
        },
        {
          id: "visa-routes",
          heading: "Les visas adaptés",
          blocks: [
            {
              kind: "paragraph",
              text: "On s'installe le plus souvent à Paris pour un emploi, des études, rejoindre sa famille ou créer une entreprise. Ces pages visa détaillent conditions, pièces et chiffres sourcés :",
            },
            {
              kind: "list",
              items: [
                "Talent – salarié qualifié et Carte bleue européenne, pour les postes qualifiés au-dessus des seuils de salaire indiqués sur ces pages.",
                "Salarié, pour les autres emplois chez un employeur français, et Salarié détaché ICT (transfert intra-groupe) si votre groupe vous envoie dans sa filiale française.",
                "Talent – projet économique innovant et Entrepreneur / profession libérale (auto-entrepreneur), pour les fondateurs et indépendants.",
                "Étudiant et Visa long séjour valant titre de séjour étudiant (VLS-TS), pour les cursus diplômants et les programmes de français.",
                "Famille de Français et Regroupement familial, si vous rejoignez un conjoint ou un parent.",
              ],
            },
            {
              kind: "note",
              text: "Ce guide donne une information générale, pas un conseil juridique. Vérifiez toujours les règles en vigueur sur France-Visas et Service-Public.fr avant de déposer une demande.",
            },
          ],
        },
        {
          id: "first-weeks-checklist",
          heading: "Check-list des premières semaines",
          blocks: [
            {
              kind: "steps",
              items: [
                {
                  title: "Valider votre visa ou demander votre carte",
                  body: "Avec un VLS-TS, validez-le sur l'ANEF dans un délai de {fact:vls-ts.validation-deadline} après l'arrivée. Sinon, suivez les instructions de votre visa. Gardez la confirmation avec votre passeport.",
                },
                {
                  title: "Prendre un numéro de téléphone français",
                  body: "Un numéro de mobile français facilite l'inscription à la banque, sur ameli.fr et auprès des administrations, qui envoient souvent des codes de confirmation par SMS.",
                },
                {
                  title: "Ouvrir un compte bancaire",
                  body: "Apportez passeport, visa et justificatif de domicile. Demandez votre RIB dès l'ouverture du compte.",
                },
                {
                  title: "Prendre votre passe Navigo",
                  body: "Commencez par une carte Navigo Découverte ou un forfait mensuel, puis passez au forfait annuel une fois le compte bancaire ouvert. Remettez le justificatif à votre employeur.",
                },
                {
                  title: "S'inscrire à l'Assurance Maladie",
                  body: "Inscrivez-vous auprès de votre CPAM, puis créez votre compte ameli.fr, commandez votre carte Vitale et déclarez un médecin traitant. Gardez une assurance privée jusqu'à l'ouverture de vos droits.",
                },
                {
                  title: "Trouver un logement durable",
                  body: "Visitez avec un dossier complet, comparez le loyer au loyer de référence, souscrivez une assurance habitation et assistez à l'état des lieux à la remise des clés.",
                },
                {
                  title: "Demander les aides de la CAF et inscrire les enfants",
                  body: "Une fois le bail signé, vérifiez vos droits aux aides au logement sur le site de la CAF. Les étudiants hors Union européenne, EEE et Suisse qui ne sont pas boursiers sur critères sociaux ne perçoivent plus l'aide au logement (APL) depuis le {fact:student.apl-ends-non-eu-without-grant}. Inscrivez vos enfants à la mairie de votre arrondissement.",
                },
              ],
            },
          ],
        },
        {
          id: "costs-at-a-glance",
          heading: "Les coûts en un coup d'œil",
          blocks: [
            {
              kind: "list",
              items: [
                "Loyer mensuel d'un appartement d'une chambre : {city:paris.rentOneBedroom}",
                "Loyer mensuel d'un appartement de trois chambres : {city:paris.rentThreeBedroom}",
                "Alimentation et restaurants, par mois : {city:paris.foodAndDining}",
                "Transports, par mois : {city:paris.transportation}",
                "Charges (énergie, eau, internet), par mois : {city:paris.utilities}",
                "Total mensuel type pour une personne dans un appartement d'une chambre : {city:paris.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "Ce sont des estimations, pas des devis : chaque montant indique la valeur type de nos données sur la ville et la façon dont elle a été estimée. Les loyers varient beaucoup d'un arrondissement à l'autre et entre meublé et vide. Prévoyez aussi les dépenses ponctuelles : les frais de visa long séjour ({fact:long-stay-visa.fee}), le dépôt de garantie, les frais d'agence, l'équipement et les premières semaines en logement temporaire.",
            },
          ],
        },
      ],
    },
    ar: {
      title: "باريس للوافدين الجدد: الأحياء والسكن والتنقل والخطوات الأولى",
      description:
        "الاستقرار في باريس: الدوائر البلدية والضواحي القريبة، والبحث عن شقة وتسقيف الإيجارات، وبطاقة «نافيغو»، وإجراءات الأسابيع الأولى، والعمل، والمدارس، والتكاليف.",
      sections: [
        {
          id: "arrondissements-and-suburbs",
          heading: "الدوائر البلدية والضواحي القريبة",
          blocks: [
            {
              kind: "paragraph",
              text: "تنقسم مدينة باريس إلى دوائر بلدية ({fr:arrondissements}) مرقّمة على شكل حلزوني يبدأ من متحف اللوفر ويدور في اتجاه عقارب الساعة نحو أطراف المدينة. ويدلّك الجزء الأخير من الرمز البريدي لأي عنوان في باريس على الدائرة التي يقع فيها. ولكل دائرة بلديتها الخاصة ({fr:mairie d'arrondissement})، حيث تسجّل أطفالك في المدرسة، وتطلب مكانًا في دار الحضانة، وتحصل على بعض الشهادات. ووراء الطريق الدائري ({fr:le périphérique}) تقع الضواحي القريبة ({fr:la petite couronne})، وهي بلديات مستقلة لكل منها بلديتها الخاصة، وتتبع في ما يخص بطاقات الإقامة محافظتها ({fr:préfecture}) الخاصة.",
            },
            {
              kind: "list",
              items: [
                "وسط باريس ({fr:le Marais}، {fr:le Quartier latin}، {fr:Saint-Germain}): أحياء تاريخية يسهل التجول فيها مشيًا ومخدومة جيدًا بوسائل النقل، فيها شقق صغيرة من بين الأغلى في السوق، وتكثر فيها حركة السياح.",
                "الشرق والشمال الشرقي ({fr:Bastille}، {fr:Oberkampf}، {fr:Canal Saint-Martin}، {fr:Belleville}، {fr:Ménilmontant}): أحياء نابضة بالحياة ومتنوعة السكان، يُقبل عليها الشباب من أصحاب المهن؛ وقد تكون الشوارع صاخبة في المساء.",
                "الشمال ({fr:Montmartre}، {fr:Batignolles}، {fr:La Chapelle}): زوايا ذات طابع قروي بجوار أحياء أكثر ازدحامًا وذات طابع شعبي؛ وفي حي {fr:Batignolles} حديقة كبيرة ومبانٍ أحدث.",
                "الجنوب ({fr:Montparnasse}، {fr:Denfert-Rochereau}، {fr:Butte-aux-Cailles}، ومحيط {fr:parc Montsouris}): أحياء سكنية أكثر هدوءًا، تختارها العائلات في الغالب.",
                "الغرب ({fr:Passy}، {fr:Auteuil}، ومحيط {fr:bois de Boulogne}): أحياء هادئة وخضراء وغالية، وبالقرب منها عدة مدارس ثنائية اللغة ودولية.",
                "الضواحي القريبة: {fr:Boulogne-Billancourt} و{fr:Issy-les-Moulineaux} و{fr:Levallois-Perret} في الغرب قريبة من أحياء الأعمال؛ و{fr:Vincennes} و{fr:Montreuil} و{fr:Pantin} في الشرق تجذب العائلات وأصحاب المهن الإبداعية؛ أما {fr:Saint-Denis} و{fr:Aubervilliers} في الشمال فتتغيّر بسرعة حول محطات المترو الجديدة.",
              ],
            },
            {
              kind: "note",
              text: "اختر سكنك بحسب مدة التنقل لا بحسب الرمز البريدي. فالشقة الواقعة خارج الطريق الدائري مباشرة، قرب محطة مترو أو قطار RER، قد يكون الوصول إليها من مكان عملك أسرع من شقة داخل باريس، كما أن الخطوط الجديدة لمشروع {fr:Grand Paris Express} تغيّر خريطة الضواحي المخدومة جيدًا بوسائل النقل.",
            },
          ],
        },
        {
          id: "housing-and-rent-control",
          heading: "البحث عن شقة وتسقيف الإيجارات بكلمات بسيطة",
          blocks: [
            {
              kind: "paragraph",
              text: "سوق الإيجار في باريس شديد التنافس: كثيرًا ما تُؤجَّر الشقق الجيدة في غضون أيام، ويختار المالكون أو الوكالات بين عدة مترشحين. جهّز ملف إيجار كاملًا ({fr:dossier de location}) قبل أن تبدأ الزيارات، وفكّر في استئجار شقة مفروشة لمدة قصيرة خلال أسابيعك الأولى حتى تبحث وأنت في عين المكان. عقود الإيجار المفروش أقصر مدة وأكثر مرونة؛ أما عقود الإيجار غير المفروش فتدوم مدة أطول وتمنح استقرارًا أكبر. وعقد إيجار التنقل ({fr:bail mobilité}) عقد إيجار مفروش قصير المدة مخصص لمن يتابع تكوينًا مهنيًا أو دراسة أو تدريبًا ({fr:stage}) أو مهمة مهنية مؤقتة، ولا يجوز أن يُطلب فيه أي مبلغ ضمان ({fr:dépôt de garantie}).",
            },
            {
              kind: "list",
              items: [
                "الهوية: جواز السفر والتأشيرة أو بطاقة الإقامة.",
                "الدخل: عقد العمل أو رسالة من المشغّل، وآخر كشوف الأجر، أو ما يثبت المدخرات أو المنحة أو المعاش إذا كنت لا تعمل في فرنسا.",
                "الكفيل ({fr:garant}): يطلب كثير من المالكين شخصًا مقيمًا في فرنسا. ومن البدائل خدمة {fr:Visale}، وهي ضمان مجاني للإيجار تقدمه هيئة {fr:Action Logement} للشباب ولبعض الأجراء المُوظَّفين حديثًا وفق شروط معيّنة، أو خدمات الضمان المدفوعة، أو كفالة بنكية.",
                "آخر إشعار ضريبي ({fr:avis d'imposition}) لديك إن وُجد، وما يثبت عنوانك الحالي.",
                "لا ترسل أبدًا الوثائق الأصلية: لا يجوز للمالك أن يطلب إلا الوثائق الواردة في قائمة يحددها القانون، ولا يجوز له أن يطلب كشفًا بنكيًا يبيّن تطوّر رصيدك أو صورة شخصية لك.",
              ],
            },
            {
              kind: "paragraph",
              text: "معنى تسقيف الإيجارات ({fr:encadrement des loyers}) بكلمات بسيطة: بالنسبة لمعظم عقود الإيجار الخاصة في باريس، تنشر المحافظة ({fr:préfecture}) إيجارًا مرجعيًا للمتر المربع في كل حي، بحسب عدد الغرف وفترة البناء وما إذا كانت الشقة مفروشة أم لا. ولا يجوز أن يتجاوز الإيجار من دون الأعباء ({fr:hors charges}) الحدَّ الأعلى للإيجار المرجعي ({fr:loyer de référence majoré}). ولا يمكن للمالك أن يضيف تكملة للإيجار ({fr:complément de loyer}) إلا مقابل خصائص استثنائية، مثل شرفة كبيرة أو إطلالة غير مألوفة، وعليه أن يبرّرها. ويجب أن يذكر عقد الإيجار الإيجارَ المرجعي ({fr:loyer de référence}) والحدَّ الأعلى للإيجار المرجعي كليهما. فإذا تجاوز إيجارك هذا السقف، يمكنك أن تطلب من المالك تخفيضه، ثم أن تعرض الأمر على لجنة الصلح على مستوى المقاطعة ({fr:commission départementale de conciliation})؛ كما يمكن للمحافظة أن تفرض غرامات على المالكين المخالفين للقواعد. وتطبّق بعض المناطق المجاورة النظام نفسه، مثل {fr:Plaine Commune} و{fr:Est Ensemble}. وقد أُحدث هذا النظام بموجب القانون على سبيل التجربة، لذا تحقّق على Service-Public.fr من أنه ما زال مطبّقًا، واستعمل المحاكي الرسمي للإيجارات المرجعية في منطقة {fr:Île-de-France} قبل التوقيع.",
            },
            {
              kind: "note",
              text: "احذر من عمليات الاحتيال في الإيجار: لا تدفع أبدًا مبلغ ضمان أو رسوم حجز قبل زيارة الشقة وتوقيع عقد الإيجار، ولا ترسل أبدًا مالًا عبر خدمة تحويل مقابل تسلّم المفاتيح، وكن حذرًا من مالك يقول إنه في الخارج. والرسوم التي يدفعها المستأجر للوكالة لها سقف يحدده القانون، وكذلك مبلغ الضمان. والتأمين على المسكن ({fr:assurance habitation}) إلزامي على المستأجر في معظم الحالات ابتداءً من يوم تسلّم المفاتيح، ويُحرَّر محضر معاينة حالة المسكن ({fr:état des lieux}) عند الدخول وعند المغادرة.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "التنقل: بطاقة «نافيغو» وغيرها",
          blocks: [
            {
              kind: "paragraph",
              text: "يعيش معظم سكان باريس من دون سيارة. فالمترو، وقطارات الضواحي RER، والترامواي، والحافلات، وقطارات {fr:Transilien} تعمل تحت إشراف سلطة النقل الجهوية {fr:Île-de-France Mobilités}، وتغطيها كلها بطاقة {fr:Navigo} في المنطقة بأكملها، بما فيها الضواحي. وتتيح الاشتراكات الشهرية والأسبوعية تنقلًا غير محدود؛ أما الاشتراك السنوي فيمكن دفعه شهرًا بشهر، وهو الخيار المعتاد بعد أن تستقر. ويسري الاشتراك الشهري طوال شهر تقويمي، والاشتراك الأسبوعي من الاثنين إلى الأحد.",
            },
            {
              kind: "list",
              items: [
                "بطاقة {fr:Navigo Découverte}: البطاقة المخصصة لمن ليس له بعدُ عنوان في المنطقة أو لمن يريد اشتراكًا فورًا؛ تحتاج إلى صورة شمسية، وتُدفع رسوم بسيطة ثمنًا للبطاقة.",
                "بطاقة {fr:Navigo Easy}: بطاقة قابلة للشحن للتذاكر الفردية إذا كنت لا تتنقل إلا من حين لآخر.",
                "الدفع حسب الاستعمال والاشتراك السنوي: بعد فتح حساب بنكي فرنسي يمكنك الاشتراك عبر الإنترنت لدى {fr:Île-de-France Mobilités}.",
                "الأجراء: يجب على مشغّلك أن يسدّد لك جزءًا من اشتراكك في النقل العام يحدده القانون؛ أرسل نسخة من إيصال اشتراكك إلى مصلحة الموارد البشرية.",
                "خدمة الدراجات المشتركة {fr:Vélib'} والشبكة المتنامية من مسالك الدراجات خيار عملي للمسافات القصيرة؛ وفي وسط المدينة يكون المشي غالبًا أسرع من تغيير الخط.",
              ],
            },
          ],
        },
        {
          id: "admin-first-weeks",
          heading: "الإجراءات الإدارية في الأسابيع الأولى",
          blocks: [
            {
              kind: "paragraph",
              text: "تمرّ إجراءات الإقامة الآن في معظمها عبر ANEF، وهي الخدمة الإلكترونية لوزارة الداخلية المخصصة للأجانب. إذا وصلت بتأشيرة إقامة طويلة تعادل بطاقة الإقامة ({fr:visa de long séjour valant titre de séjour}، VLS-TS)، فعليك المصادقة عليها عبر الإنترنت خلال {fact:vls-ts.validation-deadline} من تاريخ وصولك، ودفع الطابع الجبائي ({fr:timbre fiscal}) إلكترونيًا. وإذا كانت تأشيرتك تنص على وجوب طلب بطاقة إقامة، فاتبع التعليمات المدوّنة على الملصق ({fr:vignette}). بالنسبة لسكان باريس، تتولى محافظة الشرطة ({fr:Préfecture de police}) ملفات بطاقات الإقامة؛ وإذا كنت تسكن في الضواحي، فالجهة المختصة هي محافظة المقاطعة ({fr:département}) التي تسكن فيها. وقد يستدعيك بعد ذلك المكتب الفرنسي للهجرة والإدماج (OFII) لفحص طبي أو لموعد استقبال، بحسب بطاقتك.",
            },
            {
              kind: "paragraph",
              text: "يتولى التأمين الصحي ({fr:Assurance Maladie}) التغطية الصحية الأساسية. إذا كنت تعمل، فأنت مشمول بالتغطية عن طريق عملك؛ وتسجّل لدى الصندوق الابتدائي للتأمين الصحي ({fr:Caisse primaire d'assurance maladie}، CPAM) في باريس أو في مقاطعتك، وهو الذي يستخرج لك رقم ضمان اجتماعي نهائيًا. ويُطلب عادة من المولودين خارج فرنسا تقديم شهادة الميلاد ({fr:acte de naissance})، مع ترجمة رسمية إذا لم تكن بالفرنسية. وبعد حصولك على رقمك، أنشئ حسابك على ameli.fr، واطلب بطاقتك الصحية ({fr:carte Vitale})، وصرّح بطبيب معالج ({fr:médecin traitant}) حتى تُعوَّض مصاريفك بالنسبة العادية. ويجب على المشغّلين في القطاع الخاص أن يعرضوا تأمينًا صحيًا تكميليًا ({fr:mutuelle}). وإذا كنت لا تعمل، فإن الحماية الصحية الشاملة ({fr:protection universelle maladie}، PUMa) مرتبطة بإقامة مستقرة ومنتظمة: راجع صفحة Service-Public.fr الخاصة بها.",
            },
            {
              kind: "paragraph",
              text: "يأتي فتح حساب بنكي فرنسي في وقت مبكر، لأن CAF والتأمين الصحي ومشغّلك يدفعون مستحقاتك فيه؛ وسيُطلب منك كشف الهوية البنكية (RIB) في كل مكان. تطلب البنوك عادة جواز سفرك، وتأشيرتك أو بطاقة إقامتك، وما يثبت عنوانك؛ وقد تساعدك في البداية شهادة إيواء ({fr:attestation d'hébergement}) أو رسالة من مشغّلك. وإذا رفضتك البنوك، يمكن لبنك فرنسا ({fr:Banque de France}) أن يعيّن بنكًا ملزمًا بفتح حساب أساسي لك، وهو ما يُعرف بالحق في الحساب ({fr:droit au compte}). ويصرف صندوق المنح العائلية ({fr:Caisse d'allocations familiales}، CAF) إعانات السكن، مثل APL، والمنح العائلية؛ ويتوقف الاستحقاق على بطاقة إقامتك ودخلك وإيجارك، وتقدّم الطلب عبر الإنترنت بعد أن يصبح لديك عقد إيجار وحساب بنكي.",
            },
          ],
        },
        {
          id: "work-and-networks",
          heading: "العمل وشبكات العلاقات",
          blocks: [
            {
              kind: "paragraph",
              text: "تتركز في باريس مقرات رئيسية كثيرة، ومؤسسات عمومية، وشركات ناشئة، ومراكز بحث، وهيئات ثقافية. تحقّق أولًا مما تسمح به بطاقة إقامتك: فبعض البطاقات مرتبطة بوظيفة أو بمشغّل، وقد يتطلب تغيير المشغّل أو الوضع القانوني تقديم طلب جديد. والفرنسية مطلوبة في معظم أماكن العمل، حتى في الشركات الدولية، لذا فإن تحسين مستواك فيها يؤتي ثماره بسرعة.",
            },
            {
              kind: "list",
              items: [
                "منصات التوظيف وشبكات العلاقات المهنية، إضافة إلى APEC الخاصة بالإطارات ({fr:cadres}) وحاملي الشهادات.",
                "{fr:France Travail}، المرفق العمومي للتشغيل، إذا كانت بطاقة إقامتك تسمح لك بالعمل وكنت تبحث عن وظيفة.",
                "فضاءات الشركات الناشئة والابتكار مثل {fr:Station F}، والحاضنات التابعة للجامعات ولبلدية باريس، واللقاءات المنتظمة الكثيرة في مجال التكنولوجيا ومختلف القطاعات.",
                "غرف التجارة، والجمعيات المهنية، وشبكات خريجي المدارس الفرنسية والدولية، وجمعيات استقبال الوافدين الجدد في كل دائرة.",
                "دروس الفرنسية: الدروس البلدية للكبار، والجمعيات، والجامعات، والمدارس الخاصة؛ وإذا وقّعت عقد الاندماج الجمهوري ({fr:contrat d'intégration républicaine}، CIR) مع OFII، فقد يشمل دروسًا في الفرنسية.",
              ],
            },
          ],
        },
        {
          id: "schools-for-families",
          heading: "المدارس للعائلات",
          blocks: [
            {
              kind: "paragraph",
              text: "التعليم إلزامي ابتداءً من سن المدرسة التمهيدية، والمدارس العمومية مجانية. بالنسبة للمدرسة التمهيدية ({fr:école maternelle}) والمدرسة الابتدائية ({fr:école élémentaire})، تسجّل طفلك في بلدية دائرتك ({fr:mairie}) مع ما يثبت عنوانك، ودفتر العائلة ({fr:livret de famille}) أو شهادة الميلاد، ودفتر التلقيحات؛ ثم تعيّن البلدية مدرسة قريبة من مسكنك. أما بالنسبة للتعليم الثانوي، أي الإعدادي ({fr:collège}) والثانوي ({fr:lycée})، فاتصل بالأكاديمية التعليمية لباريس ({fr:académie de Paris}). ويخضع الأطفال الذين يصلون دون مستوى كافٍ في الفرنسية لتقييم، ويمكنهم الالتحاق بوحدة دعم للتلاميذ الوافدين حديثًا من غير الناطقين بالفرنسية ({fr:unité pédagogique pour élèves allophones arrivants}) مع حضور الدروس العادية.",
            },
            {
              kind: "list",
              items: [
                "توجد أقسام دولية ومسارات ثنائية اللغة في بعض المدارس العمومية، مع اختبارات قبول؛ قدّم طلبك مبكرًا.",
                "المدارس الخاصة المتعاقدة مع الدولة ({fr:sous contrat}) تتبع المنهاج الوطني وتفرض رسومًا معتدلة.",
                "المدارس الدولية الخاصة كليًا تفرض رسومًا مرتفعة، وغالبًا ما تكون لديها قوائم انتظار.",
                "رعاية الأطفال الصغار: دور الحضانة البلدية ({fr:crèches})، والمربيات المعتمدات في بيوتهن ({fr:assistantes maternelles})، والمربيات في المنزل؛ قدّم طلبك في البلدية في أقرب وقت ممكن، واستفسر لدى CAF عن إعانات رعاية الأطفال.",
              ],
            },
          ],
        },
        {
          id: "visa-routes",
          heading: "مسارات التأشيرة المناسبة",
          blocks: [
            {
              kind: "paragraph",
              text: "يأتي الوافدون الجدد إلى باريس عادة من أجل العمل أو الدراسة أو الالتحاق بالعائلة أو تأسيس شركة. وتشرح صفحات التأشيرات التالية الشروط والوثائق والأرقام الموثّقة المصادر:",
            },
            {
              kind: "list",
              items: [
                "«المواهب – أجير مؤهل» و«البطاقة الزرقاء الأوروبية»، للوظائف المؤهلة التي يفوق أجرها الحدود الدنيا المبيّنة في تلك الصفحات.",
                "«الأجير»، لباقي الوظائف لدى مشغّل فرنسي، و«النقل المؤقت داخل المجموعة (ICT)» إذا أرسلتك مجموعتك إلى فرعها في فرنسا.",
                "«المواهب – مشروع اقتصادي مبتكر» و«المقاول الذاتي» ({fr:auto-entrepreneur})، للمؤسسين والعاملين لحسابهم الخاص.",
                "«الطالب» و«تأشيرة الإقامة الطويلة للطالب (VLS-TS)»، للدراسات المؤدية إلى شهادة ولبرامج تعلّم الفرنسية.",
                "«عائلة مواطن فرنسي» و«لمّ الشمل العائلي»، إذا كنت ستلتحق بزوجك أو بأحد والديك.",
              ],
            },
            {
              kind: "note",
              text: "هذا الدليل معلومات عامة وليس استشارة قانونية. تحقّق دائمًا من القواعد السارية على France-Visas وعلى Service-Public.fr قبل تقديم طلبك.",
            },
          ],
        },
        {
          id: "first-weeks-checklist",
          heading: "قائمة مهام الأسابيع الأولى",
          blocks: [
            {
              kind: "steps",
              items: [
                {
                  title: "صادق على تأشيرتك أو اطلب بطاقتك",
                  body: "إذا كانت لديك تأشيرة VLS-TS، فصادق عليها عبر ANEF خلال {fact:vls-ts.validation-deadline} من تاريخ وصولك. وإلا فاتبع التعليمات المدوّنة على تأشيرتك. واحتفظ بإشعار التأكيد مع جواز سفرك.",
                },
                {
                  title: "احصل على رقم هاتف فرنسي",
                  body: "يسهّل رقم الهاتف المحمول الفرنسي التسجيل في البنك وعلى ameli.fr ولدى الإدارات، إذ يرسل كثير منها رموز التأكيد عبر رسائل نصية قصيرة.",
                },
                {
                  title: "افتح حسابًا بنكيًا",
                  body: "أحضر جواز سفرك وتأشيرتك وما يثبت عنوانك. واطلب كشف الهوية البنكية (RIB) بمجرد فتح الحساب.",
                },
                {
                  title: "اشترِ بطاقة «نافيغو»",
                  body: "ابدأ ببطاقة {fr:Navigo Découverte} أو باشتراك شهري، ثم انتقل إلى الاشتراك السنوي بعد فتح حسابك البنكي. وسلّم الإيصال إلى مشغّلك.",
                },
                {
                  title: "سجّل في التأمين الصحي",
                  body: "سجّل لدى CPAM التابع لمكان سكنك، ثم أنشئ حسابك على ameli.fr، واطلب بطاقتك الصحية ({fr:carte Vitale})، وصرّح بطبيبك المعالج ({fr:médecin traitant}). واحتفظ بتأمين خاص إلى أن تُفتح حقوقك.",
                },
                {
                  title: "احصل على سكن طويل الأمد",
                  body: "زُر الشقق ومعك ملف كامل، وقارن الإيجار بالإيجار المرجعي، واكتتب تأمينًا على المسكن، واحضر معاينة حالة المسكن ({fr:état des lieux}) عند تسلّم المفاتيح.",
                },
                {
                  title: "اطلب إعانات CAF وسجّل أطفالك",
                  body: "بعد توقيع عقد الإيجار، تحقّق من حقك في إعانة السكن على موقع CAF. ولم يعد الطلاب القادمون من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا، غير الحاصلين على منحة قائمة على المعايير الاجتماعية، يتلقّون إعانة السكن (APL) منذ {fact:student.apl-ends-non-eu-without-grant}. وسجّل أطفالك في بلدية دائرتك ({fr:mairie}).",
                },
              ],
            },
          ],
        },
        {
          id: "costs-at-a-glance",
          heading: "التكاليف في لمحة",
          blocks: [
            {
              kind: "list",
              items: [
                "إيجار شقة بغرفة نوم واحدة، شهريًا: {city:paris.rentOneBedroom}",
                "إيجار شقة بثلاث غرف نوم، شهريًا: {city:paris.rentThreeBedroom}",
                "الطعام والمطاعم، شهريًا: {city:paris.foodAndDining}",
                "النقل، شهريًا: {city:paris.transportation}",
                "الخدمات (الطاقة والماء والإنترنت)، شهريًا: {city:paris.utilities}",
                "المجموع الشهري المعتاد لشخص واحد في شقة بغرفة نوم واحدة: {city:paris.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "هذه تقديرات وليست عروض أسعار: يبيّن كل مبلغ القيمة المعتادة في بياناتنا الخاصة بالمدينة وطريقة تقديرها. وتتفاوت الإيجارات كثيرًا من دائرة إلى أخرى وبين الشقق المفروشة وغير المفروشة. وخطّط أيضًا للمصاريف التي تُدفع مرة واحدة: رسوم تأشيرة الإقامة الطويلة ({fact:long-stay-visa.fee})، ومبلغ ضمان الإيجار، ورسوم الوكالة، والأثاث، والأسابيع الأولى في سكن مؤقت.",
            },
          ],
        },
      ],
    },
  },
};

export default guide;
