import type { AssistantParts } from "./assistant-parts-en.ts";

export const assistantPartsFr: AssistantParts = {
  topics: {
    "which-visa": "Quel visa",
    resources: "Ressources à justifier",
    "salary-floor": "Salaire minimum",
    fees: "Frais et taxes",
    "processing-time": "Délai de traitement",
    "work-rights": "Droit de travailler",
    family: "Famille",
    documents: "Documents",
    validity: "Validité et renouvellement",
    "language-civic": "Niveau de français et examen civique",
    "cost-of-living": "Coût de la vie",
  },
  heading: "{route} — {topic} :",
  unverifiedFigures:
    "Vérifiez ces chiffres auprès des sources officielles : aucune de nos pages ni aucun de nos outils ne les donne ({figures}).",
  keyFigures: "Chiffres clés :",
  headingGeneral: "{topic} :",
  figure: "{label} : {value}.",
  salaryAbove: "Vos {amount} bruts par an dépassent ce seuil de {floor}.",
  salaryBelow: "Vos {amount} bruts par an sont en dessous de ce seuil de {floor} : il manque {gap}.",
  salaryEqual: "Vos {amount} bruts par an atteignent exactement ce seuil de {floor}.",
  salaryMonthly: "Vos {amount} par mois font {annual} par an.",
  salaryNet:
    "Vous avez donné un montant net : ces seuils sont bruts, avant cotisations sociales ; comparez-les au salaire brut de votre offre.",
  resourcesAbove: "Vos {amount} par mois dépassent les {floor} par mois demandés.",
  resourcesBelow: "Vos {amount} par mois sont en dessous des {floor} par mois demandés : il manque {gap}.",
  resourcesFamily: "Pour un foyer de {people}, le montant à atteindre est de {floor} par mois.",
  spouse: "Votre conjoint ou partenaire :",
  ageWithin: "À {age} ans, vous êtes dans la tranche d'âge de {range}.",
  ageOutside: "À {age} ans, vous êtes hors de la tranche d'âge de {range}.",
  costCompare: "Le {route} demande au moins {floor} par mois ; comparez avec le coût de la vie ci-dessus.",
  pageSays: "Ce que dit notre page :",
  notCovered: "Nos pages ne traitent pas ce point ({topic}) pour votre cas : vérifiez auprès de {publisher}, {url}.",
  eligibilityIntro: "Vérifié d'après vos informations avec notre moteur d'éligibilité, aux chiffres du jour :",
  eligibilityRoute: "{route} : {verdict}.",
  eligibilityMissing: "Non précisé dans votre question, donc non pris en compte : {fields}.",
  eligibilityInvite:
    "Pour chaque voie vérifiée avec toutes vos informations (diplôme, contrat, famille, épargne), faites l'évaluation détaillée : /assessment.",
  algerian:
    "De nationalité algérienne, votre séjour relève de l'accord franco-algérien : certaines règles diffèrent (certificats de résidence au lieu des cartes de séjour ; regroupement familial après {months} de résidence).",
};
