import { documentRequestFromTemplate, templatesForVisa } from "../../../content/case/document-templates.ts";
import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import type { Language } from "../../../core/languages.ts";
import type { CaseView } from "../../../server/modules/cases/case-view.ts";

/**
 * The templates of the case's visa not requested yet (content/case/document-templates.ts), as the
 * checklist of the Documents tab offers them: title and description in the advisor's language
 * (English for a template not translated into it; `lang` says which), and the template's priority
 * as the proposed one. A request withdrawn earlier can be made again.
 */
export function templateChoices(view: CaseView, language: Language) {
  if (!findVisa(view.visaSlug)) return [];
  const asked = new Set(view.documents.filter((doc) => doc.status !== "not_requested").map((doc) => doc.templateKey));
  return templatesForVisa(view.visaSlug)
    .filter((template) => !asked.has(template.key))
    .flatMap((template) => {
      const request = documentRequestFromTemplate(template.key, language);
      return request
        ? [
            {
              key: request.templateKey,
              title: request.title,
              description: request.description,
              priority: request.priority,
              lang: request.textLanguage,
            },
          ]
        : [];
    });
}

export type TemplateChoice = ReturnType<typeof templateChoices>[number];
