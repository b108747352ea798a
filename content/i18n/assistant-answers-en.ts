/**
 * The sentences the built-in answerer writes itself (ADR 0041), in English; French and
 * Arabic have the same keys in assistant-answers-fr.ts and -ar.ts. Everything else in an answer
 * is quoted from our pages. {publisher} and {url} are filled with an official source; figures
 * never appear here (they come from the registry through the passages and the tools).
 */
export const assistantAnswersEn = {
  intro: "Here is what our pages say.",
  introTool: "Here is what our calculator gives, from the same figures as our pages.",
  noFigure: "Our pages give no official figure for this. Check it with the official source: {publisher}, {url}.",
  noGrounding:
    "Our pages do not answer this question yet. For official information, see {publisher}, {url}, or ask us for a consultation.",
  disclaimer:
    "This is general guidance from our pages, not legal advice: only the administration decides on your case, so check the official sources before you apply.",
  fallbackPublisher: "Service-Public.fr",
  fallbackUrl: "https://www.service-public.fr/particuliers/vosdroits/N110",
  whichVisa: {
    intro:
      "For {profession} from outside the EU, the EEA and Switzerland, our visa assessment gives these routes, from the same figures as our visa pages:",
    route: "{name}: {eligibility}",
    floor: "It fits if your gross salary is at least {floor}.",
    invitation:
      "For your own match, take our free assessment on the home page: it asks your nationality, your profession and your income.",
    invitationNoProfession:
      "Which visa fits depends on your nationality, your profession and your income: our free assessment on the home page asks these three and gives your own match.",
    assessmentTitle: "Free visa assessment (home page)",
    euGuide: "Our guide for EU, EEA and Swiss citizens explains the steps once you are in France.",
    professions: {
      tech: "a tech or IT professional",
      business: "a founder or entrepreneur",
      student: "a student",
      retiree: "a retiree",
      healthcare: "a healthcare professional",
      education: "a teacher",
    },
  },
  tools: {
    costOfLiving:
      "Cost of living in {city} for {people} ({housing}, {lifestyle} lifestyle): about {typical} per month (rent about {rent} of it), between {low} and {high}, so about {yearly} per year. These are our estimates from the city data, not official figures.",
    timeline:
      "{visa}: the typical processing time is {processing}. Starting now, you would arrive between {earliest} and {arrival}, and must validate your long-stay visa online by {deadline}.",
    budget:
      "Budget to move to {city} with the {visa}: {total} in all (visa and taxes {visaAndLegal}, travel and setting up {moving}, deposit {deposit}, first month's rent {rent}, emergency fund {emergency}). With your savings, {toSave} is left to save, that is {monthly} per month.",
    recommendation: "The options that fit this profile, best first: {options}.",
    recommendationOption: "{name} ({score} match, cost {cost})",
    noVisaNeeded: "As a citizen of the EU, EEA or Switzerland you need no visa to live and work in France.",
    people: { one: "{count} person", other: "{count} people" },
  },
};

export type AssistantAnswers = typeof assistantAnswersEn;
