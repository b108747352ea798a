/** « Assurance maladie et carte Vitale » : article de départ en français (chiffres en jetons du registre). */
export const healthInsuranceFr = `La France dispose d'une assurance maladie publique et universelle, et la plupart des personnes qui s'y installent durablement finissent par en bénéficier. Y entrer demande quelques démarches et un peu de patience. Qui est couvert, à partir de quand, comment obtenir sa carte Vitale, et pourquoi presque tout le monde prend aussi une complémentaire santé : le point.

## La PUMa, protection universelle maladie

Depuis la réforme de la **protection universelle maladie (PUMa)**, le droit à la prise en charge des frais de santé ne dépend plus seulement de l'emploi : toute personne qui travaille en France, ou qui y réside de façon stable et régulière, y a droit.

Deux portes d'entrée :

- **Par le travail.** Salarié ou indépendant en France, vous êtes couvert au titre de votre activité. L'employeur vous déclare à l'embauche et l'affiliation suit.
- **Par la résidence.** Sans activité (conjoint, retraité, visiteur qui s'installe), vous êtes couvert parce que vous résidez en France de façon stable et régulière : il faut un titre de séjour valable et une durée minimale de résidence.

## Le délai de résidence pour les personnes sans activité

Ceux qui entrent par la résidence doivent en général attendre : la loi exige une durée minimale de résidence stable en France avant l'ouverture des droits. Certaines personnes en sont dispensées, notamment les étudiants et les membres de famille qui rejoignent un assuré. La durée en vigueur et la liste des exceptions figurent sur [ameli.fr](https://www.ameli.fr/) : vérifiez votre cas plutôt que de vous fier à l'expérience d'un ami arrivé il y a des années.

C'est pourquoi les visas de long séjour des personnes qui ne travailleront pas, comme le visa visiteur, exigent une assurance santé privée. Gardez-la au moins jusqu'à l'ouverture effective de vos droits, et ne la résiliez surtout pas le jour de votre arrivée.

## Comment s'inscrire

1. **Préparez vos pièces** : passeport, visa ou titre de séjour, justificatif de domicile, RIB français et **acte de naissance** (copie intégrale, traduite s'il n'est pas en français). C'est l'acte de naissance qui retarde le plus souvent les dossiers.
2. **Faites la demande.** Salariés : la déclaration de l'employeur lance la procédure, mais la caisse primaire (CPAM) peut vous demander des pièces. Autres situations : adressez-vous à la CPAM de votre lieu de résidence, avec le formulaire indiqué sur ameli.fr.
3. **Recevez un numéro provisoire**, qui permet déjà d'être remboursé pendant que le dossier se complète.
4. **Recevez votre numéro de sécurité sociale définitif**, une fois votre état civil certifié.
5. **Créez votre compte ameli** : vous y suivez vos remboursements, téléchargez vos attestations et commandez votre carte.

## La carte Vitale

La **carte Vitale** (en carte ou en application) atteste vos droits chez le médecin, le pharmacien ou à l'hôpital. Avec elle, la feuille de soins part par voie électronique et le remboursement arrive en quelques jours ; sans elle, vous utilisez une feuille de soins papier et attendez plus longtemps, mais vous êtes remboursé.

La carte se commande depuis le compte ameli, une fois le numéro définitif attribué, avec une photo et une copie de votre pièce d'identité. L'application carte Vitale se généralise également.

## Déclarez un médecin traitant

Choisissez un **médecin traitant** dès que possible. Consulter un spécialiste sans passer par lui, hors exceptions, entraîne un moins bon remboursement. La déclaration se remplit avec le médecin, souvent dès la première consultation.

## La complémentaire santé : pourquoi la base ne suffit pas

L'Assurance Maladie rembourse une partie de la plupart des frais, pas la totalité. Le reste à charge est couvert par une **complémentaire santé**, qu'on appelle couramment « mutuelle ». C'est sur les lunettes, les soins dentaires et l'hospitalisation que la différence se voit le plus.

- **Salariés du privé** : l'employeur doit proposer une complémentaire collective et en financer une part fixée par la loi. L'adhésion est en général obligatoire, sauf cas de dispense.
- **Autres situations** (indépendants, étudiants, visiteurs, retraités) : vous choisissez librement. Comparez le tableau de garanties, les éventuels délais de carence et la cotisation mensuelle.
- **Revenus modestes** : vous pouvez avoir droit à la **Complémentaire santé solidaire**, gratuite ou à faible coût selon vos ressources ; l'éligibilité se vérifie sur ameli.fr.

## Les étudiants

Les étudiants non européens s'inscrivent eux-mêmes, gratuitement, au régime général une fois inscrits dans leur établissement ; aucun délai de résidence ne leur est demandé. Une complémentaire est facultative mais vivement conseillée. Pour les autres démarches, voyez notre [page sur le visa étudiant](/visa/etudiant) ; la contribution de vie étudiante et de campus, de {fact:student.cvec} par année universitaire, est distincte de l'assurance maladie.

## Gardez vos droits ouverts

- Mettez à jour adresse et titre de séjour dans votre compte ameli à chaque changement.
- Renouvelez votre titre à temps : vos droits dépendent d'un titre de séjour valable.
- Conservez l'attestation de droits téléchargeable sur votre compte : hôpitaux et complémentaires la demandent.

Les frais de santé figurent parmi les postes de notre [simulateur de budget](/tools/budget), à côté du loyer et des transports.

*Cet article donne des repères généraux, ce n'est ni un conseil juridique ni un avis médical. Règles et taux de remboursement évoluent : vérifiez sur ameli.fr et Service-Public.fr.*
`;
