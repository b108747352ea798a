import type { GuideContent } from "./guide-types.ts";

const guide: GuideContent = {
  slug: "retiring-nice",
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
        en: "ANEF: validate your visa and apply for your residence card",
        fr: "ANEF : valider votre visa et demander votre carte de séjour",
        ar: "ANEF: المصادقة على تأشيرتك وطلب بطاقة الإقامة",
      },
    },
    {
      url: "https://www.service-public.fr/",
      label: {
        en: "Service-Public.fr: the PUMa, visitor residence cards and income tax",
        fr: "Service-Public.fr : Puma, carte de séjour visiteur et impôt sur le revenu",
        ar: "Service-Public.fr: نظام PUMa وبطاقة الإقامة بصفة زائر وضريبة الدخل",
      },
    },
    {
      url: "https://www.welcometofrance.com/",
      label: {
        en: "Welcome to France: the official guide to settling in France",
        fr: "Welcome to France : le guide officiel pour s'installer en France",
        ar: "welcometofrance.com: الدليل الرسمي للاستقرار في فرنسا",
      },
    },
  ],
  text: {
    en: {
      title: "Retiring in Nice: visa, health cover, taxes and daily life",
      description:
        "Retiring in Nice: the long-stay visitor visa, health cover from private insurance to the PUMa, pensions and tax residence, neighbourhoods and costs.",
      sections: [
        {
          id: "living-in-nice",
          heading: "Nice and its neighbourhoods",
          blocks: [
            {
              kind: "paragraph",
              text: "Nice offers a mild climate, the sea, a compact centre served by trams, a university hospital and an international airport a short tram ride from the city. It is also a hilly city, where the right address makes a real difference as the years go by. Think about ageing in place from the start: a lift, level streets, a bus or tram stop, a pharmacy, a doctor and shops within walking distance.",
            },
            {
              kind: "list",
              items: [
                "Vieux-Nice: the old town, pedestrian and full of character, but with stairs, few lifts, tourist crowds and noise in the evening.",
                "Carré d'Or and the Promenade des Anglais: central and by the sea, with fine buildings and high prices; busy in summer.",
                "Musiciens and Jean-Médecin: central and flat, close to shops, services and the tram; practical for daily life without a car.",
                "Libération: residential, with a well-known market, the tram and a neighbourhood feel.",
                "Port and Riquier: a village atmosphere around the harbour, restaurants and the tram line to the airport.",
                "Cimiez: a green, quieter hillside with gardens and museums, served by buses; check slopes and bus frequency.",
                "Mont Boron: views and calm, but steep and largely car-dependent.",
                "Nearby towns such as Villefranche-sur-Mer, Beaulieu-sur-Mer, Saint-Laurent-du-Var and Cagnes-sur-Mer offer a smaller scale, linked to Nice by train or bus.",
              ],
            },
            {
              kind: "note",
              text: "Rent before you buy. Spending a first year as a tenant lets you test a neighbourhood in every season, including the summer crowds, before committing to a purchase.",
            },
          ],
        },
        {
          id: "visitor-visa",
          heading: "The long-stay visitor visa",
          blocks: [
            {
              kind: "paragraph",
              text: "Most non-European retirees settle in France with the long-stay visitor visa (visa de long séjour « visiteur »). It is for people who live on their own resources and do not work. There is no separate retiree threshold: you show stable and sufficient resources of at least {fact:smic.monthly-net}, from pensions, savings or investment income. If you move as a couple, ask the consulate how it assesses the resources of each spouse.",
            },
            {
              kind: "list",
              items: [
                "A written commitment not to carry out any professional activity in France: the visitor visa does not allow you to work, whether as an employee or a freelancer.",
                "Proof of resources: pension statements, bank statements and investment income.",
                "Private health insurance covering the whole stay, including hospital care.",
                "Proof of accommodation in France: a lease, a property deed or a host's certificate.",
                "The visa fee of {fact:long-stay-visa.fee}, and a passport valid long enough for the stay.",
              ],
            },
            {
              kind: "paragraph",
              text: "After arrival, you validate the visa online on ANEF within {fact:vls-ts.validation-deadline}. Before it expires, you apply on ANEF for a visitor residence card, again showing resources, health cover and accommodation, and you renew it in time, as often as required. After several years of regular residence, a longer card such as the resident card ({fact:resident-card.validity}) may become possible, under conditions that include resources and a level of French.",
            },
            {
              kind: "note",
              text: "The separate “retraité” residence card is for people who used to live in France with a resident card, have settled abroad and receive a French pension. If that is your situation, see the Other categories page.",
            },
          ],
        },
        {
          id: "health-cover",
          heading: "Health cover: private insurance first, then the PUMa",
          blocks: [
            {
              kind: "paragraph",
              text: "Health cover happens in stages, and the order matters. As a visitor you do not work in France, so you are not covered through a job. Your private insurance is therefore your only cover when you arrive, and it must stay in force until the public system has confirmed that you are covered.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Arrive with private insurance",
                  body: "Choose a policy that covers hospital care and treatment in France without low ceilings, and check how it treats existing conditions. The consulate checks it for the visa, and the prefecture may ask for proof of cover again when you renew your card.",
                },
                {
                  title: "Build stable residence",
                  body: "The universal health protection (PUMa, protection universelle maladie) is open to people who live in France in a stable and regular way. Stable means living in France continuously for a minimum period set by the rules, a matter of months; regular means holding a valid visa or residence card. Keep your lease, bills and visa validation as proof.",
                },
                {
                  title: "Apply to the CPAM of the Alpes-Maritimes",
                  body: "Once the residence condition is met, apply to the CPAM with your passport, validated visa or card, proof of address and of how long you have lived in France, a birth certificate (with an official translation if needed), information on your income and a French RIB. The CPAM decides; processing can take time, so keep copies of everything.",
                },
                {
                  title: "Check whether another scheme is responsible for you",
                  body: "If you receive a pension from a country that has a social security agreement with France, that country's scheme may remain responsible for your health cover, and you then register in France with a form from your pension institution instead of joining the PUMa directly. Ask your pension fund and the CPAM before you apply.",
                },
                {
                  title: "Keep private cover until it is confirmed",
                  body: "Do not cancel your private insurance until the CPAM has confirmed your affiliation in writing and your rights are open. Then create your ameli.fr account, order your carte Vitale and declare a médecin traitant.",
                },
              ],
            },
            {
              kind: "paragraph",
              text: "The PUMa reimburses only part of most costs, so most residents add a top-up policy (complémentaire santé, or mutuelle); its price rises with age, so compare offers. Depending on your income, URSSAF may ask people covered through residence alone for an annual contribution (cotisation subsidiaire maladie); pensioners are often exempt, but check your own situation.",
            },
          ],
        },
        {
          id: "healthcare-access",
          heading: "Healthcare access in Nice",
          blocks: [
            {
              kind: "paragraph",
              text: "Nice has a university hospital (CHU de Nice) with several sites, including Pasteur and L'Archet, a regional cancer centre (Centre Antoine-Lacassagne), private clinics and many specialists. Finding a regular doctor who accepts new patients can take time: start looking as soon as you arrive, ask your local pharmacy and neighbours, and use online booking services. Outside opening hours, a duty pharmacy (pharmacie de garde) is always open, and the list is posted on every pharmacy door.",
            },
            {
              kind: "list",
              items: [
                "Bring your medical records, with translations of the key documents, and a list of your medicines by their generic names.",
                "Prescriptions written abroad are not always accepted: ask a French doctor to re-issue them.",
                "For a long-term condition, your médecin traitant can request the long-term illness scheme (affection de longue durée), which improves reimbursement once you are affiliated.",
                "In emergencies, call the SAMU through the emergency numbers and save them in your phone.",
                "In summer, ask your town hall to add you to its heatwave register (registre canicule), so that services can check on you during heatwaves.",
              ],
            },
          ],
        },
        {
          id: "pensions-and-tax",
          heading: "Pensions and tax residence",
          blocks: [
            {
              kind: "paragraph",
              text: "In general terms, you are tax-resident in France if your home or main place of stay is in France, if your main professional activity is here, or if the centre of your economic interests is here. A retiree living in Nice most of the year is usually tax-resident in France. French tax residents declare their worldwide income each spring, for the previous year.",
            },
            {
              kind: "list",
              items: [
                "Tax treaties signed by France decide which country may tax each kind of pension and how double taxation is avoided. Public-service pensions are often treated differently from private pensions.",
                "For your first return, contact the local tax office (service des impôts des particuliers) in Nice, then use your personal space on impots.gouv.fr.",
                "French tax residents must also declare bank accounts and life-insurance contracts held abroad every year.",
                "Owning property brings local property tax, and a tax on large real-estate wealth may apply above a threshold.",
                "Inheritance and gifts follow French rules that may differ from what you are used to: a notaire can explain them.",
              ],
            },
            {
              kind: "note",
              text: "This section is general information, not tax advice. See a tax adviser who knows both the French system and the system of the country paying your pensions, ideally before you move: the timing of your arrival, the sale of assets and how your pensions are paid can all change the result.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "Getting around: Lignes d'Azur and the tram",
          blocks: [
            {
              kind: "paragraph",
              text: "Lignes d'Azur runs the trams and buses of Nice and its metropolitan area. The tram network crosses the city from north to south through Place Masséna and Avenue Jean-Médecin, and from east to west between the port and the airport, with a further branch towards the western districts. Buses serve the hills and the neighbouring towns. You can buy single tickets, multi-journey tickets and monthly or annual passes on the Lignes d'Azur app or at sales points; ask whether a reduced fare applies to you.",
            },
            {
              kind: "list",
              items: [
                "Regional TER trains run along the coast towards Cannes, Antibes and Menton and are often the quickest way between seaside towns.",
                "The airport is reached directly by tram from the city centre and the port.",
                "The centre is walkable and largely flat; hillside areas rely on buses or a car.",
                "Parking is scarce and expensive in the centre; many retirees live without a car or use taxis and car sharing for occasional trips.",
                "If you drive, check on the ANTS website whether and by when you must exchange your driving licence.",
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
              text: "These visa pages cover the usual situations of people retiring in Nice, with conditions, documents and sourced figures:",
            },
            {
              kind: "list",
              items: [
                "Visitor and retiree: the main route for retirees living on their own resources without working.",
                "Family of a French national: if your spouse is French.",
                "Family reunification: if you are joining a spouse who already lives in France with a residence permit.",
                "Long stay for personal reasons: for other personal situations; read its conditions carefully.",
                "Other categories: including the “retraité” card for former residents who receive a French pension.",
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
                  title: "Validate your visa on ANEF",
                  body: "Do it within {fact:vls-ts.validation-deadline} of arrival, pay the online tax stamp and keep the confirmation with your passport. Note the date to apply for your residence card before the visa expires.",
                },
                {
                  title: "Open a French bank account",
                  body: "You will need a RIB for the CPAM, your rent, energy contracts and, if you choose, to receive your pensions in euros.",
                },
                {
                  title: "Keep your private insurance active",
                  body: "Note when you will meet the stable residence condition, then prepare your PUMa application to the CPAM of the Alpes-Maritimes.",
                },
                {
                  title: "Find a doctor and a pharmacy",
                  body: "Look for a médecin traitant early, choose a nearby pharmacy and bring your translated medical records.",
                },
                {
                  title: "Get your Lignes d'Azur pass",
                  body: "Choose a monthly or annual pass and ask about reduced fares.",
                },
                {
                  title: "Settle housing and insurance",
                  body: "Take home insurance, attend the inventory, and check energy, water and internet contracts in your name.",
                },
                {
                  title: "Book a tax appointment",
                  body: "Meet a tax adviser and contact the local tax office in Nice before your first French return.",
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
                "One-bedroom flat, monthly rent: {city:nice.rentOneBedroom}",
                "Three-bedroom flat, monthly rent: {city:nice.rentThreeBedroom}",
                "Food and dining, per month: {city:nice.foodAndDining}",
                "Transport, per month: {city:nice.transportation}",
                "Utilities (energy, water, internet), per month: {city:nice.utilities}",
                "Typical monthly total for one person in a one-bedroom flat: {city:nice.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "These are estimates, not quotes: each figure shows the typical value of our city dataset and how it was estimated. Seafront and central flats cost more, and summer rentals are much dearer. Add private health insurance, then a top-up policy, to your budget, and remember that the visitor visa asks for resources of at least {fact:smic.monthly-net}.",
            },
          ],
        },
      ],
    },
    fr: {
      title: "Prendre sa retraite à Nice : visa, santé, fiscalité et vie quotidienne",
      description:
        "La retraite à Nice : visa long séjour visiteur, santé de l'assurance privée à la Puma, pensions et résidence fiscale, quartiers, transports et coûts.",
      sections: [
        {
          id: "living-in-nice",
          heading: "Nice et ses quartiers",
          blocks: [
            {
              kind: "paragraph",
              text: "Nice offre un climat doux, la mer, un centre compact desservi par le tramway, un centre hospitalier universitaire et un aéroport international à quelques stations de tram de la ville. C'est aussi une ville de collines, où la bonne adresse fait une vraie différence avec les années. Pensez dès le départ à y vieillir sereinement : ascenseur, rues planes, arrêt de bus ou de tram, pharmacie, médecin et commerces à pied.",
            },
            {
              kind: "list",
              items: [
                "Le Vieux-Nice : la vieille ville, piétonne et pleine de caractère, mais avec des escaliers, peu d'ascenseurs, beaucoup de touristes et du bruit le soir.",
                "Le Carré d'Or et la Promenade des Anglais : central et en bord de mer, avec de beaux immeubles et des prix élevés ; très fréquenté l'été.",
                "Les Musiciens et Jean-Médecin : central et plat, près des commerces, des services et du tramway ; pratique pour vivre sans voiture.",
                "Libération : résidentiel, avec un marché réputé, le tramway et une vraie vie de quartier.",
                "Le Port et Riquier : une ambiance de village autour du port, des restaurants et la ligne de tramway vers l'aéroport.",
                "Cimiez : une colline verte et plus calme, avec jardins et musées, desservie par les bus ; vérifiez les pentes et la fréquence des bus.",
                "Le Mont Boron : vues et calme, mais pentu et très dépendant de la voiture.",
                "Les communes voisines comme Villefranche-sur-Mer, Beaulieu-sur-Mer, Saint-Laurent-du-Var et Cagnes-sur-Mer offrent une échelle plus petite, reliées à Nice par le train ou le bus.",
              ],
            },
            {
              kind: "note",
              text: "Louez avant d'acheter. Passer une première année comme locataire permet d'éprouver un quartier en toutes saisons, foule estivale comprise, avant de s'engager dans un achat.",
            },
          ],
        },
        {
          id: "visitor-visa",
          heading: "Le visa long séjour visiteur",
          blocks: [
            {
              kind: "paragraph",
              text: "La plupart des retraités non européens s'installent en France avec le visa de long séjour « visiteur ». Il s'adresse aux personnes qui vivent de leurs propres ressources et ne travaillent pas. Il n'existe pas de seuil propre aux retraités : vous justifiez de ressources stables et suffisantes d'au moins {fact:smic.monthly-net}, provenant de pensions, d'épargne ou de revenus de placements. Si vous partez en couple, demandez au consulat comment il apprécie les ressources de chacun des conjoints.",
            },
            {
              kind: "list",
              items: [
                "Un engagement écrit à n'exercer aucune activité professionnelle en France : le visa visiteur ne permet pas de travailler, ni comme salarié ni comme indépendant.",
                "Des justificatifs de ressources : relevés de pension, relevés bancaires et revenus de placements.",
                "Une assurance santé privée couvrant tout le séjour, hospitalisation comprise.",
                "Un justificatif de logement en France : bail, acte de propriété ou attestation d'hébergement.",
                "Les frais de visa de {fact:long-stay-visa.fee}, et un passeport valable suffisamment longtemps pour le séjour.",
              ],
            },
            {
              kind: "paragraph",
              text: "Après l'arrivée, vous validez le visa en ligne sur l'ANEF dans un délai de {fact:vls-ts.validation-deadline}. Avant son expiration, vous demandez sur l'ANEF une carte de séjour « visiteur », en justifiant de nouveau ressources, couverture santé et logement, puis vous la renouvelez à temps aussi souvent que nécessaire. Après plusieurs années de séjour régulier, une carte plus longue comme la carte de résident ({fact:resident-card.validity}) peut devenir accessible, sous des conditions qui incluent les ressources et un niveau de français.",
            },
            {
              kind: "note",
              text: "La carte de séjour « retraité », distincte, concerne les personnes qui ont résidé en France avec une carte de résident, se sont installées à l'étranger et perçoivent une pension française. Si c'est votre cas, consultez la page Autres catégories.",
            },
          ],
        },
        {
          id: "health-cover",
          heading: "Santé : d'abord l'assurance privée, ensuite la Puma",
          blocks: [
            {
              kind: "paragraph",
              text: "La couverture santé se met en place par étapes, et l'ordre compte. Comme visiteur, vous ne travaillez pas en France : vous n'êtes donc pas couvert par un emploi. Votre assurance privée est votre seule couverture à l'arrivée, et elle doit rester en vigueur jusqu'à ce que le système public ait confirmé votre prise en charge.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Arriver avec une assurance privée",
                  body: "Choisissez un contrat qui couvre l'hospitalisation et les soins en France sans plafonds trop bas, et vérifiez comment il traite les maladies préexistantes. Le consulat la contrôle pour le visa, et la préfecture peut redemander une preuve de couverture au renouvellement de votre carte.",
                },
                {
                  title: "Établir une résidence stable",
                  body: "La protection universelle maladie (Puma) est ouverte aux personnes qui résident en France de manière stable et régulière. Stable signifie résider en France de façon ininterrompue pendant une durée minimale fixée par les textes, de l'ordre de quelques mois ; régulière signifie détenir un visa ou une carte de séjour en cours de validité. Gardez bail, factures et validation du visa comme preuves.",
                },
                {
                  title: "Déposer votre demande à la CPAM des Alpes-Maritimes",
                  body: "Une fois la condition de résidence remplie, adressez-vous à la CPAM avec votre passeport, votre visa validé ou votre carte, un justificatif de domicile et de la durée de votre résidence en France, un acte de naissance (traduit officiellement si nécessaire), des informations sur vos revenus et un RIB français. La CPAM décide ; le traitement peut prendre du temps, gardez une copie de tout.",
                },
                {
                  title: "Vérifier si un autre régime reste compétent",
                  body: "Si vous percevez une pension d'un pays lié à la France par un accord de sécurité sociale, le régime de ce pays peut rester responsable de votre couverture santé : vous vous inscrivez alors en France avec un formulaire de votre caisse de retraite, au lieu d'adhérer directement à la Puma. Renseignez-vous auprès de votre caisse de retraite et de la CPAM avant de déposer votre demande.",
                },
                {
                  title: "Garder l'assurance privée jusqu'à confirmation",
                  body: "Ne résiliez pas votre assurance privée avant que la CPAM ait confirmé votre affiliation par écrit et que vos droits soient ouverts. Créez ensuite votre compte ameli.fr, commandez votre carte Vitale et déclarez un médecin traitant.",
                },
              ],
            },
            {
              kind: "paragraph",
              text: "La Puma ne rembourse qu'une partie de la plupart des frais : la plupart des résidents ajoutent une complémentaire santé (mutuelle), dont le prix augmente avec l'âge ; comparez les offres. Selon vos revenus, l'URSSAF peut demander aux personnes couvertes au seul titre de la résidence une cotisation annuelle (cotisation subsidiaire maladie) ; les retraités en sont souvent exonérés, mais vérifiez votre situation.",
            },
          ],
        },
        {
          id: "healthcare-access",
          heading: "Se soigner à Nice",
          blocks: [
            {
              kind: "paragraph",
              text: "Nice dispose d'un centre hospitalier universitaire (CHU de Nice) réparti sur plusieurs sites, dont Pasteur et l'Archet, d'un centre régional de lutte contre le cancer (Centre Antoine-Lacassagne), de cliniques privées et de nombreux spécialistes. Trouver un médecin traitant qui accepte de nouveaux patients peut prendre du temps : commencez dès votre arrivée, demandez conseil à votre pharmacie et à vos voisins, et utilisez les services de prise de rendez-vous en ligne. En dehors des heures d'ouverture, une pharmacie de garde est toujours ouverte, et la liste est affichée sur la porte de chaque pharmacie.",
            },
            {
              kind: "list",
              items: [
                "Apportez votre dossier médical, avec la traduction des documents essentiels, et la liste de vos médicaments sous leur nom générique.",
                "Les ordonnances rédigées à l'étranger ne sont pas toujours acceptées : demandez à un médecin français de les renouveler.",
                "Pour une maladie chronique, votre médecin traitant peut demander la reconnaissance d'une affection de longue durée (ALD), qui améliore le remboursement une fois affilié.",
                "En cas d'urgence, appelez le SAMU par les numéros d'urgence et enregistrez-les dans votre téléphone.",
                "L'été, demandez à votre mairie de vous inscrire sur son registre canicule, afin que les services prennent de vos nouvelles pendant les fortes chaleurs.",
              ],
            },
          ],
        },
        {
          id: "pensions-and-tax",
          heading: "Pensions et résidence fiscale",
          blocks: [
            {
              kind: "paragraph",
              text: "De façon générale, vous êtes résident fiscal en France si votre foyer ou votre lieu de séjour principal est en France, si votre activité professionnelle principale s'y exerce, ou si le centre de vos intérêts économiques s'y trouve. Un retraité qui vit à Nice la plus grande partie de l'année est en général résident fiscal français. Les résidents fiscaux français déclarent chaque printemps leurs revenus mondiaux de l'année précédente.",
            },
            {
              kind: "list",
              items: [
                "Les conventions fiscales signées par la France déterminent quel pays peut imposer chaque type de pension et comment la double imposition est évitée. Les pensions publiques sont souvent traitées différemment des pensions privées.",
                "Pour votre première déclaration, adressez-vous au service des impôts des particuliers de Nice, puis utilisez votre espace personnel sur impots.gouv.fr.",
                "Les résidents fiscaux français doivent aussi déclarer chaque année leurs comptes bancaires et contrats d'assurance-vie détenus à l'étranger.",
                "Être propriétaire entraîne la taxe foncière, et un impôt sur la fortune immobilière peut s'appliquer au-delà d'un certain seuil.",
                "Successions et donations suivent des règles françaises qui peuvent différer de celles que vous connaissez : un notaire peut vous les expliquer.",
              ],
            },
            {
              kind: "note",
              text: "Cette partie donne une information générale, pas un conseil fiscal. Consultez un conseiller fiscal qui connaît à la fois le système français et celui du pays qui verse vos pensions, idéalement avant votre départ : la date d'arrivée, la vente de biens et le mode de versement des pensions peuvent tout changer.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "Se déplacer : Lignes d'Azur et le tramway",
          blocks: [
            {
              kind: "paragraph",
              text: "Lignes d'Azur exploite les tramways et bus de Nice et de sa métropole. Le tramway traverse la ville du nord au sud par la place Masséna et l'avenue Jean-Médecin, et d'est en ouest entre le port et l'aéroport, avec une branche supplémentaire vers les quartiers ouest. Les bus desservent les collines et les communes voisines. Tickets à l'unité, titres multi-voyages et abonnements mensuels ou annuels s'achètent sur l'appli Lignes d'Azur ou dans les points de vente ; demandez si un tarif réduit s'applique à vous.",
            },
            {
              kind: "list",
              items: [
                "Les TER longent la côte vers Cannes, Antibes et Menton et sont souvent le moyen le plus rapide entre villes du littoral.",
                "L'aéroport est accessible directement en tramway depuis le centre-ville et le port.",
                "Le centre se parcourt à pied et est en grande partie plat ; les collines dépendent des bus ou de la voiture.",
                "Le stationnement est rare et cher dans le centre ; beaucoup de retraités vivent sans voiture ou utilisent taxis et autopartage pour les trajets occasionnels.",
                "Si vous conduisez, vérifiez sur le site de l'ANTS si vous devez échanger votre permis de conduire, et dans quel délai.",
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
              text: "Ces pages visa couvrent les situations habituelles des personnes qui prennent leur retraite à Nice, avec conditions, pièces et chiffres sourcés :",
            },
            {
              kind: "list",
              items: [
                "Visiteur et retraité : la voie principale pour les retraités qui vivent de leurs propres ressources sans travailler.",
                "Famille de Français : si votre conjoint est français.",
                "Regroupement familial : si vous rejoignez un conjoint qui vit déjà en France avec un titre de séjour.",
                "Long séjour pour motifs personnels : pour d'autres situations personnelles ; lisez attentivement ses conditions.",
                "Autres catégories : dont la carte « retraité » pour les anciens résidents qui perçoivent une pension française.",
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
                  title: "Valider votre visa sur l'ANEF",
                  body: "Faites-le dans un délai de {fact:vls-ts.validation-deadline} après l'arrivée, payez le timbre fiscal en ligne et gardez la confirmation avec votre passeport. Notez la date à laquelle demander votre carte de séjour avant l'expiration du visa.",
                },
                {
                  title: "Ouvrir un compte bancaire français",
                  body: "Un RIB vous sera demandé par la CPAM, pour le loyer, les contrats d'énergie et, si vous le souhaitez, pour recevoir vos pensions en euros.",
                },
                {
                  title: "Garder votre assurance privée active",
                  body: "Notez la date à laquelle vous remplirez la condition de résidence stable, puis préparez votre demande de Puma auprès de la CPAM des Alpes-Maritimes.",
                },
                {
                  title: "Trouver un médecin et une pharmacie",
                  body: "Cherchez tôt un médecin traitant, choisissez une pharmacie proche et apportez votre dossier médical traduit.",
                },
                {
                  title: "Prendre votre abonnement Lignes d'Azur",
                  body: "Choisissez un abonnement mensuel ou annuel et renseignez-vous sur les tarifs réduits.",
                },
                {
                  title: "Régler logement et assurances",
                  body: "Souscrivez une assurance habitation, assistez à l'état des lieux et mettez à votre nom les contrats d'énergie, d'eau et d'internet.",
                },
                {
                  title: "Prévoir un rendez-vous fiscal",
                  body: "Rencontrez un conseiller fiscal et contactez le service des impôts de Nice avant votre première déclaration française.",
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
                "Loyer mensuel d'un appartement d'une chambre : {city:nice.rentOneBedroom}",
                "Loyer mensuel d'un appartement de trois chambres : {city:nice.rentThreeBedroom}",
                "Alimentation et restaurants, par mois : {city:nice.foodAndDining}",
                "Transports, par mois : {city:nice.transportation}",
                "Charges (énergie, eau, internet), par mois : {city:nice.utilities}",
                "Total mensuel type pour une personne dans un appartement d'une chambre : {city:nice.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "Ce sont des estimations, pas des devis : chaque montant indique la valeur type de nos données sur la ville et la façon dont elle a été estimée. Les logements du front de mer et du centre coûtent plus cher, et les locations d'été bien davantage. Ajoutez à votre budget l'assurance santé privée, puis une complémentaire, et rappelez-vous que le visa visiteur exige des ressources d'au moins {fact:smic.monthly-net}.",
            },
          ],
        },
      ],
    },
    ar: {
      title: "التقاعد في نيس: التأشيرة والتغطية الصحية والضرائب والحياة اليومية",
      description:
        "التقاعد في نيس: تأشيرة الإقامة الطويلة بصفة زائر، والتغطية الصحية من التأمين الخاص إلى الحماية الصحية الشاملة، والمعاشات والإقامة الضريبية، والأحياء والتكاليف.",
      sections: [
        {
          id: "living-in-nice",
          heading: "نيس وأحياؤها",
          blocks: [
            {
              kind: "paragraph",
              text: "تقدّم نيس مناخًا معتدلًا، والبحر، ووسط مدينة متقاربًا يخدمه الترامواي، ومستشفى جامعيًا، ومطارًا دوليًا على بُعد رحلة قصيرة بالترامواي من المدينة. وهي أيضًا مدينة تلال، يصنع فيها العنوان المناسب فرقًا حقيقيًا مع مرور السنين. فكّر منذ البداية في أن تتقدّم في السن وأنت مرتاح في مسكنك: مصعد، وشوارع مستوية، ومحطة حافلات أو ترامواي، وصيدلية، وطبيب، ومتاجر على مسافة يمكن قطعها مشيًا.",
            },
            {
              kind: "list",
              items: [
                "{fr:Vieux-Nice}: المدينة القديمة، مخصصة للمشاة وذات طابع مميز، لكن فيها سلالم ومصاعد قليلة وحشود من السياح وضجيج في المساء.",
                "{fr:Carré d'Or} و{fr:Promenade des Anglais}: في وسط المدينة وعلى شاطئ البحر، فيها مبانٍ جميلة وأسعار مرتفعة؛ مزدحمة في الصيف.",
                "{fr:Musiciens} و{fr:Jean-Médecin}: في وسط المدينة وأرضها مستوية، قريبة من المتاجر والخدمات والترامواي؛ عملية للحياة اليومية دون سيارة.",
                "{fr:Libération}: حي سكني، فيه سوق معروفة والترامواي وأجواء حيّ حقيقية.",
                "الميناء ({fr:Port}) و{fr:Riquier}: أجواء قروية حول الميناء، ومطاعم، وخط الترامواي المتجه إلى المطار.",
                "{fr:Cimiez}: تلة خضراء أهدأ، فيها حدائق ومتاحف، وتخدمها الحافلات؛ تحقّق من المنحدرات ومن تواتر الحافلات.",
                "{fr:Mont Boron}: إطلالات وهدوء، لكنه شديد الانحدار ويعتمد إلى حد كبير على السيارة.",
                "مدن مجاورة مثل {fr:Villefranche-sur-Mer} و{fr:Beaulieu-sur-Mer} و{fr:Saint-Laurent-du-Var} و{fr:Cagnes-sur-Mer} توفّر حياة على نطاق أصغر، وترتبط بنيس بالقطار أو الحافلة.",
              ],
            },
            {
              kind: "note",
              text: "استأجر قبل أن تشتري. فقضاء سنة أولى مستأجرًا يتيح لك أن تجرّب الحي في كل الفصول، بما في ذلك حشود الصيف، قبل أن تلتزم بالشراء.",
            },
          ],
        },
        {
          id: "visitor-visa",
          heading: "تأشيرة الإقامة الطويلة بصفة زائر",
          blocks: [
            {
              kind: "paragraph",
              text: "يستقر معظم المتقاعدين القادمين من خارج أوروبا في فرنسا بتأشيرة الإقامة الطويلة بصفة «زائر» ({fr:visa de long séjour « visiteur »}). وهي موجهة لمن يعيشون من مواردهم الخاصة ولا يعملون. لا يوجد حدّ خاص بالمتقاعدين: عليك أن تثبت موارد مستقرة وكافية لا تقل عن {fact:smic.monthly-net}، مصدرها المعاشات أو المدخرات أو عائدات الاستثمار. وإذا انتقلت مع زوجك أو زوجتك، فاسأل القنصلية عن طريقة تقديرها لموارد كل من الزوجين.",
            },
            {
              kind: "list",
              items: [
                "تعهّد مكتوب بعدم ممارسة أي نشاط مهني في فرنسا: فتأشيرة الزائر لا تسمح لك بالعمل، لا أجيرًا ولا مستقلًا.",
                "إثبات الموارد: كشوف المعاشات، وكشوف الحسابات المصرفية، وعائدات الاستثمار.",
                "تأمين صحي خاص يغطي كامل مدة الإقامة، بما في ذلك العلاج في المستشفى.",
                "إثبات السكن في فرنسا: عقد إيجار، أو سند ملكية، أو شهادة إيواء ({fr:attestation d'hébergement}) من الشخص الذي يستضيفك.",
                "رسوم التأشيرة البالغة {fact:long-stay-visa.fee}، وجواز سفر صالح لمدة تكفي للإقامة.",
              ],
            },
            {
              kind: "paragraph",
              text: "بعد الوصول، تصادق على التأشيرة عبر الإنترنت على ANEF خلال {fact:vls-ts.validation-deadline}. وقبل انتهاء صلاحيتها، تطلب على ANEF بطاقة إقامة بصفة «زائر» ({fr:carte de séjour « visiteur »})، مع إثبات الموارد والتغطية الصحية والسكن من جديد، ثم تجدّدها في الوقت المناسب كلما لزم الأمر. وبعد عدة سنوات من الإقامة النظامية، قد يصبح ممكنًا الحصول على بطاقة أطول مدة، مثل بطاقة المقيم ({fr:carte de résident}) الصالحة لمدة {fact:resident-card.validity}، وفق شروط تشمل الموارد ومستوى معيّنًا في اللغة الفرنسية.",
            },
            {
              kind: "note",
              text: "أما بطاقة الإقامة المستقلة بصفة «متقاعد» ({fr:carte de séjour « retraité »}) فهي لمن سبق أن أقاموا في فرنسا ببطاقة مقيم، ثم استقروا في الخارج ويتقاضون معاشًا فرنسيًا. إذا كانت هذه حالتك، فراجع صفحة «فئات أخرى».",
            },
          ],
        },
        {
          id: "health-cover",
          heading: "التغطية الصحية: التأمين الخاص أولًا، ثم الحماية الصحية الشاملة",
          blocks: [
            {
              kind: "paragraph",
              text: "تتم التغطية الصحية على مراحل، والترتيب مهم. فبصفتك زائرًا لا تعمل في فرنسا، لست مشمولًا بالتغطية عن طريق عمل. لذلك يكون تأمينك الخاص هو تغطيتك الوحيدة عند وصولك، ويجب أن يبقى ساريًا إلى أن يؤكد النظام العام أنك مشمول بالتغطية.",
            },
            {
              kind: "steps",
              items: [
                {
                  title: "اصل إلى فرنسا بتأمين خاص",
                  body: "اختر عقدًا يغطي العلاج في المستشفى والرعاية في فرنسا دون سقوف منخفضة، وتحقّق من طريقة تعامله مع الأمراض السابقة للتعاقد. تتحقق القنصلية منه من أجل التأشيرة، وقد تطلب المحافظة ({fr:préfecture}) إثبات التغطية مرة أخرى عند تجديد بطاقتك.",
                },
                {
                  title: "رسّخ إقامة مستقرة",
                  body: "الحماية الصحية الشاملة ({fr:protection universelle maladie}، PUMa) مفتوحة لمن يقيمون في فرنسا بصفة مستقرة ونظامية. ومعنى «مستقرة» الإقامة في فرنسا دون انقطاع لمدة دنيا تحددها النصوص، تُقدَّر ببضعة أشهر؛ ومعنى «نظامية» حيازة تأشيرة أو بطاقة إقامة سارية المفعول. احتفظ بعقد الإيجار والفواتير وشهادة المصادقة على التأشيرة لتقديمها دليلًا.",
                },
                {
                  title: "قدّم طلبك إلى صندوق CPAM في الألب البحرية",
                  body: "بعد استيفاء شرط الإقامة، توجّه إلى صندوق التأمين الصحي CPAM ومعك جواز سفرك، وتأشيرتك المصادق عليها أو بطاقتك، وإثبات العنوان ومدة إقامتك في فرنسا، وشهادة الميلاد ({fr:acte de naissance}) مع ترجمة رسمية عند الحاجة، ومعلومات عن دخلك، وبيان هوية مصرفية فرنسيًا (RIB). يعود القرار إلى الصندوق؛ وقد تستغرق معالجة الطلب وقتًا، فاحتفظ بنسخ من كل شيء.",
                },
                {
                  title: "تحقّق مما إذا كان نظام آخر هو المسؤول عنك",
                  body: "إذا كنت تتقاضى معاشًا من بلد يرتبط مع فرنسا باتفاقية للضمان الاجتماعي، فقد يبقى نظام ذلك البلد مسؤولًا عن تغطيتك الصحية، وعندها تسجّل في فرنسا باستمارة تصدرها مؤسسة معاشك، بدلًا من الانضمام مباشرة إلى الحماية الصحية الشاملة. استفسر لدى صندوق معاشك ولدى صندوق التأمين الصحي قبل تقديم طلبك.",
                },
                {
                  title: "احتفظ بالتأمين الخاص حتى تأكيد التغطية",
                  body: "لا تلغِ تأمينك الخاص قبل أن يؤكد صندوق التأمين الصحي انتسابك كتابيًا وتُفتح حقوقك. بعد ذلك أنشئ حسابك على ameli.fr، واطلب بطاقتك الصحية ({fr:carte Vitale})، وصرّح بطبيبك المعالج ({fr:médecin traitant}).",
                },
              ],
            },
            {
              kind: "paragraph",
              text: "لا تسدّد الحماية الصحية الشاملة إلا جزءًا من معظم التكاليف، لذلك يضيف معظم المقيمين تأمينًا صحيًا تكميليًا ({fr:complémentaire santé}، أو {fr:mutuelle})؛ ويرتفع سعره مع التقدم في السن، فقارن بين العروض. وحسب دخلك، قد تطلب هيئة URSSAF ممن يستفيدون من التغطية على أساس الإقامة وحدها مساهمة سنوية ({fr:cotisation subsidiaire maladie})؛ وكثيرًا ما يُعفى منها المتقاعدون، لكن تحقّق من وضعك الخاص.",
            },
          ],
        },
        {
          id: "healthcare-access",
          heading: "الوصول إلى العلاج في نيس",
          blocks: [
            {
              kind: "paragraph",
              text: "في نيس مستشفى جامعي ({fr:CHU de Nice}) موزّع على عدة مواقع، منها {fr:Pasteur} و{fr:L'Archet}، ومركز إقليمي لمكافحة السرطان ({fr:Centre Antoine-Lacassagne})، ومصحات خاصة، وأطباء أخصائيون كثيرون. وقد يستغرق العثور على طبيب منتظم يقبل مرضى جددًا بعض الوقت: ابدأ البحث فور وصولك، واسأل الصيدلية القريبة منك وجيرانك، واستعمل خدمات حجز المواعيد عبر الإنترنت. وخارج ساعات العمل، توجد دائمًا صيدلية مناوبة ({fr:pharmacie de garde}) مفتوحة، وتُعلَّق قائمتها على باب كل صيدلية.",
            },
            {
              kind: "list",
              items: [
                "أحضر ملفك الطبي مع ترجمة الوثائق الأساسية، وقائمة بأدويتك بأسمائها العلمية (الجنيسة).",
                "الوصفات الطبية المحررة في الخارج لا تُقبل دائمًا: اطلب من طبيب فرنسي أن يعيد تحريرها.",
                "في حالة مرض مزمن، يمكن لطبيبك المعالج أن يطلب الاعتراف به مرضًا طويل الأمد ({fr:affection de longue durée})، مما يحسّن نسبة التعويض بعد انتسابك.",
                "في حالات الطوارئ، اتصل بالإسعاف الطبي SAMU عبر أرقام الطوارئ، واحفظ هذه الأرقام في هاتفك.",
                "في الصيف، اطلب من بلديتك أن تسجّلك في سجلّ موجات الحر ({fr:registre canicule})، لكي تطمئن الخدمات على أحوالك أثناء موجات الحر.",
              ],
            },
          ],
        },
        {
          id: "pensions-and-tax",
          heading: "المعاشات والإقامة الضريبية",
          blocks: [
            {
              kind: "paragraph",
              text: "بصفة عامة، تُعدّ مقيمًا ضريبيًا في فرنسا إذا كان مسكنك أو مكان إقامتك الرئيسي في فرنسا، أو إذا كان نشاطك المهني الرئيسي فيها، أو إذا كان مركز مصالحك الاقتصادية فيها. والمتقاعد الذي يعيش في نيس معظم أيام السنة يكون عادة مقيمًا ضريبيًا في فرنسا. ويصرّح المقيمون الضريبيون في فرنسا كل ربيع بمداخيلهم من جميع أنحاء العالم عن السنة السابقة.",
            },
            {
              kind: "list",
              items: [
                "تحدد الاتفاقيات الضريبية التي وقّعتها فرنسا البلدَ الذي يحق له فرض الضريبة على كل نوع من المعاشات، وكيف يُتجنَّب الازدواج الضريبي. وكثيرًا ما تُعامَل معاشات الوظيفة العمومية معاملة مختلفة عن معاشات القطاع الخاص.",
                "لتصريحك الأول، اتصل بمكتب الضرائب المحلي للأفراد ({fr:service des impôts des particuliers}) في نيس، ثم استعمل فضاءك الشخصي على impots.gouv.fr.",
                "يجب على المقيمين الضريبيين في فرنسا أيضًا أن يصرّحوا كل سنة بالحسابات المصرفية وعقود التأمين على الحياة ({fr:assurance-vie}) التي يملكونها في الخارج.",
                "تترتب على امتلاك عقار ضريبة عقارية محلية ({fr:taxe foncière})، وقد تُطبَّق ضريبة على الثروة العقارية ({fr:impôt sur la fortune immobilière}) فوق حدّ معيّن.",
                "تخضع المواريث والهبات لقواعد فرنسية قد تختلف عما اعتدت عليه: يمكن للموثّق ({fr:notaire}) أن يشرحها لك.",
              ],
            },
            {
              kind: "note",
              text: "هذا القسم معلومات عامة وليس استشارة ضريبية. استشر مستشارًا ضريبيًا يعرف النظام الفرنسي ونظام البلد الذي يدفع معاشاتك معًا، ويُفضَّل أن يكون ذلك قبل انتقالك: فتوقيت وصولك، وبيع الأصول، وطريقة صرف معاشاتك، كلها أمور قد تغيّر النتيجة.",
            },
          ],
        },
        {
          id: "getting-around",
          heading: "التنقل: شبكة Lignes d'Azur والترامواي",
          blocks: [
            {
              kind: "paragraph",
              text: "تدير شبكة {fr:Lignes d'Azur} الترامواي والحافلات في نيس وحاضرتها. يعبر الترامواي المدينة من الشمال إلى الجنوب مرورًا بساحة ماسينا ({fr:place Masséna}) وجادة جان ميدسان ({fr:avenue Jean-Médecin})، ومن الشرق إلى الغرب بين الميناء والمطار، مع فرع إضافي نحو الأحياء الغربية. وتخدم الحافلات التلال والمدن المجاورة. يمكنك شراء التذاكر الفردية وتذاكر الرحلات المتعددة والاشتراكات الشهرية أو السنوية في تطبيق الشبكة أو في نقاط البيع؛ واسأل إن كانت تعريفة مخفّضة تنطبق عليك.",
            },
            {
              kind: "list",
              items: [
                "تسير قطارات TER الإقليمية على طول الساحل نحو كان وأنتيب ومنتون، وهي غالبًا أسرع وسيلة للتنقل بين المدن الساحلية.",
                "يمكن الوصول إلى المطار مباشرة بالترامواي من وسط المدينة ومن الميناء.",
                "يمكن التجول في وسط المدينة مشيًا، وأرضه مستوية في معظمها؛ أما أحياء التلال فتعتمد على الحافلات أو السيارة.",
                "أماكن الركن نادرة ومكلفة في وسط المدينة؛ ويعيش كثير من المتقاعدين دون سيارة، أو يستعملون سيارات الأجرة ومشاركة السيارات للتنقلات العرضية.",
                "إذا كنت تقود السيارة، فتحقّق على موقع ANTS مما إذا كان عليك استبدال رخصة قيادتك، وفي أي أجل.",
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
              text: "تغطي صفحات التأشيرات التالية الحالات المعتادة لمن يتقاعدون في نيس، مع الشروط والوثائق والأرقام الموثّقة بمصادرها:",
            },
            {
              kind: "list",
              items: [
                "الزائر والمتقاعد: المسار الرئيسي للمتقاعدين الذين يعيشون من مواردهم الخاصة دون أن يعملوا.",
                "عائلة مواطن فرنسي: إذا كان زوجك أو زوجتك فرنسي الجنسية.",
                "لمّ الشمل العائلي ({fr:regroupement familial}): إذا كنت ستلتحق بزوج أو زوجة يقيم أصلًا في فرنسا ببطاقة إقامة ({fr:titre de séjour}).",
                "الإقامة الطويلة لأسباب شخصية: لحالات شخصية أخرى؛ اقرأ شروطها بعناية.",
                "فئات أخرى: ومنها بطاقة «متقاعد» ({fr:retraité}) للمقيمين السابقين الذين يتقاضون معاشًا فرنسيًا.",
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
                  title: "صادق على تأشيرتك عبر ANEF",
                  body: "افعل ذلك خلال {fact:vls-ts.validation-deadline} من وصولك، وادفع الطابع الجبائي الإلكتروني ({fr:timbre fiscal}) عبر الإنترنت، واحتفظ بالتأكيد مع جواز سفرك. وسجّل التاريخ الذي يجب أن تطلب فيه بطاقة إقامتك قبل انتهاء صلاحية التأشيرة.",
                },
                {
                  title: "افتح حسابًا مصرفيًا فرنسيًا",
                  body: "ستحتاج إلى بيان هوية مصرفية (RIB) من أجل صندوق التأمين الصحي وإيجارك وعقود الطاقة، ومن أجل تلقي معاشاتك باليورو إن اخترت ذلك.",
                },
                {
                  title: "أبقِ تأمينك الخاص ساريًا",
                  body: "سجّل التاريخ الذي ستستوفي فيه شرط الإقامة المستقرة، ثم جهّز طلب الانتساب إلى الحماية الصحية الشاملة (PUMa) لدى صندوق CPAM في الألب البحرية.",
                },
                {
                  title: "ابحث عن طبيب وصيدلية",
                  body: "ابحث مبكرًا عن طبيب معالج ({fr:médecin traitant})، واختر صيدلية قريبة منك، وأحضر ملفك الطبي مترجمًا.",
                },
                {
                  title: "احصل على اشتراكك في شبكة Lignes d'Azur",
                  body: "اختر اشتراكًا شهريًا أو سنويًا، واستفسر عن التعريفات المخفّضة.",
                },
                {
                  title: "رتّب السكن والتأمين",
                  body: "اكتتب تأمين السكن ({fr:assurance habitation})، واحضر معاينة حالة المسكن ({fr:état des lieux})، وتحقّق من أن عقود الطاقة والماء والإنترنت باسمك.",
                },
                {
                  title: "احجز موعدًا بخصوص الضرائب",
                  body: "التقِ بمستشار ضريبي، واتصل بمكتب الضرائب المحلي في نيس قبل تصريحك الضريبي الفرنسي الأول.",
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
                "إيجار شقة بغرفة نوم واحدة، شهريًا: {city:nice.rentOneBedroom}",
                "إيجار شقة بثلاث غرف نوم، شهريًا: {city:nice.rentThreeBedroom}",
                "الطعام والمطاعم، شهريًا: {city:nice.foodAndDining}",
                "النقل، شهريًا: {city:nice.transportation}",
                "الخدمات (الطاقة والماء والإنترنت)، شهريًا: {city:nice.utilities}",
                "المجموع الشهري المعتاد لشخص واحد في شقة بغرفة نوم واحدة: {city:nice.totalMonthly}",
              ],
            },
            {
              kind: "note",
              text: "هذه تقديرات وليست عروض أسعار: يبيّن كل رقم القيمة المعتادة في بياناتنا عن المدينة وطريقة تقديرها. والشقق المطلة على البحر وفي وسط المدينة أغلى ثمنًا، وإيجارات الصيف أغلى بكثير. أضف إلى ميزانيتك التأمين الصحي الخاص، ثم التأمين التكميلي، وتذكّر أن تأشيرة الزائر تشترط موارد لا تقل عن {fact:smic.monthly-net}.",
            },
          ],
        },
      ],
    },
  },
};

export default guide;
