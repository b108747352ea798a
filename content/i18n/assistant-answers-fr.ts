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
};
