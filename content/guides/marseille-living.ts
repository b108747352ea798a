import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "marseille-living",
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
        ar: "ANEF: الإجراءات الإلكترونية الخاصة بالأجانب في فرنسا",
      },
    },
    {
      url: "https://www.service-public.fr/",
      label: {
        en: "Service-Public.fr: housing, health cover and everyday procedures",
        fr: "Service-Public.fr : logement, assurance maladie et démarches du quotidien",
        ar: "Service-Public.fr: السكن والتأمين الصحي والإجراءات اليومية",
      },
    },
  ],
  text: {
    en: {
      title: "Living in Marseille: neighbourhoods, transport, sea and daily life",
      description:
        "Daily life in Marseille: choosing a neighbourhood, the RTM network, climate and the sea, renting a flat, staying safe, first steps and typical costs.",
      sections: [
        {
          id: "marseille-in-a-nutshell",
          heading: "Marseille in a nutshell",
          blocks: [
            {
              kind: "paragraph",
              text: "Marseille is a large port city built around the Vieux-Port and stretched along the coast, between hills and the sea. It is made of many quartiers, each with its own market, square and village identity, and people often describe where they live by the name of their quartier rather than by the arrondissement. Daily life is outdoors for much of the year, the city is diverse and informal, and the Calanques national park begins at the edge of town. The flip side is traffic, uneven public services between areas and a housing stock whose quality varies a lot.",
            },
            {
              kind: "paragraph",
              text: "The city belongs to the Aix-Marseille-Provence metropolitan area, which also runs many services such as waste collection and part of public transport. Aix-en-Provence, Aubagne, Cassis and La Ciotat are within commuting distance, and many people live in one and work in another.",
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
                "Vieux-Port and Le Panier: the historic heart, with narrow streets, views of the harbour and plenty of tourists; small flats, often without lifts.",
                "Cours Julien, Notre-Dame-du-Mont and La Plaine: artistic and lively, with street art, bars, concert venues and a large market; noisy at night.",
                "Castellane, Préfecture and Périer: central, with classic apartment buildings, shops and good metro links; a practical first base.",
                "Endoume, Vallon des Auffes and Roucas-Blanc: by the sea, quieter and sought after, with prices to match.",
                "Pointe-Rouge, Bonneveine and Les Goudes: beaches and sailing in the south; pleasant but further from the metro, so a bike, scooter or car helps.",
                "La Joliette and Euroméditerranée: a business district on the old docks, with new buildings, offices and the tram.",
                "Saint-Barnabé, Les Chartreux and the eastern quartiers: residential and family-oriented, with a village feel and metro access.",
                "Mazargues and Sainte-Anne: calm southern areas close to the Calanques and the university campus at Luminy.",
              ],
            },
            {
              kind: "note",
              text: "Reputations change street by street and over time. Visit a neighbourhood on a weekday, in the evening and at the weekend before you sign, walk from the flat to the nearest metro or tram stop, and talk to shopkeepers and neighbours: they will tell you more than any ranking.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "Getting around: the RTM network",
          blocks: [
            {
              kind: "paragraph",
              text: "The RTM (Régie des transports métropolitains) runs the metro, trams and buses, and seasonal sea shuttles (navettes maritimes) that cross the bay from the Vieux-Port. The metro and tram serve the centre and some outer districts well, while many southern and hillside quartiers depend on buses. Monthly and annual passes are the cheapest option for daily travel; single tickets and passes are sold on the RTM app, at machines and at sales points. Check on the RTM website which pass covers your trips, as metropolitan passes also exist for travel to nearby towns.",
            },
            {
              kind: "list",
              items: [
                "Marseille Saint-Charles station serves high-speed and regional trains; regional TER trains reach Aix-en-Provence, Aubagne, Cassis and Toulon.",
                "Marseille Provence airport, in Marignane, is linked by shuttle buses from Saint-Charles, and a nearby train station has a shuttle to the terminals.",
                "A bike-sharing system and cycle lanes are developing, but hills and traffic make an e-bike more practical.",
                "Driving in the centre is slow and parking is scarce; many residents keep a car only for trips to the Calanques and the countryside, or rely on car sharing.",
                "Employees: your employer must reimburse a share of your public transport pass, set by law.",
              ],
            },
          ],
        },
        {
          id: "climate-and-sea",
          heading: "Climate and the sea",
          blocks: [
            {
              kind: "paragraph",
              text: "Summers are hot, dry and sunny, with heatwaves becoming more frequent; winters are mild but can be damp in older buildings, and the mistral, a strong cold north wind, can blow for days. Heavy autumn rain can cause sudden flooding: follow Météo-France vigilance alerts. When you choose a flat, look for shutters, cross ventilation, insulation and the orientation of the rooms, because air conditioning is far from universal.",
            },
            {
              kind: "list",
              items: [
                "Beaches are within the city: the Prado beaches, Les Catalans, the Prophète and smaller coves. Swim at supervised beaches in summer and follow the flags.",
                "After heavy rain, bathing can be temporarily banned because of water quality; the city posts notices at each beach.",
                "In summer, access to the Calanques massifs can be restricted or closed on days of high fire risk: check the daily access map published by the prefecture before hiking.",
                "Some popular calanques can require a free advance booking at peak times; check the Calanques national park's information before you go.",
                "Sun, heat and dehydration are the most common everyday risks: plan outings early or late in the day.",
              ],
            },
          ],
        },
        {
          id: "housing",
          heading: "Finding a flat",
          blocks: [
            {
              kind: "paragraph",
              text: "The rental market is less tight than in Paris but good flats in popular quartiers still go quickly. Prepare a complete dossier (identity, visa or residence permit, income, and a guarantor or a guarantee such as Visale, available for young people and some newly hired employees under conditions), and consider a furnished rental for the first weeks. Marseille is a tight housing area (zone tendue): when a flat is re-let, the increase in rent is generally limited by law. Check on Service-Public.fr whether reference-rent caps (encadrement des loyers) apply to your commune, as the list of cities can change.",
            },
            {
              kind: "list",
              items: [
                "Look closely at the condition of the building: cracks, damp, the state of stairs and balconies, electrical safety and whether the co-owners' association maintains it.",
                "A landlord must rent a decent dwelling. The energy performance certificate (DPE) is part of the lease file, and the worst-rated homes are being progressively excluded from the rental market.",
                "If you notice a danger in a building, report it to the town hall; housing that is unfit or dangerous is dealt with by the public authorities.",
                "Never pay before visiting and signing a lease; agency fees and deposits are capped by law; take home insurance before you get the keys.",
              ],
            },
          ],
        },
        {
          id: "safety",
          heading: "Staying safe, sensibly",
          blocks: [
            {
              kind: "paragraph",
              text: "Marseille is a large city and calls for the same common sense as any other large city, no more and no less. Most residents go about their day without incident. Headlines about a few areas say little about the street you will live in: judge places by visiting them yourself at different times, and by talking to people who live there.",
            },
            {
              kind: "list",
              items: [
                "Keep your phone and bag close in crowded places, on public transport and at café terraces; phone snatching and pickpocketing are the most common problems for residents and visitors alike.",
                "Leave nothing visible in a parked car or unattended on the beach.",
                "Use well-lit, busy routes at night and ride-hailing or taxis if you are unsure how to get home.",
                "Save the emergency numbers in your phone, including the European emergency number, which works everywhere in France.",
                "If something is stolen, you can start a complaint online (pré-plainte en ligne) and then sign it at a police station. If your residence permit is lost or stolen, declare it and request a replacement through ANEF.",
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
              text: "People move to Marseille for jobs in the port, logistics, health, research and the public sector, for studies, for family or simply for the lifestyle. These visa pages explain conditions, documents and sourced figures:",
            },
            {
              kind: "list",
              items: [
                "Employee, Talent – qualified employee and EU Blue Card, if you have a job offer.",
                "Student and Student long-stay visa (VLS-TS), for the city's universities and schools.",
                "Talent – researcher, for research institutes and laboratories.",
                "Self-employed (auto-entrepreneur), for freelancers and business creators.",
                "Family of a French national and Family reunification, to join a spouse or parent.",
                "Visitor and retiree, if you will live on your own resources without working.",
                "Working holiday, for young people whose country has a working holiday agreement with France.",
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
                  title: "Validate your visa",
                  body: "With a long-stay visa valid as a residence permit (VLS-TS), validate it on ANEF within {fact:vls-ts.validation-deadline} of arrival; otherwise follow the instructions on your visa. Residence matters in Marseille are handled by the prefecture of the Bouches-du-Rhône.",
                },
                {
                  title: "Open a bank account and get a French number",
                  body: "You will need your RIB for your salary, your rent, the CAF and the Assurance Maladie.",
                },
                {
                  title: "Get an RTM pass",
                  body: "Choose a monthly or annual pass depending on how long you stay, and give the receipt to your employer if you have one.",
                },
                {
                  title: "Register for health insurance",
                  body: "Register with the CPAM of the Bouches-du-Rhône, create your ameli.fr account, order your carte Vitale and declare a médecin traitant. Keep private cover until your rights are open.",
                },
                {
                  title: "Find long-term housing",
                  body: "Visit at different times of day, check the building and the energy rating, take home insurance and attend the inventory when you get the keys.",
                },
                {
                  title: "Apply for housing aid and enrol children",
                  body: "Check your rights on the CAF website once you have a lease, and register children for school with the city of Marseille, at the town hall of your sector or online. Students from outside the EU, the EEA and Switzerland who hold no needs-based grant no longer receive housing aid (APL) since {fact:student.apl-ends-non-eu-without-grant}.",
                },
                {
                  title: "Learn the seasonal rules",
                  body: "Bookmark the Calanques access map, Météo-France alerts and the beach water-quality notices before summer.",
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
                "One-bedroom flat, monthly rent: {city:marseille.rentOneBedroom}",
                "Three-bedroom flat, monthly rent: {city:marseille.rentThreeBedroom}",
                "Food and dining, per month: {city:marseille.foodAndDining}",
                "Transport, per month: {city:marseille.transportation}",
                "Utilities (energy, water, internet), per month: {city:marseille.utilities}",
                "Typical monthly total for one person in a one-bedroom flat: {city:marseille.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "These are estimates, not quotes: each figure shows the typical value of our city dataset and how it was estimated. Rents vary a lot between the seaside quartiers and the rest of the city. Budget also for summer cooling, a deposit, furniture and the long-stay visa fee ({fact:long-stay-visa.fee}).",
            },
          ],
        },
      ],
    },
    fr: {
      title: "Vivre à Marseille : quartiers, transports, mer et vie quotidienne",
      description:
        "La vie à Marseille : choisir son quartier, le réseau RTM, climat et mer, louer un logement, rester prudent, premières démarches et coûts types.",
      sections: [
        {
          id: "marseille-in-a-nutshell",
          heading: "Marseille en bref",
          blocks: [
            {
              kind: "paragraph",
              text: "Marseille est une grande ville portuaire, construite autour du Vieux-Port et étirée le long de la côte, entre collines et mer. Elle se compose de nombreux quartiers qui ont chacun leur marché, leur place et leur esprit de village, et l'on dit souvent où l'on habite par le nom de son quartier plutôt que par l'arrondissement. La vie se passe dehors une bonne partie de l'année, la ville est cosmopolite et décontractée, et le parc national des Calanques commence à ses portes. Le revers : la circulation, des services publics inégaux selon les secteurs et un parc de logements de qualité très variable.",
            },
            {
              kind: "paragraph",
              text: "La ville fait partie de la Métropole Aix-Marseille-Provence, qui gère aussi de nombreux services comme la collecte des déchets et une partie des transports publics. Aix-en-Provence, Aubagne, Cassis et La Ciotat sont à distance de trajet quotidien, et beaucoup vivent dans l'une et travaillent dans l'autre.",
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
                "Le Vieux-Port et le Panier : le cœur historique, avec ruelles, vues sur le port et beaucoup de touristes ; de petits logements, souvent sans ascenseur.",
                "Le cours Julien, Notre-Dame-du-Mont et la Plaine : artistiques et animés, avec street art, bars, salles de concert et un grand marché ; bruyants le soir.",
                "Castellane, Préfecture et Périer : centraux, avec de beaux immeubles classiques, des commerces et de bonnes liaisons en métro ; une première base pratique.",
                "Endoume, le Vallon des Auffes et le Roucas-Blanc : en bord de mer, plus calmes et recherchés, avec des prix en conséquence.",
                "La Pointe-Rouge, Bonneveine et les Goudes : plages et voile au sud ; agréables mais plus loin du métro, un vélo, un scooter ou une voiture aident.",
                "La Joliette et Euroméditerranée : un quartier d'affaires sur les anciens docks, avec immeubles neufs, bureaux et tramway.",
                "Saint-Barnabé, les Chartreux et les quartiers est : résidentiels et familiaux, avec un esprit village et l'accès au métro.",
                "Mazargues et Sainte-Anne : des quartiers sud calmes, proches des Calanques et du campus universitaire de Luminy.",
              ],
            },
            {
              kind: "note",
              text: "Les réputations changent d'une rue à l'autre et avec le temps. Visitez un quartier en semaine, le soir et le week-end avant de signer, faites à pied le trajet jusqu'à l'arrêt de métro ou de tramway le plus proche, et parlez aux commerçants et aux voisins : ils vous en diront plus que n'importe quel classement.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "Se déplacer : le réseau RTM",
          blocks: [
            {
              kind: "paragraph",
              text: "La RTM (Régie des transports métropolitains) exploite le métro, les tramways, les bus et, en saison, les navettes maritimes qui traversent la rade depuis le Vieux-Port. Le métro et le tramway desservent bien le centre et certains quartiers périphériques, tandis que de nombreux quartiers sud et des collines dépendent des bus. Les abonnements mensuels et annuels sont les plus économiques pour un usage quotidien ; tickets et abonnements se vendent sur l'appli RTM, aux distributeurs et dans les points de vente. Vérifiez sur le site de la RTM quel abonnement couvre vos trajets, car il existe aussi des abonnements métropolitains pour les communes voisines.",
            },
            {
              kind: "list",
              items: [
                "La gare Saint-Charles accueille TGV et trains régionaux ; les TER rejoignent Aix-en-Provence, Aubagne, Cassis et Toulon.",
                "L'aéroport Marseille Provence, à Marignane, est relié par des navettes depuis Saint-Charles, et une gare proche dispose d'une navette vers les terminaux.",
                "Un vélo en libre-service et des pistes cyclables se développent, mais les collines et la circulation rendent le vélo électrique plus pratique.",
                "Circuler en voiture dans le centre est lent et se garer difficile ; beaucoup d'habitants ne gardent une voiture que pour les Calanques et l'arrière-pays, ou utilisent l'autopartage.",
                "Salariés : votre employeur doit rembourser une part de votre abonnement de transports publics, fixée par la loi.",
              ],
            },
          ],
        },
        {
          id: "climate-and-sea",
          heading: "Le climat et la mer",
          blocks: [
            {
              kind: "paragraph",
              text: "Les étés sont chauds, secs et ensoleillés, avec des canicules de plus en plus fréquentes ; les hivers sont doux mais peuvent être humides dans les immeubles anciens, et le mistral, un vent du nord fort et froid, peut souffler plusieurs jours. Les fortes pluies d'automne peuvent provoquer des inondations soudaines : suivez les vigilances de Météo-France. En choisissant un logement, regardez les volets, la ventilation traversante, l'isolation et l'orientation des pièces, car la climatisation est loin d'être la règle.",
            },
            {
              kind: "list",
              items: [
                "Les plages sont en ville : les plages du Prado, les Catalans, le Prophète et de petites criques. En été, baignez-vous sur les plages surveillées et respectez les drapeaux.",
                "Après de fortes pluies, la baignade peut être temporairement interdite pour cause de qualité de l'eau ; la ville affiche les avis sur chaque plage.",
                "En été, l'accès aux massifs des Calanques peut être restreint ou fermé les jours de fort risque d'incendie : consultez la carte quotidienne d'accès publiée par la préfecture avant de randonner.",
                "Certaines calanques très fréquentées peuvent exiger une réservation gratuite en haute saison ; consultez les informations du parc national des Calanques avant de partir.",
                "Le soleil, la chaleur et la déshydratation sont les risques les plus courants au quotidien : sortez tôt le matin ou en fin de journée.",
              ],
            },
          ],
        },
        {
          id: "housing",
          heading: "Trouver un logement",
          blocks: [
            {
              kind: "paragraph",
              text: "Le marché locatif est moins tendu qu'à Paris, mais les bons logements des quartiers prisés partent vite. Préparez un dossier complet (identité, visa ou titre de séjour, revenus, et un garant ou une garantie comme Visale, ouverte aux jeunes et à certains salariés récemment embauchés, sous conditions) et envisagez un meublé pour les premières semaines. Marseille est en zone tendue : à la relocation d'un logement, la hausse du loyer est en général limitée par la loi. Vérifiez sur Service-Public.fr si l'encadrement des loyers par loyers de référence s'applique à votre commune, la liste des villes pouvant évoluer.",
            },
            {
              kind: "list",
              items: [
                "Examinez l'état de l'immeuble : fissures, humidité, état des escaliers et des balcons, sécurité électrique, et entretien par la copropriété.",
                "Le propriétaire doit louer un logement décent. Le diagnostic de performance énergétique (DPE) fait partie du dossier de location, et les logements les plus mal classés sont progressivement exclus de la location.",
                "Si vous constatez un danger dans un immeuble, signalez-le à la mairie ; les logements insalubres ou dangereux relèvent de l'action des pouvoirs publics.",
                "Ne payez jamais avant d'avoir visité et signé un bail ; frais d'agence et dépôt de garantie sont plafonnés par la loi ; souscrivez une assurance habitation avant la remise des clés.",
              ],
            },
          ],
        },
        {
          id: "safety",
          heading: "Rester prudent, simplement",
          blocks: [
            {
              kind: "paragraph",
              text: "Marseille est une grande ville et demande le même bon sens que toute grande ville, ni plus ni moins. La plupart des habitants vivent leur quotidien sans incident. Les gros titres sur quelques secteurs disent peu de choses de la rue où vous habiterez : jugez les lieux en les visitant vous-même à différents moments et en parlant à ceux qui y vivent.",
            },
            {
              kind: "list",
              items: [
                "Gardez téléphone et sac près de vous dans la foule, dans les transports et en terrasse ; les vols à l'arraché de téléphones et les pickpockets sont les problèmes les plus fréquents, pour les habitants comme pour les visiteurs.",
                "Ne laissez rien de visible dans une voiture garée ni sans surveillance sur la plage.",
                "La nuit, privilégiez les rues éclairées et fréquentées, et les VTC ou taxis si vous hésitez sur le trajet du retour.",
                "Enregistrez les numéros d'urgence dans votre téléphone, dont le numéro d'urgence européen, qui fonctionne partout en France.",
                "En cas de vol, vous pouvez faire une pré-plainte en ligne puis la signer au commissariat. Si votre titre de séjour est perdu ou volé, déclarez-le et demandez un duplicata sur l'ANEF.",
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
              text: "On s'installe à Marseille pour travailler dans le port, la logistique, la santé, la recherche ou le secteur public, pour étudier, pour sa famille ou simplement pour le cadre de vie. Ces pages visa détaillent conditions, pièces et chiffres sourcés :",
            },
            {
              kind: "list",
              items: [
                "Salarié, Talent – salarié qualifié et Carte bleue européenne, si vous avez une offre d'emploi.",
                "Étudiant et Visa long séjour valant titre de séjour étudiant (VLS-TS), pour les universités et écoles de la ville.",
                "Talent – chercheur, pour les instituts et laboratoires de recherche.",
                "Entrepreneur / profession libérale (auto-entrepreneur), pour les indépendants et créateurs d'entreprise.",
                "Famille de Français et Regroupement familial, pour rejoindre un conjoint ou un parent.",
                "Visiteur et retraité, si vous vivrez de vos propres ressources sans travailler.",
                "Vacances-travail (PVT), pour les jeunes dont le pays a signé un accord vacances-travail avec la France.",
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
                  title: "Valider votre visa",
                  body: "Avec un visa de long séjour valant titre de séjour (VLS-TS), validez-le sur l'ANEF dans un délai de {fact:vls-ts.validation-deadline} après l'arrivée ; sinon, suivez les instructions de votre visa. À Marseille, le séjour relève de la préfecture des Bouches-du-Rhône.",
                },
                {
                  title: "Ouvrir un compte bancaire et prendre un numéro français",
                  body: "Votre RIB vous sera demandé pour le salaire, le loyer, la CAF et l'Assurance Maladie.",
                },
                {
                  title: "Prendre un abonnement RTM",
                  body: "Choisissez un abonnement mensuel ou annuel selon la durée de votre séjour, et remettez le justificatif à votre employeur si vous en avez un.",
                },
                {
                  title: "S'inscrire à l'Assurance Maladie",
                  body: "Inscrivez-vous auprès de la CPAM des Bouches-du-Rhône, créez votre compte ameli.fr, commandez votre carte Vitale et déclarez un médecin traitant. Gardez une assurance privée jusqu'à l'ouverture de vos droits.",
                },
                {
                  title: "Trouver un logement durable",
                  body: "Visitez à différents moments de la journée, vérifiez l'immeuble et le classement énergétique, souscrivez une assurance habitation et assistez à l'état des lieux.",
                },
                {
                  title: "Demander les aides au logement et inscrire les enfants",
                  body: "Vérifiez vos droits sur le site de la CAF une fois le bail signé, et inscrivez les enfants à l'école auprès de la Ville de Marseille, en mairie de secteur ou en ligne. Les étudiants hors Union européenne, EEE et Suisse qui ne sont pas boursiers sur critères sociaux ne perçoivent plus l'aide au logement (APL) depuis le {fact:student.apl-ends-non-eu-without-grant}.",
                },
                {
                  title: "Connaître les règles de saison",
                  body: "Gardez en favori la carte d'accès aux Calanques, les vigilances de Météo-France et les avis sur la qualité des eaux de baignade avant l'été.",
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
                "Loyer mensuel d'un appartement d'une chambre : {city:marseille.rentOneBedroom}",
                "Loyer mensuel d'un appartement de trois chambres : {city:marseille.rentThreeBedroom}",
                "Alimentation et restaurants, par mois : {city:marseille.foodAndDining}",
                "Transports, par mois : {city:marseille.transportation}",
                "Charges (énergie, eau, internet), par mois : {city:marseille.utilities}",
                "Total mensuel type pour une personne dans un appartement d'une chambre : {city:marseille.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "Ce sont des estimations, pas des devis : chaque montant indique la valeur type de nos données sur la ville et la façon dont elle a été estimée. Les loyers varient beaucoup entre les quartiers du bord de mer et le reste de la ville. Prévoyez aussi la fraîcheur l'été, le dépôt de garantie, l'équipement et les frais de visa long séjour ({fact:long-stay-visa.fee}).",
            },
          ],
        },
      ],
    },
    ar: {
      title: "العيش في مرسيليا: الأحياء والتنقل والبحر والحياة اليومية",
      description:
        "الحياة اليومية في مرسيليا: اختيار الحي، وشبكة RTM، والمناخ والبحر، واستئجار شقة، والسلامة، والخطوات الأولى، والتكاليف المعتادة.",
      sections: [
        {
          id: "marseille-in-a-nutshell",
          heading: "مرسيليا باختصار",
          blocks: [
            {
              kind: "paragraph",
              text: "مرسيليا مدينة ساحلية كبيرة ذات ميناء، بُنيت حول الميناء القديم ({fr:Vieux-Port}) وامتدت على طول الساحل بين التلال والبحر. وتتكوّن من أحياء كثيرة ({fr:quartiers})، لكلٍّ منها سوقه وساحته وطابعه القروي الخاص، وكثيرًا ما يذكر الناس مكان سكنهم باسم الحي لا باسم الدائرة البلدية ({fr:arrondissement}). تجري الحياة اليومية في الهواء الطلق معظم أيام السنة، والمدينة متنوعة السكان وبسيطة في أجوائها، ويبدأ المنتزه الوطني للكالانك ({fr:parc national des Calanques}) عند أطرافها. أما الوجه الآخر فهو ازدحام حركة المرور، وتفاوت الخدمات العامة بين منطقة وأخرى، ومساكن تتفاوت جودتها كثيرًا.",
            },
            {
              kind: "paragraph",
              text: "تنتمي المدينة إلى حاضرة إيكس-مرسيليا-بروفانس ({fr:Métropole Aix-Marseille-Provence})، التي تدير أيضًا خدمات كثيرة مثل جمع النفايات وجزء من النقل العام. وتقع مدن إيكس أون بروفانس وأوباني وكاسيس ولا سيوتا على مسافة تسمح بالتنقل اليومي، ويسكن كثيرون في إحداها ويعملون في أخرى.",
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
                "الميناء القديم ({fr:Vieux-Port}) وحي {fr:Le Panier}: القلب التاريخي للمدينة، بأزقته الضيقة وإطلالاته على الميناء وكثرة السياح فيه؛ شقق صغيرة، كثيرًا ما تكون بلا مصعد.",
                "{fr:Cours Julien} و{fr:Notre-Dame-du-Mont} و{fr:La Plaine}: أحياء فنية نابضة بالحياة، فيها فن الشارع والحانات وقاعات الحفلات الموسيقية وسوق كبيرة؛ صاخبة في الليل.",
                "{fr:Castellane} و{fr:Préfecture} و{fr:Périer}: أحياء مركزية، فيها عمارات سكنية كلاسيكية ومتاجر ووصلات جيدة بالمترو؛ قاعدة أولى عملية.",
                "{fr:Endoume} و{fr:Vallon des Auffes} و{fr:Roucas-Blanc}: على شاطئ البحر، أهدأ ومطلوبة كثيرًا، وأسعارها مرتفعة تبعًا لذلك.",
                "{fr:Pointe-Rouge} و{fr:Bonneveine} و{fr:Les Goudes}: شواطئ ورياضة الإبحار في الجنوب؛ أحياء لطيفة لكنها أبعد عن المترو، لذلك تفيدك فيها دراجة أو دراجة نارية صغيرة أو سيارة.",
                "{fr:La Joliette} و{fr:Euroméditerranée}: حي أعمال أُقيم على أرصفة الميناء القديمة، فيه مبانٍ جديدة ومكاتب والترامواي.",
                "{fr:Saint-Barnabé} و{fr:Les Chartreux} والأحياء الشرقية: أحياء سكنية تناسب العائلات، ذات طابع قروي، ويمكن الوصول إليها بالمترو.",
                "{fr:Mazargues} و{fr:Sainte-Anne}: أحياء جنوبية هادئة قريبة من الكالانك ومن الحرم الجامعي في {fr:Luminy}.",
              ],
            },
            {
              kind: "note",
              text: "تتغيّر سمعة الأحياء من شارع إلى آخر ومع مرور الوقت. قبل أن توقّع، زُر الحي في يوم من أيام الأسبوع وفي المساء وفي عطلة نهاية الأسبوع، وامشِ من الشقة إلى أقرب محطة مترو أو ترامواي، وتحدّث مع أصحاب المتاجر والجيران: سيخبرونك أكثر مما يخبرك به أي تصنيف.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "التنقل: شبكة RTM",
          blocks: [
            {
              kind: "paragraph",
              text: "تدير هيئة RTM ({fr:Régie des transports métropolitains}) المترو والترامواي والحافلات، إضافة إلى مكوكات بحرية موسمية ({fr:navettes maritimes}) تعبر الخليج انطلاقًا من الميناء القديم. يخدم المترو والترامواي وسط المدينة وبعض الأحياء الطرفية خدمة جيدة، بينما تعتمد أحياء كثيرة في الجنوب وعلى التلال على الحافلات. والاشتراكات الشهرية والسنوية هي الخيار الأرخص للتنقل اليومي؛ وتُباع التذاكر الفردية والاشتراكات في تطبيق الشبكة وفي آلات البيع ونقاط البيع. تحقّق على موقع الشبكة من الاشتراك الذي يغطي تنقلاتك، إذ توجد أيضًا اشتراكات على مستوى الحاضرة للتنقل إلى المدن المجاورة.",
            },
            {
              kind: "list",
              items: [
                "تستقبل محطة مرسيليا سان شارل ({fr:Saint-Charles}) القطارات فائقة السرعة والقطارات الإقليمية؛ وتصل قطارات TER الإقليمية إلى إيكس أون بروفانس وأوباني وكاسيس وتولون.",
                "يرتبط مطار مرسيليا بروفانس، الواقع في مارينيان ({fr:Marignane})، بحافلات مكوكية تنطلق من سان شارل، كما توجد قربه محطة قطار فيها مكوك إلى مباني المطار.",
                "يتوسّع نظام الدراجات المشتركة ومسارات الدراجات، لكن التلال وحركة المرور تجعل الدراجة الكهربائية أكثر عملية.",
                "قيادة السيارة في وسط المدينة بطيئة وأماكن الركن نادرة؛ ويحتفظ كثير من السكان بسيارة للرحلات إلى الكالانك والريف فقط، أو يعتمدون على مشاركة السيارات.",
                "للأجراء: يجب على مشغّلك أن يسدّد لك جزءًا من اشتراكك في النقل العام، يحدّده القانون.",
              ],
            },
          ],
        },
        {
          id: "climate-and-sea",
          heading: "المناخ والبحر",
          blocks: [
            {
              kind: "paragraph",
              text: "الصيف حار وجاف ومشمس، وموجات الحر تزداد تكرارًا؛ والشتاء معتدل لكنه قد يكون رطبًا في المباني القديمة، وقد تهب رياح الميسترال ({fr:mistral})، وهي رياح شمالية قوية وباردة، لعدة أيام. وقد تتسبب أمطار الخريف الغزيرة في فيضانات مفاجئة: تابع تنبيهات اليقظة التي تصدرها هيئة الأرصاد الجوية ({fr:Météo-France}). عند اختيار شقة، انتبه إلى وجود المصاريع الخارجية للنوافذ والتهوية المتقاطعة والعزل الحراري واتجاه الغرف، لأن التكييف بعيد عن أن يكون متوفرًا في كل مكان.",
            },
            {
              kind: "list",
              items: [
                "الشواطئ داخل المدينة: شواطئ {fr:Prado} و{fr:Les Catalans} و{fr:Prophète} وخلجان صغيرة. اسبح صيفًا في الشواطئ المحروسة واتّبع إشارات الأعلام.",
                "بعد الأمطار الغزيرة، قد تُمنع السباحة مؤقتًا بسبب جودة المياه؛ وتعلّق البلدية إشعارات عند كل شاطئ.",
                "في الصيف، قد يُقيَّد الدخول إلى مرتفعات الكالانك أو يُمنع في الأيام التي يرتفع فيها خطر الحرائق: اطّلع قبل المشي على خريطة الدخول اليومية التي تنشرها المحافظة ({fr:préfecture}).",
                "قد يتطلب الوصول إلى بعض الكالانك الأكثر ارتيادًا حجزًا مسبقًا مجانيًا في أوقات الذروة؛ اطّلع على معلومات المنتزه الوطني للكالانك قبل أن تذهب.",
                "الشمس والحر والتجفاف هي أكثر المخاطر اليومية شيوعًا: خطّط لخرجاتك في الصباح الباكر أو في آخر النهار.",
              ],
            },
          ],
        },
        {
          id: "housing",
          heading: "العثور على شقة",
          blocks: [
            {
              kind: "paragraph",
              text: "سوق الإيجار أقل ضغطًا منه في باريس، لكن الشقق الجيدة في الأحياء المرغوبة تُؤجَّر بسرعة. جهّز ملفًا كاملًا (الهوية، والتأشيرة أو بطاقة الإقامة ({fr:titre de séjour})، وإثبات الدخل، وكفيلًا ({fr:garant}) أو ضمانًا مثل {fr:Visale}، المتاح للشباب ولبعض الأجراء المعيَّنين حديثًا وفق شروط)، وفكّر في شقة مفروشة للأسابيع الأولى. تقع مرسيليا في منطقة سكنية متوترة ({fr:zone tendue}): عند إعادة تأجير شقة، تكون زيادة الإيجار محدودة بالقانون في العادة. تحقّق على Service-Public.fr مما إذا كان تأطير الإيجارات بإيجارات مرجعية ({fr:encadrement des loyers}) ينطبق على بلديتك، لأن قائمة المدن المعنية قد تتغير.",
            },
            {
              kind: "list",
              items: [
                "افحص حالة المبنى جيدًا: الشقوق والرطوبة وحالة السلالم والشرفات والسلامة الكهربائية، وهل تتولى جمعية الملّاك المشتركين ({fr:copropriété}) صيانته.",
                "يجب على المالك أن يؤجّر مسكنًا لائقًا ({fr:logement décent}). وشهادة الأداء الطاقي ({fr:diagnostic de performance énergétique}، DPE) جزء من ملف الإيجار، والمساكن الأسوأ تصنيفًا تُستبعد تدريجيًا من سوق الإيجار.",
                "إذا لاحظت خطرًا في مبنى، فأبلغ عنه البلدية ({fr:mairie})؛ فالسلطات العامة هي التي تتولى معالجة المساكن غير الصالحة للسكن أو الخطرة.",
                "لا تدفع أبدًا قبل معاينة الشقة وتوقيع عقد الإيجار ({fr:bail})؛ ورسوم الوكالة ومبلغ الضمان ({fr:dépôt de garantie}) لهما سقف يحدّده القانون؛ واكتتب تأمين السكن ({fr:assurance habitation}) قبل استلام المفاتيح.",
              ],
            },
          ],
        },
        {
          id: "safety",
          heading: "السلامة بحسّ سليم",
          blocks: [
            {
              kind: "paragraph",
              text: "مرسيليا مدينة كبيرة، وتتطلب الحسّ السليم نفسه الذي تتطلبه أي مدينة كبيرة أخرى، لا أكثر ولا أقل. ويقضي معظم السكان يومهم دون أي حادث. والعناوين الصحفية عن بعض المناطق لا تقول الكثير عن الشارع الذي ستسكن فيه: احكم على الأماكن بزيارتها بنفسك في أوقات مختلفة، وبالتحدث مع من يعيشون فيها.",
            },
            {
              kind: "list",
              items: [
                "أبقِ هاتفك وحقيبتك قريبين منك في الأماكن المزدحمة وفي وسائل النقل العام وعلى شرفات المقاهي؛ فخطف الهواتف والنشل هما أكثر المشاكل شيوعًا، للسكان والزوار على حد سواء.",
                "لا تترك شيئًا ظاهرًا في سيارة مركونة، ولا شيئًا دون رقابة على الشاطئ.",
                "في الليل، اسلك طرقًا مضاءة يرتادها الناس، واستعمل سيارات الأجرة أو سيارات النقل عبر التطبيقات إذا لم تكن متأكدًا من طريق العودة.",
                "احفظ أرقام الطوارئ في هاتفك، ومنها رقم الطوارئ الأوروبي الذي يعمل في كل مكان في فرنسا.",
                "في حال السرقة، يمكنك أن تبدأ الشكوى عبر الإنترنت ({fr:pré-plainte en ligne}) ثم توقّعها في مركز الشرطة. وإذا ضاعت بطاقة إقامتك أو سُرقت، فصرّح بذلك واطلب بطاقة بديلة عبر ANEF.",
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
              text: "ينتقل الناس إلى مرسيليا للعمل في الميناء والخدمات اللوجستية والصحة والبحث العلمي والقطاع العام، أو للدراسة، أو للالتحاق بالعائلة، أو ببساطة من أجل نمط الحياة. تشرح صفحات التأشيرات التالية الشروط والوثائق والأرقام الموثّقة بمصادرها:",
            },
            {
              kind: "list",
              items: [
                "الأجير، وبطاقة المواهب – أجير مؤهل، والبطاقة الزرقاء الأوروبية، إذا كان لديك عرض عمل.",
                "الطالب، وتأشيرة الإقامة الطويلة للطلاب (VLS-TS)، للدراسة في جامعات المدينة ومدارسها العليا.",
                "بطاقة المواهب – باحث، لمعاهد البحث ومختبراته.",
                "العمل الحر (المقاول الذاتي، {fr:auto-entrepreneur})، للمستقلين ومنشئي المشاريع.",
                "عائلة مواطن فرنسي، ولمّ الشمل العائلي ({fr:regroupement familial})، للالتحاق بزوج أو زوجة أو بأحد الوالدين.",
                "الزائر والمتقاعد، إذا كنت ستعيش من مواردك الخاصة دون أن تعمل.",
                "برنامج العطلة والعمل ({fr:vacances-travail}، PVT)، للشباب الذين أبرمت بلدانهم اتفاقًا من هذا النوع مع فرنسا.",
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
                  title: "صادق على تأشيرتك",
                  body: "إذا كانت لديك تأشيرة إقامة طويلة تقوم مقام بطاقة الإقامة ({fr:visa long séjour valant titre de séjour}، VLS-TS)، فصادق عليها عبر ANEF خلال {fact:vls-ts.validation-deadline} من وصولك؛ وإلا فاتبع التعليمات المدوّنة على تأشيرتك. وفي مرسيليا، تتولى شؤون الإقامة محافظة بوش دو رون ({fr:préfecture des Bouches-du-Rhône}).",
                },
                {
                  title: "افتح حسابًا مصرفيًا واحصل على رقم هاتف فرنسي",
                  body: "ستحتاج إلى بيان هويتك المصرفية (RIB) من أجل راتبك وإيجارك وصندوق المنح العائلية (CAF) والتأمين الصحي ({fr:Assurance Maladie}).",
                },
                {
                  title: "احصل على اشتراك في شبكة النقل",
                  body: "اختر اشتراكًا شهريًا أو سنويًا حسب مدة إقامتك، وسلّم الإيصال إلى مشغّلك إن كنت أجيرًا.",
                },
                {
                  title: "سجّل نفسك في التأمين الصحي",
                  body: "سجّل لدى صندوق التأمين الصحي CPAM في بوش دو رون، وأنشئ حسابك على ameli.fr، واطلب بطاقتك الصحية ({fr:carte Vitale})، وصرّح بطبيبك المعالج ({fr:médecin traitant}). واحتفظ بتأمين خاص إلى أن تُفتح حقوقك.",
                },
                {
                  title: "ابحث عن سكن طويل الأمد",
                  body: "عاين المساكن في أوقات مختلفة من اليوم، وتحقّق من حالة المبنى ومن التصنيف الطاقي، واكتتب تأمين السكن، واحضر معاينة حالة المسكن ({fr:état des lieux}) عند استلام المفاتيح.",
                },
                {
                  title: "اطلب مساعدة السكن وسجّل أطفالك في المدرسة",
                  body: "تحقّق من حقوقك على موقع CAF بعد توقيع عقد الإيجار، وسجّل أطفالك في المدرسة لدى بلدية مرسيليا، في بلدية القطاع ({fr:mairie de secteur}) أو عبر الإنترنت. ولم يعد الطلاب القادمون من خارج الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا، غير الحاصلين على منحة على أساس المعايير الاجتماعية ({fr:bourse sur critères sociaux})، يستفيدون من مساعدة السكن (APL) منذ {fact:student.apl-ends-non-eu-without-grant}.",
                },
                {
                  title: "تعرّف على القواعد الموسمية",
                  body: "احفظ في المفضلة قبل الصيف خريطة الدخول إلى الكالانك، وتنبيهات هيئة الأرصاد الجوية ({fr:Météo-France})، وإشعارات جودة مياه السباحة في الشواطئ.",
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
                "إيجار شقة بغرفة نوم واحدة، شهريًا: {city:marseille.rentOneBedroom}",
                "إيجار شقة بثلاث غرف نوم، شهريًا: {city:marseille.rentThreeBedroom}",
                "الطعام والمطاعم، شهريًا: {city:marseille.foodAndDining}",
                "النقل، شهريًا: {city:marseille.transportation}",
                "الخدمات (الطاقة والماء والإنترنت)، شهريًا: {city:marseille.utilities}",
                "المجموع الشهري المعتاد لشخص واحد في شقة بغرفة نوم واحدة: {city:marseille.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "هذه تقديرات وليست عروض أسعار: يبيّن كل رقم القيمة المعتادة في بياناتنا عن المدينة وطريقة تقديرها. وتختلف الإيجارات كثيرًا بين الأحياء المطلة على البحر وبقية المدينة. وخصّص في ميزانيتك أيضًا مبلغًا للتبريد في الصيف، ومبلغ الضمان، والأثاث، ورسوم تأشيرة الإقامة الطويلة ({fact:long-stay-visa.fee}).",
            },
          ],
        },
      ],
    },
  },
};

export default guide;
