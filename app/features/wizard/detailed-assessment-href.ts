import type { Profession } from "../../../core/recommend.ts";

/**
 * The purpose the detailed assessment starts from, when the quick wizard's profession says it.
 * "business" and "other" say nothing about the purpose (a sales manager may come to work or to
 * found a company): the person chooses.
 */
const purposeOfProfession: Partial<Record<Profession, string>> = {
  tech: "work",
  healthcare: "work",
  education: "work",
  student: "study",
  retiree: "retire",
};

/**
 * From the quick wizard's results to the detailed assessment, with what was already answered
 * (nationality, purpose) proposed on its first steps rather than asked again. Only proposed:
 * /assessment keeps nothing until the person confirms the step.
 */
export function detailedAssessmentHref(answers: { country: string; profession: string }): string {
  const params = new URLSearchParams();
  if (answers.country) params.set("nationality", answers.country);
  const purpose = Object.hasOwn(purposeOfProfession, answers.profession)
    ? purposeOfProfession[answers.profession as Profession]
    : undefined;
  if (purpose) params.set("purpose", purpose);
  const query = params.toString();
  return query ? `/assessment?${query}` : "/assessment";
}
