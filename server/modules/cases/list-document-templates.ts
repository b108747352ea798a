import {
  type DocumentRequestFromTemplate,
  documentRequestFromTemplate,
  documentTemplateKeys,
  templatesForVisa,
} from "../../../content/case/document-templates.ts";
import type { Language } from "../../../core/languages.ts";

/**
 * The document templates an advisor picks from, as the request would read in `language`: a
 * visa's set in the order to request them, or every template when no visa is given. The visa
 * must be one of the catalogue's (the route checks it).
 */
export function listDocumentTemplates(visaSlug: string | null, language: Language): DocumentRequestFromTemplate[] {
  const keys = visaSlug === null ? documentTemplateKeys : templatesForVisa(visaSlug).map((template) => template.key);
  return keys.flatMap((key) => documentRequestFromTemplate(key, language) ?? []);
}
