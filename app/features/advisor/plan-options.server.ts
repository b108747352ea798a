import { visaRouteGroups, visaRouteOf } from "../../../content/visas/visa-routes.ts";
import { casePackageIds, casePackageOf } from "../../../core/case/case-package.ts";
import type { Language } from "../../../core/languages.ts";
import type { PersonView } from "../../../server/modules/cases/case-view.ts";
import type { Choice, ChoiceGroup } from "../../components/ui/fields.tsx";

/**
 * The choices of the plan forms, named on the server in the page's language: our visa routes
 * grouped by category (each permit once, under the catalogue's name: content/visas/visa-routes.ts),
 * the done-for-you packages by the catalogue's names (core/plans-catalogue.ts, the same in every
 * language), and the team (advisors and administrators) by name and address.
 */
export function visaChoices(language: Language): ChoiceGroup[] {
  return visaRouteGroups(language).map(({ label, options }) => ({ label, options }));
}

/**
 * The option a plan's stored visa is shown as: its route, so a plan opened on a slug the list reads
 * as an alias ("eu-blue-card") still shows its visa chosen rather than an empty select.
 */
export function visaChoiceOf(slug: string): string {
  return visaRouteOf(slug)?.slug ?? slug;
}

export function packageChoices(): Choice[] {
  return casePackageIds.map((id) => ({ value: id, label: casePackageOf(id)?.name ?? id }));
}

export function staffChoices(staff: readonly PersonView[]): Choice[] {
  return staff.map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }));
}
