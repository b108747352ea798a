import type { FreePdfTexts } from "./free-pdf-en.ts";

/** The French strings of content/i18n/free-pdf-en.ts (same keys; TypeScript checks the shape). */
export const freePdfFr: FreePdfTexts = {
  title: "Guide de démarrage gratuit pour s'installer en France",
  metaDescription:
    "Téléchargez notre guide PDF gratuit\u202f: les voies d'immigration et leurs coûts, les seuils essentiels, une première liste de préparation. Sans compte ni e-mail.",
  lead: "Un PDF court pour bien commencer votre projet, établi à partir des mêmes chiffres sourcés que nos pages visas.",
  noSignUp: "Ni compte ni adresse e-mail\u202f: le guide se télécharge directement.",
  contentsTitle: "Ce qu'il contient",
  contents: {
    routes: "Toutes les voies d'immigration en un coup d'œil, avec le coût d'une première demande et le délai habituel",
    thresholds:
      "Les seuils de salaire et de ressources, et les frais et taxes de l'année, chacun avec sa source officielle",
    checklist: "Une première liste de préparation, dans l'ordre des étapes",
    next: "Où trouver ensuite tous les détails",
  },
  downloadTitle: "Télécharger le guide",
  download: "Télécharger en {{language}}",
  yourLanguage: "dans votre langue",
  fileType: "PDF",
  fullTitle: "Besoin de tous les détails\u202f?",
  fullText:
    "Le guide complet ajoute un chapitre pour chaque visa, tous les coûts de l'année, la liste de préparation complète avec ses délais et sept villes comparées.",
  fullPrice: "{{price}}, satisfait ou remboursé pendant {{days}}\u202fjours.",
  fullLink: "Découvrir le guide complet",
  notAdvice:
    "Information, pas un conseil juridique. Vérifiez toujours les sources officielles avant de déposer une demande.",
};
