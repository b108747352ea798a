/** « Louer un appartement en France » : article de départ en français (chiffres en jetons du registre). */
export const rentingFr = `Trouver un logement est souvent l'étape la plus stressante d'une installation en France, surtout dans les grandes villes où les bons appartements partent en quelques jours. Les règles, elles, sont claires et protègent largement le locataire. Les connaître aide à monter un dossier solide, à repérer les demandes illégales et à ne pas payer plus que ce que la loi permet.

## Location vide ou meublée

- La **location vide** se signe pour une durée plus longue et convient à ceux qui comptent rester. Vous apportez vos meubles, et l'assurance habitation est obligatoire pour le locataire.
- La **location meublée** doit comporter une liste minimale d'équipements fixée par décret (literie, plaques de cuisson, réfrigérateur, table et chaises…). Le bail est plus court, le départ plus simple, le loyer souvent plus élevé.
- Le **bail mobilité** est un bail meublé de courte durée réservé aux personnes en études ou en formation, en mutation professionnelle ou en mission temporaire ; aucun dépôt de garantie ne peut être demandé.

## Le dossier de location

Propriétaires et agences choisissent entre plusieurs candidats en comparant les dossiers. Préparez le vôtre avant les visites, en un seul PDF :

- une **pièce d'identité** et votre **titre de séjour ou visa** ;
- un **justificatif de domicile actuel** (une attestation d'hébergement convient) ;
- un **justificatif de situation professionnelle** : contrat de travail, attestation de l'employeur ou certificat de scolarité ;
- des **justificatifs de revenus** : derniers bulletins de salaire, attestation de bourse ou de ressources ;
- votre **dernier avis d'imposition** si vous en avez un (les nouveaux arrivants n'en ont souvent pas : dites-le simplement).

La loi fixe la liste des pièces qu'un bailleur peut demander. Il ne peut **pas** exiger, entre autres, un relevé de compte bancaire, une photo, un dossier médical, une attestation du précédent bailleur si vous pouvez présenter vos quittances, ni un chèque de réservation. Face à ces demandes, vous pouvez refuser.

## Le garant et Visale

La plupart des bailleurs veulent un **garant** : une personne vivant en France qui s'engage à payer le loyer à votre place en cas d'impayé. Les nouveaux arrivants en ont rarement. La solution s'appelle **Visale** : une garantie gratuite portée par Action Logement, qui paie le propriétaire en cas d'impayé puis se fait rembourser par le locataire.

Visale s'adresse aux jeunes et à de nombreux salariés qui viennent d'être embauchés ou qui déménagent pour leur travail, selon des conditions à vérifier sur [visale.fr](https://www.visale.fr/). Faites la demande **avant** les visites : vous obtenez un « visa Visale » à joindre au dossier, et le bailleur voit tout de suite que le risque est couvert. Certains propriétaires acceptent aussi des sociétés de garantie payantes : lisez bien leurs conditions.

## Le dépôt de garantie, plafonné par la loi

Le dépôt de garantie est plafonné par la loi de 1989 sur les rapports locatifs ([Légifrance](https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000509310)) :

- au plus {fact:rental-deposit.max-unfurnished} de loyer hors charges pour une location **vide** ;
- au plus {fact:rental-deposit.max-furnished} de loyer hors charges pour une location **meublée**.

Il vous est rendu à votre départ, dans le délai légal, diminué des seules retenues justifiées par des dégradations au-delà de l'usure normale. D'où l'importance de l'**état des lieux d'entrée** : inspectez chaque pièce, photographiez tout et faites noter chaque défaut avant de signer.

## L'encadrement des loyers, là où il s'applique

Dans certaines villes, le loyer est plafonné par un loyer de référence au mètre carré, fixé par arrêté du préfet selon le quartier, le nombre de pièces et l'époque de construction. C'est le cas notamment à Paris, Lille, Lyon et Villeurbanne, Montpellier et Bordeaux. Le bail doit mentionner le loyer de référence et, le cas échéant, le « complément de loyer » justifié par des caractéristiques exceptionnelles.

Ce dispositif est une **expérimentation** dont la loi a fixé la fin à {fact:rent-control.experiment-end} ; sa poursuite, et où, relève du Parlement. Vérifiez la situation actuelle et les communes concernées sur [Service-Public.fr](https://www.service-public.fr/particuliers/vosdroits/F1314) avant de vous y fier. Si votre loyer dépasse la référence, vous pouvez le contester.

Ailleurs, dans les zones où le logement manque, la hausse du loyer entre deux locataires est elle aussi encadrée.

## Frais et charges

- Les **frais d'agence** à la charge du locataire sont plafonnés et limités à certaines prestations (visite, dossier, bail, état des lieux). Les « frais de dossier » inventés par certaines agences sont interdits.
- Les **charges** (entretien de l'immeuble, eau, parfois chauffage) s'ajoutent chaque mois au loyer sous forme de provisions, généralement régularisées une fois par an sur les dépenses réelles.
- L'**assurance habitation** est obligatoire en location vide ; le propriétaire peut en demander l'attestation chaque année.

## Les aides au logement

Selon vos revenus et votre loyer, la CAF peut verser une aide au logement, l'APL. Attention : depuis le {fact:student.apl-ends-non-eu-without-grant}, les étudiants non européens qui ne sont pas boursiers sur critères sociaux n'y ont plus droit ; vérifiez les règles en vigueur sur le [site de la CAF](https://www.caf.fr/allocataires/aides-et-demarches/droits-et-prestations/logement/les-aides-personnelles-au-logement).

## Les arnaques à éviter

- N'envoyez jamais d'argent avant d'avoir visité et signé un bail, et jamais par un moyen de paiement intraçable à un « propriétaire à l'étranger ».
- Méfiez-vous des loyers très inférieurs au marché : comparez avec notre [comparateur de villes](/city-comparison), qui donne par exemple un loyer typique de {city:paris.rentOneBedroom} à Paris ou de {city:lyon.rentOneBedroom} à Lyon.
- Vérifiez que la personne qui loue est bien propriétaire, ou une agence titulaire d'une carte professionnelle.

Prévoyez dépôt, premier loyer et frais d'agence dans notre [simulateur de budget](/tools/budget) : il calcule le dépôt avec les mêmes plafonds légaux.

*Cet article donne des repères généraux, ce n'est pas un conseil juridique. Les règles d'encadrement et de frais évoluent : vérifiez votre bail sur Service-Public.fr et Légifrance.*
`;
