import type { AssistantAnswers } from "./assistant-answers-en.ts";

/** The built-in answerer's own sentences, in French (keys of assistant-answers-en.ts). */
export const assistantAnswersFr: AssistantAnswers = {
  intro: "Voici ce qu'indiquent nos pages.",
  introTool: "Voici ce que donne notre calculateur, à partir des mêmes chiffres que nos pages.",
  noFigure:
    "Nos pages ne donnent pas de chiffre officiel sur ce point. Vérifiez-le auprès de la source officielle\u202f: {publisher}, {url}.",
  noGrounding:
    "Nos pages ne répondent pas encore à cette question. Pour une information officielle, consultez {publisher}, {url}, ou demandez-nous une consultation.",
  disclaimer:
    "Ceci est une orientation générale tirée de nos pages, pas un conseil juridique\u202f: seule l'administration décide de votre dossier, vérifiez donc les sources officielles avant votre demande.",
  fallbackPublisher: "Service-Public.fr",
  fallbackUrl: "https://www.service-public.fr/particuliers/vosdroits/N110",
  whichVisa: {
    intro:
      "Pour {profession} hors de l'UE, de l'EEE et de la Suisse, notre évaluation des visas donne ces voies, à partir des mêmes chiffres que nos pages visas\u202f:",
    route: "{name}\u202f: {eligibility}",
    floor: "À condition que votre salaire brut soit d'au moins {floor}.",
    invitation:
      "Pour votre propre résultat, faites notre évaluation gratuite sur la page d'accueil\u202f: elle demande votre nationalité, votre profession et vos revenus.",
    invitationNoProfession:
      "Le visa adapté dépend de votre nationalité, de votre profession et de vos revenus\u202f: notre évaluation gratuite sur la page d'accueil pose ces trois questions et donne votre propre résultat.",
    assessmentTitle: "Évaluation gratuite des visas (page d'accueil)",
    euGuide:
      "Notre guide pour les citoyens de l'UE, de l'EEE et de la Suisse explique les démarches une fois en France.",
    professions: {
      tech: "un profil tech ou informatique",
      business: "un fondateur ou entrepreneur",
      student: "un étudiant",
      retiree: "un retraité",
      healthcare: "un professionnel de santé",
      education: "un enseignant",
    },
  },
  tools: {
    costOfLiving:
      "Coût de la vie à {city} pour {people} ({housing}, train de vie {lifestyle})\u202f: environ {typical} par mois (dont un loyer d'environ {rent}), entre {low} et {high}, soit environ {yearly} par an. Ce sont nos estimations à partir des données de la ville, pas des chiffres officiels.",
    timeline:
      "{visa}\u202f: le délai habituel de traitement est de {processing}. En commençant maintenant, vous arriveriez entre le {earliest} et le {arrival}, et devrez valider votre visa long séjour en ligne au plus tard le {deadline}.",
    budget:
      "Budget pour vous installer à {city} avec le visa {visa}\u202f: {total} au total (visa et taxes {visaAndLegal}, voyage et installation {moving}, dépôt de garantie {deposit}, premier loyer {rent}, réserve de sécurité {emergency}). Avec votre épargne, il reste {toSave} à mettre de côté, soit {monthly} par mois.",
    recommendation: "Les options adaptées à ce profil, de la meilleure à la moins bonne\u202f: {options}.",
    recommendationOption: "{name} (adéquation {score}, coût {cost})",
    noVisaNeeded:
      "Citoyen de l'UE, de l'EEE ou de la Suisse, vous n'avez besoin d'aucun visa pour vivre et travailler en France.",
    people: { one: "{count} personne", other: "{count} personnes" },
  },
};
