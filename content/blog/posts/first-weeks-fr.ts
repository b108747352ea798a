/** « Vos premières semaines en France » : article de départ en français (chiffres en jetons du registre). */
export const firstWeeksFr = `Arriver en France avec un visa de long séjour, c'est clore une démarche et en ouvrir plusieurs autres. Aucune n'est compliquée en soi, mais elles s'enchaînent : la banque veut une adresse, le propriétaire veut un compte bancaire, l'Assurance Maladie veut un numéro de sécurité sociale. Voici un ordre raisonnable pour ne pas rester bloqué.

## Avant tout : valider votre visa

Si vous avez un visa de long séjour valant titre de séjour (VLS-TS), vous devez le valider en ligne dans un délai de {fact:vls-ts.validation-deadline} après votre arrivée. La démarche se fait sur le site de l'administration numérique des étrangers en France (ANEF). C'est l'étape la plus souvent oubliée.

- Gardez sous la main votre passeport, la vignette visa et votre date d'entrée.
- Indiquez une adresse en France : une adresse provisoire (hôtel, logement d'un proche, location meublée de courte durée) convient, vous la modifierez ensuite.
- Payez la taxe en ligne par timbre fiscal électronique ; son montant dépend de votre situation et le site vous indique celui qui s'applique.

Faites-le dès la première semaine, même si le délai paraît long. Tant que ce n'est pas fait, votre visa ne vaut pas pleinement titre de séjour, et un aller-retour hors de France peut se compliquer. Les explications officielles sont sur [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F39), la démarche sur le [site de l'ANEF](https://administration-etrangers-en-france.interieur.gouv.fr/).

## Première semaine : une adresse et un numéro de téléphone

Presque toutes les démarches demandent un **justificatif de domicile** : facture récente, bail, ou attestation d'hébergement signée par la personne qui vous loge, accompagnée de sa pièce d'identité et de son propre justificatif.

- Vous êtes hébergé ? Demandez l'attestation dès le premier jour.
- Vous êtes dans une location de courte durée ? Demandez une quittance ou une attestation à votre nom.
- Prenez vite un numéro de mobile français : banques, employeurs, écoles et Assurance Maladie envoient leurs codes de confirmation par SMS.

## Dans la foulée : un compte bancaire

Le compte bancaire français et son **RIB** servent partout : salaire, loyer, abonnement téléphonique, remboursements de soins. Les banques traditionnelles demandent en général un rendez-vous, le passeport, le visa ou le titre de séjour et un justificatif de domicile. Les banques en ligne vont plus vite, mais n'acceptent pas toutes les nationalités ni les adresses provisoires.

En cas de refus, la loi prévoit un filet de sécurité, le **droit au compte**. Notre article sur l'ouverture d'un compte explique comment s'en servir.

## Le premier mois : l'assurance maladie

Inscrivez-vous à l'Assurance Maladie le plus tôt possible. Si vous travaillez, votre employeur vous déclare et l'affiliation suit ; les étudiants et les autres nouveaux arrivants font la demande eux-mêmes. Vous recevez d'abord un numéro provisoire, puis votre numéro de sécurité sociale définitif et enfin votre **carte Vitale**.

En attendant la carte, conservez factures et ordonnances : une fois vos droits ouverts, les soins sont aussi remboursés sur feuille de soins papier. Le site officiel est [ameli.fr](https://www.ameli.fr/). Notre article dédié détaille la carte Vitale et la complémentaire santé (la « mutuelle »).

## Le logement : du provisoire, puis un bail

La plupart des nouveaux arrivants commencent par un logement temporaire et signent un vrai bail après quelques semaines. Les propriétaires demandent un dossier complet : pièce d'identité, titre de séjour, justificatifs de revenus et souvent un garant. Les jeunes et beaucoup de salariés peuvent obtenir une garantie gratuite, **Visale**. Le dépôt de garantie est plafonné par la loi à {fact:rental-deposit.max-unfurnished} de loyer hors charges pour une location vide et à {fact:rental-deposit.max-furnished} pour un meublé.

Pour comparer les loyers selon les villes, essayez notre [comparateur de villes](/city-comparison) et le [simulateur de budget](/tools/budget).

## Le rendez-vous à l'OFII

Beaucoup de personnes qui s'installent pour la première fois sont convoquées par l'Office français de l'immigration et de l'intégration (OFII) pour signer le **contrat d'intégration républicaine**. Il comprend une formation civique et, selon votre niveau, des cours de français. La convocation arrive après la validation du visa : répondez-y, car le suivi du contrat conditionne les titres suivants. Les étudiants et quelques autres catégories ne sont pas concernés : vérifiez sur [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F17048).

Depuis le {fact:republican-contract.in-force-since}, tout titre de séjour suppose aussi l'engagement de respecter les principes de la République, et la première carte pluriannuelle exige un niveau de français {fact:integration.french-level-multi-year-card}. Si votre français est encore fragile, commencez les cours maintenant plutôt qu'à la veille du renouvellement.

## La liste du premier mois

1. Valider le VLS-TS en ligne (première semaine).
2. Obtenir un numéro de mobile français et un justificatif de domicile.
3. Ouvrir un compte et télécharger son RIB.
4. S'inscrire à l'Assurance Maladie et déclarer un médecin traitant.
5. Chercher un logement durable, dossier prêt.
6. Répondre à la convocation de l'OFII si vous la recevez.
7. Noter dans l'agenda la date de fin du visa, et celle, quelques mois avant, où la demande de titre de séjour s'ouvre.

## Ce qui peut attendre (un peu)

- **Le permis de conduire.** Selon le pays qui l'a délivré, un permis étranger s'échange contre un permis français ou doit être remplacé en repassant l'examen ; les délais dépendent du pays. Renseignez-vous tôt, agissez dans les premiers mois.
- **Les impôts.** Vous déposez votre première déclaration de revenus au printemps suivant votre arrivée, même si vous avez peu gagné en France.
- **Les prestations familiales.** Avec des enfants, la CAF peut verser des prestations une fois votre séjour régulier établi.

## Gardez une copie de tout

L'administration française reste très attachée aux pièces justificatives, même en ligne. Numérisez passeport, visa, attestation de validation, bail, bulletins de salaire et attestations d'assurance, et rangez-les dans un seul dossier. Avec un compte Passerelle, votre [espace personnel](/dashboard) regroupe tâches et documents.

Pour les étapes propres à votre visa, partez de sa page, par exemple [talent](/visa/passeport-talent) ou [étudiant](/visa/etudiant).

*Cet article donne des repères généraux, ce n'est pas un conseil juridique. Les règles évoluent : vérifiez votre situation sur les sources officielles citées.*
`;
