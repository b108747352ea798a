/** « Français et examen civique : les règles de 2026 » : article de départ en français (chiffres en jetons du registre). */
export const civicExamFr = `Depuis le {fact:republican-contract.in-force-since}, s'installer durablement en France s'accompagne de nouvelles conditions d'intégration : un niveau de français qui augmente avec le titre demandé, et un examen civique pour les cartes de séjour les plus longues. Si vous venez d'arriver, ces règles concernent votre prochaine carte, pas votre visa actuel, mais elles se préparent sur plusieurs mois. Ce qui a changé, et comment s'y préparer.

## Ce que la loi immigration de 2024 a changé

La loi de janvier 2024 pour contrôler l'immigration et améliorer l'intégration a renforcé le lien entre séjour durable et intégration. Ses dispositions sur la langue et les connaissances civiques s'appliquent depuis le {fact:republican-contract.in-force-since} :

- tout titre de séjour suppose désormais la signature d'un **contrat d'engagement à respecter les principes de la République** (liberté de conscience, égalité entre les femmes et les hommes, laïcité et les autres principes énumérés par la loi) ;
- le niveau de français exigé dépend du titre ;
- un **examen civique** vérifie la connaissance des valeurs, des institutions et de la vie quotidienne en France avant la délivrance d'une carte pluriannuelle ou d'une carte de résident.

Les textes et leur présentation officielle sont sur [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F17048) et sur le [site de la formation civique](https://formation-civique.interieur.gouv.fr/) du ministère de l'Intérieur.

## Le niveau de français, titre par titre

Les niveaux sont ceux du Cadre européen commun de référence pour les langues (CECRL) :

- **Première carte de séjour pluriannuelle :** niveau {fact:integration.french-level-multi-year-card}.
- **Carte de résident :** niveau {fact:integration.french-level-resident-card}.
- **Naturalisation :** niveau {fact:integration.french-level-naturalisation}.

Concrètement, la carte pluriannuelle suppose de se débrouiller au quotidien (courses, rendez-vous, formulaire simple) ; la carte de résident, de tenir une conversation sur des sujets familiers et de comprendre l'essentiel d'un propos clair ; la naturalisation, de s'exprimer de façon aisée et détaillée.

**Comment le prouver :** avec un diplôme français reconnu ou une certification linguistique figurant sur la liste admise par l'administration (par exemple le TCF ou le TEF, ou les diplômes DELF et DALF). Avant de vous inscrire, vérifiez que votre test figure sur la liste en vigueur et qu'il sera assez récent.

## L'examen civique

L'examen prend la forme d'un questionnaire à choix multiples, passé sur ordinateur dans un centre agréé.

- **Nombre de questions :** {fact:civic-exam.questions}.
- **Durée :** {fact:civic-exam.duration}.
- **Pour réussir :** au moins {fact:civic-exam.pass-mark} bonnes réponses, soit {fact:civic-exam.pass-rate} des questions.

Les questions portent sur les principes et valeurs de la République, les institutions et le système politique, les droits et devoirs, l'histoire, la géographie et la culture françaises, et la vie en société. Certaines testent des connaissances, d'autres demandent comment réagir dans une situation du quotidien.

## Qui est concerné, qui ne l'est pas

L'examen est exigé pour une **première carte de séjour pluriannuelle** et pour une **carte de résident**. Il ne l'est pas :

- lors du **renouvellement** d'une carte de même nature ;
- au-delà de {fact:civic-exam.exemption-age} ;
- pour les bénéficiaires d'une protection internationale ;
- pour certains ressortissants dont le séjour relève d'un accord bilatéral avec la France.

Certaines cartes, comme celles délivrées d'emblée pour plusieurs années à certains travailleurs, obéissent à leurs propres règles. Lisez la fiche de votre titre sur Service-Public.fr, ou notre page consacrée à votre visa, par exemple [talent](/visa/passeport-talent) ou [carte bleue européenne](/visa/carte-bleue-ue), avant de vous croire dispensé.

## Un plan de préparation

**Commencez par le français.** Les progrès sont lents, et le niveau doit être certifié avant le dépôt de la demande.

1. Faites un test de positionnement pour savoir où vous en êtes.
2. Si vous avez signé le contrat d'intégration républicaine avec l'OFII, suivez les cours de français qu'il prévoit : ils sont gratuits.
3. Réservez la certification bien avant l'expiration de votre titre : les centres d'examen sont vite complets.

**Puis l'examen civique.**

- Travaillez les ressources officielles du [site de la formation civique](https://formation-civique.interieur.gouv.fr/).
- Entraînez-vous sur des questionnaires chronométrés : l'épreuve est courte, et la lecture attentive des questions compte.
- Apprenez le vocabulaire des institutions (préfet, mairie, Conseil constitutionnel, laïcité), présent dans beaucoup de questions.

## Calez tout sur la date de renouvellement

Les conditions d'intégration sont vérifiées lors de la demande du titre suivant, qu'on dépose en général quelques mois avant l'expiration du titre en cours. Partez de cette date et remontez le temps : prévoyez le cours de langue, la certification, l'examen civique et les résultats, avec une marge pour une seconde tentative. Notre [outil de calendrier](/tools/timeline) et votre [espace personnel](/dashboard) aident à ordonner ces échéances.

## Ce que cela coûte

L'examen et les certifications se paient auprès des centres qui les organisent ; les prix varient. Les taxes sur les titres de séjour sont à part : au tarif normal, une première délivrance coûte {fact:residence-permit.tax-first-issue} de taxe plus un droit de timbre de {fact:residence-permit.stamp-duty}, un renouvellement {fact:residence-permit.tax-renewal} plus le même droit de timbre.

*Cet article donne des repères généraux, ce n'est pas un conseil juridique. Ces règles sont récentes et leur application se précise encore : vérifiez votre situation sur les sources officielles citées.*
`;
