/** « Valider son VLS-TS en ligne » : article de départ en français (chiffres en jetons du registre). */
export const validateVlsTsFr = `Si votre visa de long séjour porte la mention « VLS-TS » ou « valant titre de séjour », ce n'est pas qu'un visa d'entrée : une fois validé, il tient lieu de titre de séjour pendant toute sa durée de validité. La validation est une courte démarche en ligne, et c'est pourtant l'étape que les nouveaux arrivants repoussent le plus souvent. Mode d'emploi.

## Votre visa doit-il être validé ?

Regardez la vignette visa collée dans votre passeport. Si la rubrique « remarques » mentionne **VLS-TS** ou **visa de long séjour valant titre de séjour**, suivie d'une catégorie (étudiant, salarié, visiteur, conjoint de Français, talent…), vous devez le valider.

Le visa de long séjour temporaire (VLS-T), le visa de court séjour et le visa délivré à ceux qui doivent demander une carte en préfecture dès l'arrivée (la mention « carte de séjour à solliciter » l'indique) fonctionnent autrement : rien à valider en ligne, mais d'autres démarches s'imposent. En cas de doute, la [fiche de Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F39) détaille chaque situation.

## Le délai

Le VLS-TS doit être validé dans les **{fact:vls-ts.validation-deadline}** qui suivent votre arrivée en France. Le délai court à partir de la date d'entrée, pas de la date de délivrance du visa.

Faites-le dès la première semaine. Attendre n'apporte rien, et un visa non validé complique la vie : impossible de sortir de l'espace Schengen et d'y revenir sereinement, et certains employeurs ou administrations réclament l'attestation de validation.

## Ce qu'il vous faut

- Votre **passeport** avec le visa.
- Votre **date d'entrée** en France (ou dans l'espace Schengen, si vous êtes arrivé par un autre pays) : c'est la date du tampon dans le passeport. Gardez aussi votre carte d'embarquement.
- Une **adresse en France**. Une adresse provisoire est acceptée ; vous la modifierez ensuite.
- Une **adresse électronique** durable : tous les messages de l'administration y arriveront.
- Un moyen de **payer en ligne** le timbre fiscal électronique.

## Pas à pas

1. Rendez-vous sur le [site de l'ANEF](https://administration-etrangers-en-france.interieur.gouv.fr/), le portail des démarches des étrangers du ministère de l'Intérieur, et choisissez la validation du visa de long séjour.
2. Créez votre compte avec l'adresse électronique que vous garderez, puis confirmez-la depuis le message reçu.
3. Saisissez le numéro de visa, exactement tel qu'il figure sur la vignette, et votre date d'entrée.
4. Indiquez votre adresse en France et vos coordonnées.
5. Réglez la taxe. Le site indique le montant correspondant à votre catégorie de visa et la façon d'acheter le timbre électronique ; saisissez ensuite le numéro du timbre.
6. Téléchargez l'**attestation de validation**. Imprimez-la et gardez-la avec votre passeport : visa et attestation prouvent ensemble la régularité de votre séjour.

## Après la validation

- **L'OFII peut vous contacter.** L'Office français de l'immigration et de l'intégration convoque beaucoup de primo-arrivants pour signer le contrat d'intégration républicaine, et certaines personnes pour une visite médicale. Répondez à chaque convocation : c'est une condition pour les titres suivants.
- **Vous pouvez voyager.** Avec un VLS-TS validé, vous circulez dans l'espace Schengen pour de courts séjours et revenez en France.
- **Tenez vos informations à jour.** En cas de déménagement, modifiez votre adresse dans votre compte ANEF.
- **Notez la date de fin.** Le VLS-TS ne se renouvelle pas tout seul. Avant son expiration, vous demandez en ligne, sur le même compte ANEF, le titre de séjour qui prend le relais. La demande s'ouvre quelques mois avant l'échéance : programmez un rappel dès maintenant, ou laissez votre [espace personnel](/dashboard) s'en charger.

## Si vous avez dépassé le délai

Une fois le délai écoulé, la validation en ligne n'est plus possible et votre séjour n'est plus régulier. N'attendez pas : contactez rapidement votre préfecture. Il faudra demander un titre de séjour, avec des frais supplémentaires, sans garantie du résultat. Les explications officielles sont sur [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F39).

## Les difficultés fréquentes

- **« Numéro de visa non reconnu ».** Vérifiez le numéro caractère par caractère sur la vignette : ce n'est pas le numéro de votre demande sur France-Visas.
- **Date d'entrée erronée.** Prenez la date d'arrivée dans l'espace Schengen si vous êtes passé par un autre pays.
- **Paiement effectué, démarche inachevée.** Conservez le numéro du timbre : vous pourrez reprendre la démarche et l'utiliser.
- **Aucun courriel reçu.** Regardez dans les indésirables, puis dans la messagerie de votre compte ANEF.

## Sa place dans vos premières semaines

La validation du visa passe avant la banque, l'Assurance Maladie ou le bail, car plusieurs de ces démarches demandent l'attestation. Pour l'ordre complet du premier mois, lisez notre guide des premières semaines en France ; pour les conditions de votre visa, consultez sa page, par exemple [étudiant](/visa/etudiant), [salarié](/visa/salarie) ou [visiteur](/visa/visiteur-touriste).

*Cet article donne des repères généraux, ce n'est pas un conseil juridique. Vérifiez votre situation sur les pages officielles citées.*
`;
