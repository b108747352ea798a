import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "lyon-digital-nomads",
  type: "article",
  updatedOn: "2026-11-22",
  officialLinks: [
    {
      url: "https://france-visas.gouv.fr/en/web/france-visas/",
      label: {
        en: "France-Visas: the official visa website",
        fr: "France-Visas : le site officiel des visas",
        ar: "France-Visas: الموقع الرسمي للتأشيرات",
      },
    },
    {
      url: "https://france-visas.gouv.fr/fr/web/france-visas/visa-de-long-sejour",
      label: {
        en: "Long-stay visas (France-Visas)",
        fr: "Visas de long séjour (France-Visas)",
        ar: "تأشيرات الإقامة الطويلة (France-Visas)",
      },
    },
    {
      url: "https://www.welcometofrance.com/",
      label: {
        en: "Welcome to France: talent permits and settling in",
        fr: "Welcome to France : titres talent et installation",
        ar: "welcometofrance.com: بطاقات المواهب والاستقرار في فرنسا",
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
        en: "Service-Public.fr: business creation, rent control and everyday procedures",
        fr: "Service-Public.fr : création d'entreprise, encadrement des loyers et démarches du quotidien",
        ar: "Service-Public.fr: إنشاء المشاريع وتسقيف الإيجارات والإجراءات اليومية",
      },
    },
  ],
  text: {
    en: {
      title: "Lyon for remote workers and freelancers",
      description:
        "Working remotely or freelancing from Lyon: coworking, neighbourhoods, the TCL network, which residence status fits your work, and typical costs.",
      sections: [
        {
          id: "why-lyon",
          heading: "Lyon for remote workers",
          blocks: [
            {
              kind: "paragraph",
              text: "Lyon combines the services of a large city with a scale you can cross by bike. It sits where the Rhône and the Saône meet, has a major high-speed rail hub at Part-Dieu and an international airport at Saint-Exupéry, and puts the Alps, the Beaujolais and the Jura within reach for weekends. The local economy mixes health and life sciences, industry, digital companies, video games and a large student population, which keeps the coworking and meetup scene active all year.",
            },
            {
              kind: "note",
              text: "Before anything else, read the section on status below. France has no dedicated “digital nomad” visa: the right permit depends on who pays you and for whom you work, and the visitor visa does not allow professional activity in France.",
            },
          ],
        },
        {
          id: "coworking-culture",
          heading: "Coworking culture",
          blocks: [
            {
              kind: "paragraph",
              text: "Coworking is well established in Lyon, from large operators near Part-Dieu and Confluence to small independent or cooperative spaces in the Croix-Rousse, the Guillotière and Villeurbanne. Most offer day passes, part-time plans, fixed desks and meeting rooms, and many organise breakfasts, talks and skill-sharing sessions that are the quickest way to meet people. Lyon's tech community gathers around the French Tech network, university incubators and regular meetups on development, design and entrepreneurship.",
            },
            {
              kind: "list",
              items: [
                "Try a few spaces with day passes before committing: noise levels, call booths and community events matter more than the décor.",
                "If you create a company, some coworking spaces offer an approved business address (domiciliation); check that the provider is approved by the prefecture.",
                "The municipal library network, including the large library at Part-Dieu, offers free Wi-Fi and quiet study areas.",
                "Cafés often accept laptops at quiet hours, but ask first and order regularly; lunchtime is for eating, not working.",
              ],
            },
          ],
        },
        {
          id: "neighbourhoods",
          heading: "Neighbourhoods",
          blocks: [
            {
              kind: "list",
              items: [
                "Presqu'île (between the rivers, from Perrache to the Terreaux): the centre, with shops, squares and nightlife; convenient but busy.",
                "Croix-Rousse: a hill with a village feel, markets, former silk workers' buildings with high ceilings and many independent cafés; the slopes are steep.",
                "Vieux-Lyon: the Renaissance old town at the foot of Fourvière, beautiful but touristy, with small flats and few lifts.",
                "Part-Dieu: the business district and main station; practical for frequent travellers, less charming in the evening.",
                "Brotteaux and the area near the Parc de la Tête d'Or: elegant, calm and sought after, with prices to match.",
                "Guillotière: diverse, lively and popular with students and creatives, with many food shops and bars; busy at night.",
                "Confluence: a modern district at the tip of the Presqu'île, with new buildings, offices and riverside walks.",
                "Jean Macé, Gerland and Monplaisir: residential areas with parks, campuses and good metro and tram links.",
                "Villeurbanne: a separate city next door, home to the main science campus, connected by metro and tram.",
              ],
            },
            {
              kind: "paragraph",
              text: "Rent control (encadrement des loyers) applies in Lyon and Villeurbanne: for most private leases, the rent excluding charges may not exceed an upper reference rent set by the prefecture for the neighbourhood, the size and age of the building and whether the flat is furnished, unless the landlord justifies a supplement for exceptional features. The lease must state these reference rents. The scheme was introduced as a legal experiment, so check on Service-Public.fr that it still applies and use the Métropole de Lyon's official simulator before you sign.",
            },
            {
              kind: "note",
              text: "For a first stay, a furnished flat is the simplest option. A bail mobilité, a short furnished lease with no deposit, is possible if you come for training, studies, an internship or a temporary professional assignment. Never pay anything before visiting and signing a lease.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "Getting around: the TCL network",
          blocks: [
            {
              kind: "paragraph",
              text: "The TCL network, run for the regional transport authority, covers Lyon and its neighbouring towns with metro lines, trams, buses and the funiculars that climb to Fourvière and Saint-Just. One monthly or annual pass covers the whole network; occasional travellers can buy tickets on the TCL app or from machines at stations. The central districts are compact, so many remote workers combine walking, the metro and Vélo'v, the city's bike-sharing system.",
            },
            {
              kind: "list",
              items: [
                "The Rhônexpress tram links Part-Dieu to Saint-Exupéry airport and has its own fares, separate from the TCL pass.",
                "Part-Dieu and Perrache stations serve high-speed and regional trains; regional TER trains make day trips easy.",
                "Employees: your employer must reimburse a share of your public transport pass, set by law.",
                "Cycle lanes along the rivers and across the centre are expanding; a good lock is essential.",
              ],
            },
          ],
        },
        {
          id: "which-status",
          heading: "Which status fits your work",
          blocks: [
            {
              kind: "paragraph",
              text: "Your residence permit must match the way you earn a living. Ask yourself who pays you (a French company, a company abroad, or your own clients) and where the work is done. The answers point to different visa pages:",
            },
            {
              kind: "list",
              items: [
                "You are hired by a company in France: Employee, Talent – qualified employee or EU Blue Card, depending on the job and salary.",
                "Your employer abroad sends you to one of its group's entities in France: Talent – employee on assignment or Intra-company transfer (ICT).",
                "You want to freelance with French or international clients: Self-employed (auto-entrepreneur) or Independent professional. The entrepreneur / profession libérale card requires a viable activity that gives you resources at least at the minimum-wage level, and some professions are regulated.",
                "You are launching an innovative start-up backed by a recognised support structure: Talent – innovative business project.",
                "You graduated from French higher education: Job search or business creation may let you stay to look for work or set up a company.",
                "You are young and your country has a working holiday agreement with France: Working holiday.",
              ],
            },
            {
              kind: "note",
              text: "The visitor visa is not a remote-work visa. To obtain it, you commit in writing not to carry out any professional activity in France, so it never allows working for French clients or a French employer. Whether working remotely for an employer or clients abroad is compatible with it is not something to assume: ask the French consulate handling your application or France-Visas before applying, keep their answer in writing, and choose a work-based route if in doubt. Living in France can also make you tax-resident and create social security obligations; get advice from an accountant.",
            },
            {
              kind: "paragraph",
              text: "Short stays are not a way to settle: without a long-stay visa you can stay in the Schengen area for at most {fact:schengen.short-stay-max-days} within any period of {fact:schengen.short-stay-reference-period-days}, and a short stay does not in itself authorise work in France.",
            },
          ],
        },
        {
          id: "freelance-setup",
          heading: "Setting up as a freelancer",
          blocks: [
            {
              kind: "paragraph",
              text: "Once your residence permit allows self-employment, the micro-entrepreneur scheme is the simplest way to start. You register online through the single business formalities portal run by INPI, receive a SIRET number, and declare your turnover to URSSAF monthly or quarterly; social contributions are a percentage of what you actually invoice. Below certain turnover thresholds you do not charge VAT, and a local business tax (CFE) usually applies from the year after you start. Plan ahead: the typical processing time for the self-employed route is {fact:processing.auto-entrepreneur}, and you can only register once your permit allows it.",
            },
            {
              kind: "list",
              items: [
                "Keep a separate bank account for your activity: the rules require a dedicated account in many cases, and it simplifies bookkeeping.",
                "Check whether your profession is regulated or needs professional liability insurance.",
                "Invoices must carry certain mentions, including your SIRET number; URSSAF and the chamber of commerce (CCI) publish free guides and run information sessions.",
                "Bpifrance, the business support networks of the Métropole de Lyon and local incubators help with funding and advice.",
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
              text: "These visa pages cover the situations most remote workers and freelancers face in Lyon, with conditions, documents and sourced figures:",
            },
            {
              kind: "list",
              items: [
                "Self-employed (auto-entrepreneur) and Independent professional, for freelancers and consultants.",
                "Talent – qualified employee and EU Blue Card, if a company in France hires you.",
                "Talent – employee on assignment and Intra-company transfer (ICT), if your employer abroad sends you to France.",
                "Talent – innovative business project, for start-up founders.",
                "Job search or business creation, for graduates of French higher education.",
                "Working holiday, for young people whose country has a working holiday agreement with France.",
                "Visitor and retiree, only if you will not carry out any professional activity in France: read its page and ask the consulate about remote work first.",
              ],
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
                  title: "Validate your visa",
                  body: "With a long-stay visa valid as a residence permit (VLS-TS), validate it on ANEF within {fact:vls-ts.validation-deadline} of arrival; otherwise follow the instructions on your visa.",
                },
                {
                  title: "Find a base and a coworking space",
                  body: "Book a furnished flat for the first weeks and test a few coworking spaces with day passes before choosing a plan.",
                },
                {
                  title: "Open a bank account and get a French number",
                  body: "A French bank account (RIB) and a French mobile number make every other step easier, from the TCL pass to URSSAF.",
                },
                {
                  title: "Get your TCL pass",
                  body: "Buy a monthly pass on the TCL app or at a sales point, and register with Vélo'v if you plan to cycle.",
                },
                {
                  title: "Register your activity if your permit allows it",
                  body: "Freelancers register as micro-entrepreneurs on the single business formalities portal, then note their URSSAF declaration dates.",
                },
                {
                  title: "Register for health insurance",
                  body: "Employees and registered freelancers register with the CPAM of the Rhône and create an ameli.fr account; keep private cover until your rights are open.",
                },
                {
                  title: "Sign a longer lease",
                  body: "Check the rent against the reference rent, take home insurance and attend the inventory when you get the keys.",
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
                "One-bedroom flat, monthly rent: {city:lyon.rentOneBedroom}",
                "Three-bedroom flat, monthly rent: {city:lyon.rentThreeBedroom}",
                "Food and dining, per month: {city:lyon.foodAndDining}",
                "Transport, per month: {city:lyon.transportation}",
                "Utilities (energy, water, internet), per month: {city:lyon.utilities}",
                "Typical monthly total for one person in a one-bedroom flat: {city:lyon.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "These are estimates, not quotes: each figure shows the typical value of our city dataset and how it was estimated. Add your coworking plan, professional insurance and accounting costs if you freelance, and the long-stay visa fee ({fact:long-stay-visa.fee}) before you leave.",
            },
          ],
        },
      ],
    },
    fr: {
      title: "Lyon pour les travailleurs à distance et les indépendants",
      description:
        "Travailler à distance ou en indépendant depuis Lyon : coworking, quartiers, réseau TCL, statut de séjour adapté à votre activité et coûts types.",
      sections: [
        {
          id: "why-lyon",
          heading: "Lyon pour le travail à distance",
          blocks: [
            {
              kind: "paragraph",
              text: "Lyon offre les services d'une grande ville à une échelle que l'on traverse à vélo. Au confluent du Rhône et de la Saône, elle dispose d'une grande gare TGV à Part-Dieu et d'un aéroport international à Saint-Exupéry, et met les Alpes, le Beaujolais et le Jura à portée de week-end. Son économie mêle santé et sciences du vivant, industrie, numérique, jeu vidéo et une forte population étudiante, ce qui fait vivre toute l'année le coworking et les meetups.",
            },
            {
              kind: "note",
              text: "Avant tout, lisez la partie sur le statut ci-dessous. La France n'a pas de visa « nomade numérique » : le bon titre dépend de qui vous paie et pour qui vous travaillez, et le visa visiteur n'autorise aucune activité professionnelle en France.",
            },
          ],
        },
        {
          id: "coworking-culture",
          heading: "La culture du coworking",
          blocks: [
            {
              kind: "paragraph",
              text: "Le coworking est bien implanté à Lyon, des grands opérateurs autour de Part-Dieu et de Confluence aux petits espaces indépendants ou coopératifs de la Croix-Rousse, de la Guillotière et de Villeurbanne. La plupart proposent des pass à la journée, des formules à temps partiel, des postes fixes et des salles de réunion, et beaucoup organisent petits-déjeuners, conférences et ateliers d'échange de compétences : le moyen le plus rapide de rencontrer du monde. La communauté tech lyonnaise se retrouve autour du réseau French Tech, des incubateurs universitaires et de meetups réguliers sur le développement, le design et l'entrepreneuriat.",
            },
            {
              kind: "list",
              items: [
                "Testez plusieurs espaces avec des pass à la journée avant de vous engager : le niveau sonore, les cabines d'appel et la vie de la communauté comptent plus que la décoration.",
                "Si vous créez une société, certains coworkings proposent une domiciliation d'entreprise ; vérifiez que le prestataire est agréé par la préfecture.",
                "Le réseau des bibliothèques municipales, dont la grande bibliothèque de Part-Dieu, offre un Wi-Fi gratuit et des espaces de travail calmes.",
                "Les cafés acceptent souvent les ordinateurs aux heures creuses, mais demandez d'abord et consommez régulièrement ; le déjeuner est fait pour manger, pas pour travailler.",
              ],
            },
          ],
        },
        {
          id: "neighbourhoods",
          heading: "Les quartiers",
          blocks: [
            {
              kind: "list",
              items: [
                "La Presqu'île (entre Rhône et Saône, de Perrache aux Terreaux) : le centre, avec commerces, places et vie nocturne ; pratique mais animé.",
                "La Croix-Rousse : une colline à l'esprit village, des marchés, d'anciens immeubles de canuts aux hauts plafonds et de nombreux cafés indépendants ; les pentes sont raides.",
                "Le Vieux-Lyon : la ville Renaissance au pied de Fourvière, superbe mais touristique, avec de petits logements et peu d'ascenseurs.",
                "Part-Dieu : le quartier d'affaires et la grande gare ; pratique pour qui voyage souvent, moins charmant le soir.",
                "Les Brotteaux et les abords du parc de la Tête d'Or : élégants, calmes et recherchés, avec des prix en conséquence.",
                "La Guillotière : cosmopolite, vivante, appréciée des étudiants et des créatifs, avec de nombreux commerces de bouche et bars ; animée la nuit.",
                "Confluence : un quartier moderne à la pointe de la Presqu'île, avec immeubles neufs, bureaux et promenades au bord de l'eau.",
                "Jean Macé, Gerland et Monplaisir : des quartiers résidentiels avec parcs, campus et bonnes liaisons en métro et tramway.",
                "Villeurbanne : une ville à part entière, voisine, qui accueille le principal campus scientifique, reliée par métro et tramway.",
              ],
            },
            {
              kind: "paragraph",
              text: "L'encadrement des loyers s'applique à Lyon et à Villeurbanne : pour la plupart des locations privées, le loyer hors charges ne peut pas dépasser un loyer de référence majoré fixé par la préfecture selon le quartier, la taille et l'époque de construction, et selon que le logement est meublé ou non, sauf complément de loyer justifié par des caractéristiques exceptionnelles. Le bail doit indiquer ces loyers de référence. Le dispositif a été créé à titre expérimental par la loi : vérifiez sur Service-Public.fr qu'il s'applique toujours et utilisez le simulateur officiel de la Métropole de Lyon avant de signer.",
            },
            {
              kind: "note",
              text: "Pour un premier séjour, un meublé est le plus simple. Un bail mobilité, bail meublé de courte durée sans dépôt de garantie, est possible si vous venez pour une formation, des études, un stage ou une mission professionnelle temporaire. Ne payez jamais rien avant d'avoir visité et signé un bail.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "Se déplacer : le réseau TCL",
          blocks: [
            {
              kind: "paragraph",
              text: "Le réseau TCL, exploité pour l'autorité organisatrice des transports, dessert Lyon et les communes voisines avec des lignes de métro, des tramways, des bus et les funiculaires qui montent à Fourvière et à Saint-Just. Un abonnement mensuel ou annuel couvre tout le réseau ; pour des trajets occasionnels, on achète des tickets sur l'appli TCL ou aux distributeurs des stations. Les quartiers centraux sont compacts : beaucoup de travailleurs à distance combinent marche, métro et Vélo'v, le vélo en libre-service de la ville.",
            },
            {
              kind: "list",
              items: [
                "Le tramway Rhônexpress relie Part-Dieu à l'aéroport Saint-Exupéry avec une tarification propre, distincte de l'abonnement TCL.",
                "Les gares de Part-Dieu et de Perrache accueillent TGV et trains régionaux ; les TER rendent les excursions à la journée faciles.",
                "Salariés : votre employeur doit rembourser une part de votre abonnement de transports publics, fixée par la loi.",
                "Les pistes cyclables le long des fleuves et dans le centre se développent ; un bon antivol est indispensable.",
              ],
            },
          ],
        },
        {
          id: "which-status",
          heading: "Quel statut pour votre activité",
          blocks: [
            {
              kind: "paragraph",
              text: "Votre titre de séjour doit correspondre à la façon dont vous gagnez votre vie. Demandez-vous qui vous paie (une entreprise en France, une entreprise à l'étranger ou vos propres clients) et où le travail est effectué. Les réponses mènent à des pages visa différentes :",
            },
            {
              kind: "list",
              items: [
                "Vous êtes embauché par une entreprise en France : Salarié, Talent – salarié qualifié ou Carte bleue européenne, selon le poste et le salaire.",
                "Votre employeur à l'étranger vous envoie dans une entité de son groupe en France : Talent – salarié en mission ou Salarié détaché ICT (transfert intra-groupe).",
                "Vous voulez travailler en indépendant pour des clients français ou internationaux : Entrepreneur / profession libérale (auto-entrepreneur) ou Profession indépendante. La carte entrepreneur / profession libérale exige une activité viable qui vous procure des ressources au moins au niveau du salaire minimum, et certaines professions sont réglementées.",
                "Vous lancez une start-up innovante soutenue par une structure reconnue : Talent – projet économique innovant.",
                "Vous êtes diplômé de l'enseignement supérieur français : Recherche d'emploi ou création d'entreprise peut vous permettre de rester pour chercher un emploi ou créer une société.",
                "Vous êtes jeune et votre pays a signé un accord vacances-travail avec la France : Vacances-travail (PVT).",
              ],
            },
            {
              kind: "note",
              text: "Le visa visiteur n'est pas un visa de travail à distance. Pour l'obtenir, vous vous engagez par écrit à n'exercer aucune activité professionnelle en France : il ne permet donc jamais de travailler pour des clients ou un employeur français. Que le télétravail pour un employeur ou des clients à l'étranger soit compatible avec ce visa ne doit pas être supposé : interrogez le consulat de France qui traite votre demande ou France-Visas avant de déposer votre dossier, conservez la réponse par écrit et, en cas de doute, choisissez une voie fondée sur le travail. Vivre en France peut aussi faire de vous un résident fiscal et créer des obligations de sécurité sociale : demandez conseil à un expert-comptable.",
            },
            {
              kind: "paragraph",
              text: "Les courts séjours ne permettent pas de s'installer : sans visa de long séjour, vous pouvez rester dans l'espace Schengen au maximum {fact:schengen.short-stay-max-days} sur toute période de {fact:schengen.short-stay-reference-period-days}, et un court séjour n'autorise pas en lui-même à travailler en France.",
            },
          ],
        },
        {
          id: "freelance-setup",
          heading: "S'installer en indépendant",
          blocks: [
            {
              kind: "paragraph",
              text: "Une fois que votre titre de séjour autorise une activité indépendante, le régime du micro-entrepreneur est le plus simple pour démarrer. Vous vous immatriculez en ligne sur le guichet unique des formalités d'entreprises géré par l'INPI, recevez un numéro SIRET et déclarez votre chiffre d'affaires à l'URSSAF chaque mois ou chaque trimestre ; les cotisations sociales sont un pourcentage de ce que vous facturez réellement. Sous certains seuils de chiffre d'affaires, vous ne facturez pas la TVA, et une taxe locale, la cotisation foncière des entreprises (CFE), s'applique en général à partir de l'année suivant le démarrage. Anticipez : le délai de traitement type de la voie entrepreneur est de {fact:processing.auto-entrepreneur}, et vous ne pouvez vous immatriculer qu'une fois votre titre obtenu.",
            },
            {
              kind: "list",
              items: [
                "Ouvrez un compte bancaire séparé pour votre activité : un compte dédié est obligatoire dans de nombreux cas et simplifie la comptabilité.",
                "Vérifiez si votre profession est réglementée ou exige une assurance responsabilité civile professionnelle.",
                "Les factures doivent comporter certaines mentions, dont votre numéro SIRET ; l'URSSAF et la chambre de commerce (CCI) publient des guides gratuits et organisent des réunions d'information.",
                "Bpifrance, les réseaux d'accompagnement de la Métropole de Lyon et les incubateurs locaux aident au financement et au conseil.",
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
              text: "Ces pages visa couvrent les situations les plus courantes des travailleurs à distance et indépendants à Lyon, avec conditions, pièces et chiffres sourcés :",
            },
            {
              kind: "list",
              items: [
                "Entrepreneur / profession libérale (auto-entrepreneur) et Profession indépendante, pour les indépendants et consultants.",
                "Talent – salarié qualifié et Carte bleue européenne, si une entreprise en France vous embauche.",
                "Talent – salarié en mission et Salarié détaché ICT (transfert intra-groupe), si votre employeur à l'étranger vous envoie en France.",
                "Talent – projet économique innovant, pour les fondateurs de start-up.",
                "Recherche d'emploi ou création d'entreprise, pour les diplômés de l'enseignement supérieur français.",
                "Vacances-travail (PVT), pour les jeunes dont le pays a signé un accord vacances-travail avec la France.",
                "Visiteur et retraité, uniquement si vous n'exercerez aucune activité professionnelle en France : lisez sa page et interrogez d'abord le consulat sur le télétravail.",
              ],
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
                  title: "Valider votre visa",
                  body: "Avec un visa de long séjour valant titre de séjour (VLS-TS), validez-le sur l'ANEF dans un délai de {fact:vls-ts.validation-deadline} après l'arrivée ; sinon, suivez les instructions de votre visa.",
                },
                {
                  title: "Trouver un pied-à-terre et un coworking",
                  body: "Réservez un meublé pour les premières semaines et testez plusieurs coworkings avec des pass à la journée avant de choisir une formule.",
                },
                {
                  title: "Ouvrir un compte bancaire et prendre un numéro français",
                  body: "Un compte bancaire français (RIB) et un numéro de mobile français facilitent toutes les autres démarches, de l'abonnement TCL à l'URSSAF.",
                },
                {
                  title: "Prendre votre abonnement TCL",
                  body: "Achetez un abonnement mensuel sur l'appli TCL ou en agence, et inscrivez-vous à Vélo'v si vous comptez pédaler.",
                },
                {
                  title: "Immatriculer votre activité si votre titre le permet",
                  body: "Les indépendants s'immatriculent comme micro-entrepreneurs sur le guichet unique, puis notent leurs échéances de déclaration à l'URSSAF.",
                },
                {
                  title: "S'inscrire à l'Assurance Maladie",
                  body: "Salariés et indépendants immatriculés s'inscrivent auprès de la CPAM du Rhône et créent un compte ameli.fr ; gardez une assurance privée jusqu'à l'ouverture de vos droits.",
                },
                {
                  title: "Signer un bail plus long",
                  body: "Comparez le loyer au loyer de référence, souscrivez une assurance habitation et assistez à l'état des lieux à la remise des clés.",
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
                "Loyer mensuel d'un appartement d'une chambre : {city:lyon.rentOneBedroom}",
                "Loyer mensuel d'un appartement de trois chambres : {city:lyon.rentThreeBedroom}",
                "Alimentation et restaurants, par mois : {city:lyon.foodAndDining}",
                "Transports, par mois : {city:lyon.transportation}",
                "Charges (énergie, eau, internet), par mois : {city:lyon.utilities}",
                "Total mensuel type pour une personne dans un appartement d'une chambre : {city:lyon.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "Ce sont des estimations, pas des devis : chaque montant indique la valeur type de nos données sur la ville et la façon dont elle a été estimée. Ajoutez votre formule de coworking, votre assurance professionnelle et vos frais de comptabilité si vous êtes indépendant, ainsi que les frais de visa long séjour ({fact:long-stay-visa.fee}) avant le départ.",
            },
          ],
        },
      ],
    },
    ar: {
      title: "ليون للعاملين عن بُعد والمستقلين",
      description:
        "العمل عن بُعد أو لحسابك الخاص من ليون: فضاءات العمل المشترك، والأحياء، وشبكة TCL، ووضع الإقامة الذي يناسب عملك، والتكاليف المعتادة.",
      sections: [
        {
          id: "why-lyon",
          heading: "ليون للعاملين عن بُعد",
          blocks: [
            {
              kind: "paragraph",
              text: "تجمع ليون بين خدمات مدينة كبيرة وحجمٍ يمكنك أن تعبره بالدراجة. تقع عند ملتقى نهرَي الرون والساون، وفيها محطة رئيسية للقطارات فائقة السرعة في حي {fr:Part-Dieu} ومطار دولي في {fr:Saint-Exupéry}، وتضع جبال الألب ومنطقتَي {fr:Beaujolais} و{fr:Jura} في متناولك لقضاء عطلات نهاية الأسبوع. ويمزج الاقتصاد المحلي بين الصحة وعلوم الحياة، والصناعة، والشركات الرقمية، وألعاب الفيديو، إضافة إلى عدد كبير من الطلبة، وهو ما يُبقي حركة العمل المشترك واللقاءات المهنية نشيطة طوال السنة.",
            },
            {
              kind: "note",
              text: "قبل أي شيء آخر، اقرأ القسم الخاص بالوضع القانوني أدناه. ليست لدى فرنسا تأشيرة مخصصة «للرحّالة الرقميين»: فبطاقة الإقامة المناسبة تتوقف على من يدفع لك ولمن تعمل، وتأشيرة الزائر لا تسمح بممارسة أي نشاط مهني في فرنسا.",
            },
          ],
        },
        {
          id: "coworking-culture",
          heading: "ثقافة العمل المشترك",
          blocks: [
            {
              kind: "paragraph",
              text: "العمل المشترك راسخ في ليون، من المشغّلين الكبار قرب {fr:Part-Dieu} و{fr:Confluence} إلى الفضاءات الصغيرة المستقلة أو التعاونية في {fr:la Croix-Rousse} و{fr:la Guillotière} و{fr:Villeurbanne}. ويعرض معظمها اشتراكات يومية، وصيغًا بدوام جزئي، ومكاتب ثابتة، وقاعات اجتماعات، وينظّم كثير منها وجبات فطور ومحاضرات وجلسات لتبادل المهارات، وهي أسرع طريقة للتعرّف على الناس. ويلتقي مجتمع التكنولوجيا في ليون حول شبكة {fr:French Tech}، وحاضنات الجامعات، ولقاءات منتظمة حول تطوير البرمجيات والتصميم وريادة الأعمال.",
            },
            {
              kind: "list",
              items: [
                "جرّب بضعة فضاءات باشتراكات يومية قبل أن تلتزم: مستوى الضجيج، ومقصورات المكالمات، وأنشطة المجتمع أهم من الديكور.",
                "إذا أنشأت شركة، فإن بعض فضاءات العمل المشترك تعرض عنوانًا معتمدًا لمقر الشركة ({fr:domiciliation})؛ تحقّق من أن مقدّم الخدمة معتمد من المحافظة ({fr:préfecture}).",
                "توفّر شبكة المكتبات البلدية، ومنها المكتبة الكبيرة في {fr:Part-Dieu}، شبكة واي فاي مجانية وأماكن هادئة للدراسة.",
                "كثيرًا ما تقبل المقاهي العمل على الحاسوب المحمول في الساعات الهادئة، لكن استأذن أولًا واطلب مشروبات بانتظام؛ ووقت الغداء مخصص للأكل لا للعمل.",
              ],
            },
          ],
        },
        {
          id: "neighbourhoods",
          heading: "الأحياء",
          blocks: [
            {
              kind: "list",
              items: [
                "{fr:la Presqu'île}، أي شبه الجزيرة الواقعة بين النهرين من {fr:Perrache} إلى {fr:les Terreaux}: وسط المدينة، بمتاجره وساحاته وحياته الليلية؛ عملي لكنه مزدحم.",
                "{fr:la Croix-Rousse}: تلّة ذات طابع قروي، فيها أسواق، ومبانٍ قديمة لعمال الحرير ({fr:canuts}) بأسقف عالية، ومقاهٍ مستقلة كثيرة؛ والمنحدرات شديدة.",
                "{fr:le Vieux-Lyon}: المدينة القديمة من عصر النهضة عند سفح تلة {fr:Fourvière}، جميلة لكنها سياحية، شققها صغيرة وقليل من مبانيها فيه مصاعد.",
                "{fr:Part-Dieu}: حي الأعمال والمحطة الرئيسية؛ عملي لمن يسافر كثيرًا، وأقل سحرًا في المساء.",
                "{fr:les Brotteaux} ومحيط {fr:parc de la Tête d'Or}: حي أنيق وهادئ ومطلوب، وأسعاره على قدر ذلك.",
                "{fr:la Guillotière}: حي متنوع ونابض بالحياة، يُقبل عليه الطلبة وأصحاب المهن الإبداعية، فيه كثير من محلات المواد الغذائية والحانات؛ ويكون مزدحمًا ليلًا.",
                "{fr:Confluence}: حي حديث عند طرف شبه الجزيرة، فيه مبانٍ جديدة ومكاتب وممرات للتنزه على ضفاف النهر.",
                "{fr:Jean Macé} و{fr:Gerland} و{fr:Monplaisir}: أحياء سكنية فيها حدائق وحرم جامعية، ومرتبطة جيدًا بالمترو والترامواي.",
                "{fr:Villeurbanne}: مدينة مستقلة مجاورة، تضم الحرم الجامعي العلمي الرئيسي، ومرتبطة بليون بالمترو والترامواي.",
              ],
            },
            {
              kind: "paragraph",
              text: "يُطبَّق تسقيف الإيجارات ({fr:encadrement des loyers}) في ليون و{fr:Villeurbanne}: بالنسبة لمعظم عقود الإيجار الخاصة، لا يجوز أن يتجاوز الإيجار من دون الأعباء ({fr:hors charges}) الحدَّ الأعلى للإيجار المرجعي ({fr:loyer de référence majoré}) الذي تحدده المحافظة ({fr:préfecture}) بحسب الحي، ومساحة المسكن، وفترة البناء، وما إذا كانت الشقة مفروشة أم لا، إلا إذا برّر المالك تكملةً للإيجار ({fr:complément de loyer}) بخصائص استثنائية. ويجب أن يذكر عقد الإيجار هذه الإيجارات المرجعية. وقد أُحدث هذا النظام بموجب القانون على سبيل التجربة، لذا تحقّق على Service-Public.fr من أنه ما زال مطبّقًا، واستعمل المحاكي الرسمي لحاضرة ليون ({fr:Métropole de Lyon}) قبل التوقيع.",
            },
            {
              kind: "note",
              text: "في إقامتك الأولى، الشقة المفروشة هي الخيار الأبسط. ويمكنك اللجوء إلى عقد إيجار التنقل ({fr:bail mobilité})، وهو عقد إيجار مفروش قصير المدة دون مبلغ ضمان، إذا جئت من أجل تكوين مهني أو دراسة أو تدريب ({fr:stage}) أو مهمة مهنية مؤقتة. ولا تدفع أبدًا أي مبلغ قبل زيارة المسكن وتوقيع عقد الإيجار.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "التنقل: شبكة TCL",
          blocks: [
            {
              kind: "paragraph",
              text: "تغطي شبكة TCL، التي تُشغَّل لحساب السلطة المنظمة للنقل في المنطقة، مدينة ليون والبلديات المجاورة لها بخطوط المترو والترامواي والحافلات، والقطارات الجبلية المائلة ({fr:funiculaires}) التي تصعد إلى {fr:Fourvière} و{fr:Saint-Just}. ويغطي اشتراك شهري أو سنوي واحد الشبكة كلها؛ ويمكن لمن يتنقل من حين لآخر شراء التذاكر عبر تطبيق TCL أو من الآلات في المحطات. والأحياء المركزية متقاربة، لذا يجمع كثير من العاملين عن بُعد بين المشي والمترو وخدمة {fr:Vélo'v}، وهي نظام الدراجات المشتركة في المدينة.",
            },
            {
              kind: "list",
              items: [
                "يربط ترامواي {fr:Rhônexpress} حي {fr:Part-Dieu} بمطار {fr:Saint-Exupéry}، وله تعريفاته الخاصة المستقلة عن اشتراك TCL.",
                "تخدم محطتا {fr:Part-Dieu} و{fr:Perrache} القطارات فائقة السرعة والقطارات الجهوية؛ وتسهّل قطارات TER الجهوية رحلات الذهاب والعودة في اليوم نفسه.",
                "الأجراء: يجب على مشغّلك أن يسدّد لك جزءًا من اشتراكك في النقل العام يحدده القانون.",
                "تتوسع مسالك الدراجات على طول النهرين وعبر وسط المدينة؛ والقفل الجيد ضروري.",
              ],
            },
          ],
        },
        {
          id: "which-status",
          heading: "أي وضع قانوني يناسب عملك",
          blocks: [
            {
              kind: "paragraph",
              text: "يجب أن تتوافق بطاقة إقامتك مع الطريقة التي تكسب بها رزقك. اسأل نفسك: من يدفع لك (شركة في فرنسا، أم شركة في الخارج، أم زبائنك أنت)، وأين يُنجَز العمل؟ وتقودك الإجابات إلى صفحات تأشيرات مختلفة:",
            },
            {
              kind: "list",
              items: [
                "توظّفك شركة في فرنسا: «الأجير» أو «المواهب – أجير مؤهل» أو «البطاقة الزرقاء الأوروبية»، بحسب المنصب والأجر.",
                "يرسلك مشغّلك في الخارج إلى إحدى مؤسسات مجموعته في فرنسا: «المواهب – أجير في مهمة» أو «النقل المؤقت داخل المجموعة (ICT)».",
                "تريد العمل لحسابك الخاص مع زبائن فرنسيين أو دوليين: «المقاول الذاتي» ({fr:auto-entrepreneur}) أو «المهنة المستقلة». وتشترط بطاقة «مقاول/مهنة حرة» ({fr:entrepreneur / profession libérale}) نشاطًا قابلًا للاستمرار يوفّر لك موارد لا تقل عن مستوى الحد الأدنى للأجور، كما أن بعض المهن منظّمة قانونًا.",
                "تطلق شركة ناشئة مبتكرة تدعمها هيئة مرافقة معترف بها: «المواهب – مشروع اقتصادي مبتكر».",
                "تخرّجت في التعليم العالي الفرنسي: قد يتيح لك مسار «البحث عن عمل أو إنشاء مشروع» البقاء للبحث عن عمل أو تأسيس شركة.",
                "أنت شاب وبلدك أبرم مع فرنسا اتفاقًا بشأن العطلة والعمل: «العطلة والعمل».",
              ],
            },
            {
              kind: "note",
              text: "تأشيرة الزائر ليست تأشيرة للعمل عن بُعد. فللحصول عليها تتعهد كتابيًا بألا تمارس أي نشاط مهني في فرنسا، ولذلك فهي لا تسمح أبدًا بالعمل لحساب زبائن فرنسيين أو مشغّل فرنسي. أما ما إذا كان العمل عن بُعد لحساب مشغّل أو زبائن في الخارج متوافقًا معها، فلا ينبغي افتراضه: اسأل القنصلية الفرنسية التي تعالج طلبك أو France-Visas قبل تقديم الطلب، واحتفظ بجوابها مكتوبًا، واختر مسارًا قائمًا على العمل إذا ساورك شك. كما أن العيش في فرنسا قد يجعلك مقيمًا ضريبيًا فيها ويُنشئ عليك التزامات تجاه الضمان الاجتماعي؛ فاستشر محاسبًا خبيرًا ({fr:expert-comptable}).",
            },
            {
              kind: "paragraph",
              text: "الإقامات القصيرة ليست وسيلة للاستقرار: فمن دون تأشيرة إقامة طويلة، يمكنك البقاء في فضاء شنغن مدة أقصاها {fact:schengen.short-stay-max-days} خلال أي فترة مدتها {fact:schengen.short-stay-reference-period-days}، والإقامة القصيرة لا تسمح في حد ذاتها بالعمل في فرنسا.",
            },
          ],
        },
        {
          id: "freelance-setup",
          heading: "الانطلاق في العمل الحر",
          blocks: [
            {
              kind: "paragraph",
              text: "بمجرد أن تسمح لك بطاقة إقامتك بالعمل لحسابك الخاص، يكون نظام المقاول الصغير ({fr:micro-entrepreneur}) أبسط طريقة للبدء. تسجّل عبر الإنترنت في الشباك الموحد لإجراءات المؤسسات ({fr:guichet unique des formalités d'entreprises}) الذي يديره المعهد الوطني للملكية الصناعية (INPI)، فتحصل على رقم SIRET، ثم تصرّح برقم معاملاتك لدى URSSAF شهريًا أو كل ربع سنة؛ وتُحسب الاشتراكات الاجتماعية نسبةً مئوية من المبالغ التي تُفوترها فعليًا. وتحت عتبات معيّنة لرقم المعاملات لا تُضيف الضريبة على القيمة المضافة إلى فواتيرك، وتُطبَّق عادة ضريبة محلية على المؤسسات ({fr:cotisation foncière des entreprises}، CFE) ابتداءً من السنة التالية لبدء نشاطك. خطّط مسبقًا: فمدة المعالجة المعتادة لمسار المقاول الذاتي هي {fact:processing.auto-entrepreneur}، ولا يمكنك التسجيل إلا بعد أن تسمح لك بطاقتك بذلك.",
            },
            {
              kind: "list",
              items: [
                "خصّص حسابًا بنكيًا منفصلًا لنشاطك: فالقواعد تفرض حسابًا مخصصًا في حالات كثيرة، كما أنه يبسّط مسك الحسابات.",
                "تحقّق مما إذا كانت مهنتك منظّمة قانونًا أو تستلزم تأمين المسؤولية المدنية المهنية ({fr:responsabilité civile professionnelle}).",
                "يجب أن تتضمن الفواتير بيانات معيّنة، منها رقم SIRET الخاص بك؛ وتنشر URSSAF وغرفة التجارة والصناعة (CCI) أدلة مجانية وتنظّم جلسات إعلامية.",
                "يساعد بنك الاستثمار العمومي {fr:Bpifrance}، وشبكات المرافقة التابعة لحاضرة ليون ({fr:Métropole de Lyon})، والحاضنات المحلية في التمويل وتقديم المشورة.",
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
              text: "تغطي صفحات التأشيرات التالية الحالات التي يواجهها معظم العاملين عن بُعد والمستقلين في ليون، مع الشروط والوثائق والأرقام الموثّقة المصادر:",
            },
            {
              kind: "list",
              items: [
                "«المقاول الذاتي» ({fr:auto-entrepreneur}) و«المهنة المستقلة»، للمستقلين والمستشارين.",
                "«المواهب – أجير مؤهل» و«البطاقة الزرقاء الأوروبية»، إذا وظّفتك شركة في فرنسا.",
                "«المواهب – أجير في مهمة» و«النقل المؤقت داخل المجموعة (ICT)»، إذا أرسلك مشغّلك في الخارج إلى فرنسا.",
                "«المواهب – مشروع اقتصادي مبتكر»، لمؤسسي الشركات الناشئة.",
                "«البحث عن عمل أو إنشاء مشروع»، لخريجي التعليم العالي الفرنسي.",
                "«العطلة والعمل»، للشباب الذين أبرمت بلدانهم مع فرنسا اتفاقًا بشأن العطلة والعمل.",
                "«الزوار والمتقاعدون»، فقط إذا كنت لن تمارس أي نشاط مهني في فرنسا: اقرأ صفحتها واسأل القنصلية أولًا عن العمل عن بُعد.",
              ],
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
                  title: "صادق على تأشيرتك",
                  body: "إذا كانت لديك تأشيرة إقامة طويلة تعادل بطاقة الإقامة ({fr:visa de long séjour valant titre de séjour}، VLS-TS)، فصادق عليها عبر ANEF خلال {fact:vls-ts.validation-deadline} من تاريخ وصولك؛ وإلا فاتبع التعليمات المدوّنة على تأشيرتك.",
                },
                {
                  title: "ابحث عن مسكن أول وفضاء للعمل المشترك",
                  body: "احجز شقة مفروشة للأسابيع الأولى، وجرّب بضعة فضاءات للعمل المشترك باشتراكات يومية قبل اختيار صيغة اشتراك.",
                },
                {
                  title: "افتح حسابًا بنكيًا واحصل على رقم هاتف فرنسي",
                  body: "يسهّل الحساب البنكي الفرنسي (RIB) ورقم الهاتف المحمول الفرنسي كل الخطوات الأخرى، من اشتراك TCL إلى التسجيل لدى URSSAF.",
                },
                {
                  title: "احصل على اشتراك TCL",
                  body: "اشترِ اشتراكًا شهريًا عبر تطبيق TCL أو في نقطة بيع، وسجّل في خدمة {fr:Vélo'v} إذا كنت تنوي التنقل بالدراجة.",
                },
                {
                  title: "سجّل نشاطك إذا كانت بطاقتك تسمح بذلك",
                  body: "يسجّل المستقلون بصفة مقاول صغير ({fr:micro-entrepreneur}) في الشباك الموحد لإجراءات المؤسسات، ثم يدوّنون مواعيد تصريحاتهم لدى URSSAF.",
                },
                {
                  title: "سجّل في التأمين الصحي",
                  body: "يسجّل الأجراء والمستقلون المسجّلون لدى CPAM مقاطعة الرون ({fr:Rhône})، وينشئون حسابًا على ameli.fr؛ واحتفظ بتأمين خاص إلى أن تُفتح حقوقك.",
                },
                {
                  title: "وقّع عقد إيجار أطول",
                  body: "قارن الإيجار بالإيجار المرجعي، واكتتب تأمينًا على المسكن، واحضر معاينة حالة المسكن ({fr:état des lieux}) عند تسلّم المفاتيح.",
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
                "إيجار شقة بغرفة نوم واحدة، شهريًا: {city:lyon.rentOneBedroom}",
                "إيجار شقة بثلاث غرف نوم، شهريًا: {city:lyon.rentThreeBedroom}",
                "الطعام والمطاعم، شهريًا: {city:lyon.foodAndDining}",
                "النقل، شهريًا: {city:lyon.transportation}",
                "الخدمات (الطاقة والماء والإنترنت)، شهريًا: {city:lyon.utilities}",
                "المجموع الشهري المعتاد لشخص واحد في شقة بغرفة نوم واحدة: {city:lyon.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "هذه تقديرات وليست عروض أسعار: يبيّن كل مبلغ القيمة المعتادة في بياناتنا الخاصة بالمدينة وطريقة تقديرها. وأضف اشتراكك في فضاء العمل المشترك، وتأمينك المهني، ومصاريف المحاسبة إذا كنت تعمل لحسابك الخاص، إضافة إلى رسوم تأشيرة الإقامة الطويلة ({fact:long-stay-visa.fee}) قبل سفرك.",
            },
          ],
        },
      ],
    },
  },
};

export default guide;
