import type { AssistantTexts } from "./assistant-en.ts";

/** The French strings of content/i18n/assistant-en.ts (same keys; TypeScript checks the shape). */
export const assistantFr: AssistantTexts = {
  title: "Assistant",
  metaTitle: "Posez vos questions sur votre installation en France",
  metaDescription:
    "Posez vos questions sur les visas, les coûts et l'installation en France\u202f: des réponses tirées de nos fiches visa et de nos guides, avec leurs sources officielles.",
  intro:
    "Interrogez l'assistant sur les visas, les coûts, les villes ou vos premières démarches en France. Il répond à partir de nos pages et des sources officielles qui les fondent, et les affiche sous chaque réponse.",
  notice: {
    title: "Des repères, pas un conseil juridique",
    text: "L'assistant explique nos pages\u202f; il ne connaît pas votre dossier. Seule l'administration décide\u202f: vérifiez les sources officielles avant votre demande, ou demandez-nous une consultation.",
    link: "Réserver une consultation gratuite",
  },
  conversations: {
    heading: "Vos conversations",
    newChat: "Nouvelle conversation",
    empty: "Aucune conversation pour l'instant. Vos questions et leurs réponses sont conservées ici.",
    optionsShort: "Options",
    options: "Options de {{title}}",
    renameLabel: "Nouveau nom",
    save: "Enregistrer",
    deleteQuestion:
      "Supprimer «\u202f{{title}}\u202f»\u202f? Ses questions et réponses seront effacées définitivement.",
    confirmDelete: "Oui, la supprimer",
  },
  suggestions: {
    heading: "Commencez par une question",
  },
  composer: {
    label: "Votre question",
    hint: "{{max}}\u202fcaractères au maximum. L'assistant répond à partir de nos pages\u202f; il ne voit pas vos documents.",
    remaining: "Encore {{left}}\u202fcaractères",
    ask: "Demander",
    stop: "Arrêter",
    noscript:
      "Sans JavaScript, la réponse s'affiche une fois la page rechargée\u202f; cela peut prendre quelques secondes.",
  },
  thread: {
    label: "Questions et réponses",
    you: "Vous",
    assistant: "Assistant",
    empty: "Posez votre première question ci-dessous.",
    answering: "L'assistant répond…",
    answered: "La réponse est complète.",
    stopped: "Arrêtée\u202f: cette réponse est incomplète.",
    stoppedAnnounce: "Réponse arrêtée.",
    copy: "Copier la réponse",
    copied: "Réponse copiée.",
    copyFailed: "Copie impossible\u202f: sélectionnez le texte.",
    feedbackLabel: "Cette réponse vous a-t-elle aidé\u202f?",
    helpful: "Utile",
    notHelpful: "Pas utile",
    feedbackThanks: "Merci\u202f: votre avis nous aide à améliorer les réponses.",
  },
  citations: {
    heading: "Sources",
    official: "{{publisher}}, vérifié le {{date}}",
    kind: {
      fact: "Chiffre clé",
      visa: "Fiche visa",
      guide: "Guide",
      city: "Ville",
      faq: "FAQ",
      blog: "Article",
      tool: "Outil",
    },
  },
  notes: {
    model_unavailable:
      "Notre modèle d'IA était indisponible\u202f: cette réponse a été composée directement à partir de nos pages.",
    answered_in_english:
      "Nous n'avons pas encore de page en arabe sur ce sujet\u202f: la réponse vient de nos pages en anglais.",
    no_grounding:
      "Nos pages ne donnent pas de chiffre officiel sur ce point. La réponse indique où vérifier\u202f; elle ne devine pas.",
  },
  preview: {
    heading: "Essayez l'assistant",
    intro:
      "Choisissez une question d'exemple\u202f: l'assistant y répond en direct, à partir de nos pages, avec ses sources. Les membres Premium posent leurs propres questions et gardent leurs conversations.",
    questionsLabel: "Questions d'exemple",
    empty: "Choisissez une question ci-dessus pour voir la réponse.",
    upgradeTitle: "Posez vos propres questions avec Premium",
    upgradeText:
      "Les membres Premium et clé en main posent à l'assistant toutes leurs questions sur leur installation, en français, en anglais ou en arabe, et retrouvent leurs conversations plus tard.",
    upgradeCta: "Découvrir Premium",
    signIn: "Déjà membre\u202f? Connectez-vous",
    emailTitle: "Gardez cette réponse",
    emailText:
      "Laissez votre adresse e-mail\u202f: nous vous envoyons notre liste gratuite pour votre installation et y rattachons cet aperçu.",
  },
  errors: {
    failed: "L'assistant n'a pas pu répondre. Réessayez dans un instant.",
    network: "La connexion a été perdue avant la fin de la réponse. Réessayez.",
  },
};
