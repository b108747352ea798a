import type { AskedTopic } from "../../../core/assistant/question-lexicon.ts";
import type { QuestionParts } from "../../../core/assistant/question-parts.ts";

/**
 * The visa routes a part of a question is about: those it names, else those the person's plan leads
 * to — a student's is the student visa; a salaried job with a salary given is checked against the
 * talent passport, the Blue Card and the employee permit, so the person sees which floors they
 * pass. With neither, a few parts have a usual route (family joining is family reunification); the
 * others are answered without one.
 */
const byPurpose: Record<NonNullable<QuestionParts["person"]["purpose"]>, readonly string[]> = {
  study: ["etudiant"],
  work: ["salarie"],
  retire: ["visiteur-touriste"],
  family: ["regroupement-familial"],
  business: ["auto-entrepreneur"],
  invest: ["passeport-talent-investisseur"],
  research: ["passeport-talent-chercheur"],
  "au-pair": ["au-pair"],
  "working-holiday": ["vacances-travail"],
};

/** A salaried job: the floors a salary is compared with, the highest a talent route asks last. */
const salariedRoutes = ["passeport-talent-salarie", "carte-bleue-ue", "salarie"] as const;

const withoutPurpose: Partial<Record<AskedTopic, readonly string[]>> = {
  family: ["regroupement-familial"],
  "salary-floor": salariedRoutes,
};

const familyRoutes = new Set(["regroupement-familial", "famille-francais"]);

export function routesInQuestion(topic: AskedTopic, parts: QuestionParts): readonly string[] {
  // "Can my wife join me with family reunification while I'm a student?": the student's own route
  // says what the family may do; the route named is read after it.
  if (topic === "family" && parts.routes.length > 0 && parts.routes.every((slug) => familyRoutes.has(slug))) {
    const own = parts.person.purpose && parts.person.purpose !== "family" ? routesOfPurpose(topic, parts) : [];
    return [...new Set([...own, ...parts.routes])];
  }
  if (parts.routes.length > 0) return parts.routes;
  return routesOfPurpose(topic, parts);
}

function routesOfPurpose(topic: AskedTopic, parts: QuestionParts): readonly string[] {
  // The family of a French national has its own route, whatever else the question says.
  if (topic === "family" && parts.person.frenchPartner) return ["famille-francais"];
  const { purpose, amounts } = parts.person;
  if (purpose === "work") {
    const salaryGiven = amounts.some((amount) => amount.kind === "salary");
    if (salaryGiven || topic === "salary-floor" || topic === "family" || topic === "work-rights") return salariedRoutes;
    return byPurpose.work;
  }
  if (purpose === "family" && parts.person.frenchPartner) return ["famille-francais"];
  if (purpose) return byPurpose[purpose];
  return withoutPurpose[topic] ?? [];
}
