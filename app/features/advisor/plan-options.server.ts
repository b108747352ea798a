import { visaCatalogue } from "../../../content/visas/visa-catalogue.ts";
import { visaCategoryNames } from "../../../content/visas/visa-labels.ts";
import type { Language } from "../../../core/languages.ts";
import type { PersonView } from "../../../server/modules/cases/case-view.ts";
import type { Choice, ChoiceGroup } from "./advisor-fields.tsx";

/**
 * The choices of the plan forms, named on the server in the page's language: our visas grouped by
 * category (the catalogue's names, the categories' names of content/visas/visa-labels.ts), and
 * the team (advisors and administrators) by name and address.
 */
export function visaChoices(language: Language): ChoiceGroup[] {
  const categories = Object.keys(visaCategoryNames[language]) as (keyof (typeof visaCategoryNames)["en"])[];
  return categories
    .map((category) => ({
      label: visaCategoryNames[language][category],
      options: visaCatalogue
        .filter((visa) => visa.category === category)
        .map((visa) => ({ value: visa.slug, label: visa.name[language] })),
    }))
    .filter((group) => group.options.length > 0);
}

export function visaName(slug: string, language: Language): string {
  return visaCatalogue.find((visa) => visa.slug === slug)?.name[language] ?? slug;
}

export function staffChoices(staff: readonly PersonView[]): Choice[] {
  return staff.map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }));
}
