/** « Carte talent ou carte bleue européenne ? » : article de départ en français (chiffres en jetons du registre). */
export const talentOrBlueCardFr = `Vous avez une offre d'emploi qualifié en France ? Deux titres reviennent presque toujours : la **carte talent – salarié qualifié** (qu'on appelle encore souvent « passeport talent ») et la **carte bleue européenne**, qui est elle-même, en France, une des cartes talent. Toutes deux sont pluriannuelles, dispensent l'employeur d'autorisation de travail et permettent à la famille de suivre. Ce qui les distingue : votre diplôme, votre salaire, et votre envie éventuelle de bouger ailleurs en Europe.

## D'abord, une question de vocabulaire

La loi de janvier 2024 a rebaptisé le « passeport talent » en **carte de séjour pluriannuelle talent**, et un décret du {fact:talent.categories-decree} en a réorganisé les catégories : la catégorie salarié qualifié couvre désormais aussi les salariés d'entreprises innovantes et certains salariés en mission. La carte bleue européenne correspond à la catégorie « talent – carte bleue européenne ». Consulats, employeurs et forums emploient encore les anciens noms : vous croiserez les deux.

## La carte talent – salarié qualifié

Cette carte vise d'abord les personnes qui ont étudié en France.

- **Diplôme :** un diplôme au moins équivalent au master, **obtenu en France**. Un master obtenu à l'étranger ne permet pas d'y accéder (la carte bleue européenne peut alors convenir). Les salariés recrutés par une entreprise innovante pour son projet de recherche ou d'innovation en relèvent aussi, à leurs propres conditions.
- **Salaire :** une rémunération brute annuelle d'au moins {fact:talent.qualified-employee.min-annual-salary}, inscrite au contrat. Ce plancher est fixé par un arrêté publié sur [Légifrance](https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000052158119).
- **Contrat :** avec un employeur établi en France, en CDI ou en CDD.
- **Durée :** jusqu'à {fact:talent.card.max-validity}.

C'est la voie naturelle des étudiants internationaux qui terminent un master en France et enchaînent sur un emploi : ils changent de statut en ligne sans repartir dans leur pays. Voir notre page [carte talent – salarié qualifié](/visa/passeport-talent-salarie).

## La carte bleue européenne

La carte bleue européenne est le titre de l'Union européenne pour les travailleurs hautement qualifiés. La France applique la directive européenne refondue, transposée par une loi d'avril 2025.

- **Qualification :** un diplôme de l'enseignement supérieur, où qu'il ait été obtenu, ou une expérience professionnelle reconnue équivalente par la directive (avec des règles propres aux cadres et spécialistes du numérique).
- **Salaire :** une rémunération brute annuelle d'au moins {fact:eu-blue-card.min-annual-salary}, soit {fact:eu-blue-card.salary-multiplier} le salaire de référence des cartes talent.
- **Contrat :** un contrat de travail ou une offre ferme pour un emploi hautement qualifié d'au moins {fact:eu-blue-card.min-contract-length}.
- **Durée :** celle du contrat, jusqu'à {fact:eu-blue-card.max-validity}.
- **Mobilité en Europe :** après {fact:eu-blue-card.eu-long-term-mobility-after} en France, vous pouvez vous installer dans un autre pays de l'Union qui applique la directive, selon des règles allégées.

Le détail et la liste des pièces figurent sur notre page [carte bleue européenne](/visa/carte-bleue-ue) et sur [Welcome to France](https://www.welcometofrance.com/en/fiche/employees-talent-passport).

## Ce qu'elles ont en commun

- **Pas d'autorisation de travail** à demander par l'employeur, ni d'examen de la situation de l'emploi.
- **La famille :** conjoint et enfants mineurs reçoivent une carte « talent (famille) » de même durée, sans passer par le regroupement familial, et le conjoint peut travailler.
- **Les mêmes premières étapes :** un visa de long séjour demandé sur [France-Visas](https://france-visas.gouv.fr/) (frais de visa de {fact:long-stay-visa.fee}), puis les démarches sur le site de l'ANEF après l'arrivée.
- **Un chemin vers le séjour durable :** au bout de quelques années, toutes deux peuvent mener à la carte de résident, valable {fact:resident-card.validity}, sous réserve des conditions d'intégration, dont un niveau de français {fact:integration.french-level-resident-card}.

## Comment choisir

Posez-vous trois questions, dans cet ordre.

**Où avez-vous obtenu votre master ?** S'il s'agit d'un diplôme français de niveau master et que votre salaire atteint {fact:talent.qualified-employee.min-annual-salary}, la carte talent – salarié qualifié est en général la voie la plus simple. Si votre diplôme vient de l'étranger, cette catégorie vous est fermée : regardez du côté de la carte bleue européenne.

**Votre salaire atteint-il le plancher de la carte bleue ?** En dessous de {fact:eu-blue-card.min-annual-salary}, elle n'est pas possible. Si aucune carte talent ne convient, reste le titre [salarié](/visa/salarie), avec une autorisation de travail demandée par l'employeur.

**Pourriez-vous partir ailleurs en Europe ?** Si un futur départ vers un autre pays de l'Union est probable, les règles de mobilité de la carte bleue sont un vrai atout, et les périodes passées sous carte bleue dans plusieurs pays peuvent compter pour le statut de résident de longue durée UE, sous conditions.

## Les délais

Aucun délai légal n'existe pour ces titres. D'après notre expérience, la procédure talent prend environ {fact:processing.talent}, et la carte bleue, qui suit la même procédure, autant, selon le consulat et la période. Déposez la demande dès la signature du contrat.

## Taxes et renouvellement

Une fois en France, les taxes sur les titres de séjour s'appliquent aux deux : au tarif normal, {fact:residence-permit.tax-first-issue} pour une première délivrance et {fact:residence-permit.tax-renewal} pour un renouvellement, plus un droit de timbre de {fact:residence-permit.stamp-duty} à chaque fois. Veillez à ce que contrat et salaire restent conformes aux conditions de la carte : la préfecture les vérifie au renouvellement, et un changement d'employeur doit lui être signalé.

Vous hésitez encore ? La [présentation des visas](/visa) recense toutes les voies, chacune avec sa page de conditions et de pièces.

*Cet article donne des repères généraux, ce n'est pas un conseil juridique. Planchers de salaire et conditions sont révisés par arrêté : vérifiez sur Service-Public.fr et Légifrance avant de signer.*
`;
