/**
 * The sentences the built-in answerer writes around the figures when it answers a question part
 * by part (ADR 0079): each part's heading, the person's own figure compared with a threshold, and
 * "our pages do not cover this". Figures come in as {placeholders} from the facts registry and the
 * engines; none is written here. French and Arabic have the same keys.
 */
export const assistantPartsEn = {
  topics: {
    "which-visa": "Which visa",
    resources: "Resources to prove",
    "salary-floor": "Salary floor",
    fees: "Fees and taxes",
    "processing-time": "Processing time",
    "work-rights": "Right to work",
    family: "Family",
    documents: "Documents",
    validity: "Validity and renewal",
    "language-civic": "French level and civic exam",
    "cost-of-living": "Cost of living",
  },
  /** "Student visa — Resources to prove:" */
  heading: "{route} — {topic}:",
  unverifiedFigures:
    "Check these figures with the official sources: none of our pages or tools gives them ({figures}).",
  keyFigures: "Key figures:",
  headingGeneral: "{topic}:",
  figure: "{label}: {value}.",
  salaryAbove: "Your {amount} gross a year is above this floor of {floor}.",
  salaryBelow: "Your {amount} gross a year is below this floor of {floor}: short by {gap}.",
  salaryEqual: "Your {amount} gross a year is exactly this floor of {floor}.",
  salaryMonthly: "Your {amount} a month makes {annual} a year.",
  salaryNet:
    "You gave a net amount: these floors are gross, before social contributions, so compare them with the gross salary on your offer.",
  resourcesAbove: "Your {amount} a month is above the {floor} a month asked.",
  resourcesBelow: "Your {amount} a month is below the {floor} a month asked: short by {gap}.",
  resourcesFamily: "For a household of {people}, the figure to reach is {floor} a month.",
  spouse: "Your spouse or partner:",
  ageWithin: "At {age}, you are within the age range of {range}.",
  ageOutside: "At {age}, you are outside the age range of {range}.",
  costCompare: "The {route} asks for at least {floor} a month; compare it with the cost of living above.",
  pageSays: "From our page:",
  notCovered: "Our pages do not cover this point ({topic}) for your case: check {publisher}, {url}.",
  eligibilityIntro: "Checked against your details with our eligibility engine, on today's figures:",
  eligibilityRoute: "{route}: {verdict}.",
  eligibilityMissing: "Not given in your question, so not counted: {fields}.",
  eligibilityInvite:
    "For every route checked against all your details (diploma, contract, family, savings), take the detailed assessment: /assessment.",
  algerian:
    "As an Algerian national, your stay is governed by the Franco-Algerian agreement: some rules differ (certificates of residence instead of residence cards; family reunification after {months} of residence).",
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type AssistantParts = Strings<typeof assistantPartsEn>;
