import { z } from "zod";
import { budgetForMove } from "../../../content/calculators/budget-for-move.ts";
import { costOfLivingFor } from "../../../content/calculators/cost-of-living-for-city.ts";
import { housingForHousehold } from "../../../content/calculators/estimates.ts";
import { timelineForVisa } from "../../../content/calculators/timeline-for-visa.ts";
import { cities, findCity } from "../../../content/cities/cities.ts";
import type { City } from "../../../content/cities/city-types.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import { formatCheckedOn, formatFact } from "../../../content/facts/format-fact.ts";
import { assistantAnswersAr } from "../../../content/i18n/assistant-answers-ar.ts";
import { type AssistantAnswers, assistantAnswersEn } from "../../../content/i18n/assistant-answers-en.ts";
import { assistantAnswersFr } from "../../../content/i18n/assistant-answers-fr.ts";
import { citiesAr } from "../../../content/i18n/cities-ar.ts";
import { toolsAr } from "../../../content/i18n/tools-ar.ts";
import { toolsEn } from "../../../content/i18n/tools-en.ts";
import { toolsFr } from "../../../content/i18n/tools-fr.ts";
import { formatEuros, slugsWithCost, visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import { findVisaPage, visaPages, visaSlugFor } from "../../../content/visas/visa-pages.ts";
import { costTotalText, processingText } from "../../../content/wizard/option-figure-text.ts";
import { recommendWithRegistry } from "../../../content/wizard/recommendation-figures.ts";
import { recommendationTexts } from "../../../content/wizard/recommendation-texts.ts";
import { countryCodeSchema } from "../../../core/assessment.ts";
import type { Citation, OfficialSource } from "../../../core/assistant/assistant-contract.ts";
import { householdLimits, housingTypes, lifestyles } from "../../../core/calculators/cost-of-living.ts";
import { amountLimits, maxAdults, monthsLimits, rentalKinds } from "../../../core/calculators/tool-query.ts";
import { numberFormat, pluralRules } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { incomeBands, professions } from "../../../core/recommend.ts";
import { fill } from "./fill-template.ts";
import type { ModelTool } from "./model-answerer.ts";

/**
 * Our engines as read-only tools for both answerers (ADR 0041): the cost of living of a
 * city, the budget of a move, the timeline of a visa and the wizard's visa recommendation. Each
 * checks its arguments with zod (a model's arguments are untrusted input), computes from the
 * registry and the city data through the same functions as the tool pages, and returns translated
 * text with the tool page that shows the same result. No tool writes anything: retrieved text or a
 * model can trigger nothing but a computation.
 */
export type AssistantTool = Omit<ModelTool, "run"> & {
  run(args: unknown, language: Language): { text: string; citations: Citation[] };
};

export class ToolArgumentsError extends Error {
  override name = "ToolArgumentsError";
}

const phrases: Record<Language, AssistantAnswers> = {
  en: assistantAnswersEn,
  fr: assistantAnswersFr,
  ar: assistantAnswersAr,
};
const toolTexts = { en: toolsEn, fr: toolsFr, ar: toolsAr };

/** A tool's arguments as JSON Schema for a model's function calling (no $schema line: some servers refuse it). */
function schemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  return rest;
}

function parse<T>(schema: z.ZodType<T>, args: unknown): T {
  const result = schema.safeParse(args ?? {});
  if (!result.success) throw new ToolArgumentsError(z.prettifyError(result.error));
  return result.data;
}

function toolCitation(
  tool: "cost-of-living" | "budget" | "timeline",
  query: string,
  language: Language,
  sources: OfficialSource[] = [],
): Citation {
  const texts = toolTexts[language];
  return {
    title: `${texts.title} — ${texts.names[tool]}`,
    url: `/tools/${tool}?${query}${query ? "&" : ""}lang=${language}`,
    kind: "tool",
    sources,
  };
}

function peopleText(count: number, language: Language): string {
  const forms = phrases[language].tools.people;
  const form = pluralRules(language).select(count) === "one" ? forms.one : forms.other;
  return fill(form, { count: numberFormat(language).format(count) });
}

function cityName(city: City, language: Language): string {
  return language === "ar" ? citiesAr.names[city.id] : city.text[language].name;
}

function visaTitle(slug: string, language: Language): string {
  const page = findVisaPage(slug);
  return page ? page.text[language === "fr" ? "fr" : "en"].title : slug;
}

function sourceOfFact(id: FactId): OfficialSource {
  const fact = currentFact(id);
  return { publisher: fact.source.publisher, url: fact.source.url, checkedOn: fact.checkedOn };
}

const cityIds = cities.map((city) => city.id) as [string, ...string[]];
const timelineSlugs = visaPages.map((page) => page.slug).filter((slug) => visaProcessingOf(slug)) as [
  string,
  ...string[],
];
const costSlugs = slugsWithCost() as [string, ...string[]];

const costOfLivingArgs = z.object({
  city: z.enum(cityIds),
  people: z.number().int().min(householdLimits.min).max(householdLimits.max).default(1),
  housing: z.enum(housingTypes).optional(),
  lifestyle: z.enum(lifestyles).default("moderate"),
});

const costOfLivingTool: AssistantTool = {
  name: "cost_of_living",
  description:
    "Monthly and yearly cost of living (our estimates) for a household in one of our French cities: housing, food, transport, utilities.",
  parameters: schemaOf(costOfLivingArgs),
  run(args, language) {
    const input = parse(costOfLivingArgs, args);
    const city = findCity(input.city);
    if (!city) throw new ToolArgumentsError(`Unknown city ${input.city}`);
    const housing = input.housing ?? housingForHousehold[input.people - 1] ?? "house";
    const result = costOfLivingFor(city, { housing, people: input.people, lifestyle: input.lifestyle });
    const tools = toolTexts[language];
    const text = fill(phrases[language].tools.costOfLiving, {
      city: cityName(city, language),
      people: peopleText(input.people, language),
      housing: tools.form.housingOptions[housing].toLowerCase(),
      lifestyle: tools.form.lifestyleOptions[input.lifestyle].toLowerCase(),
      typical: formatEuros(result.monthly.typical, language),
      rent: formatEuros(result.housing.typical, language),
      low: formatEuros(result.monthly.low, language),
      high: formatEuros(result.monthly.high, language),
      yearly: formatEuros(result.yearly.typical, language),
    });
    const query = `city=${city.id}&housing=${housing}&people=${input.people}&lifestyle=${input.lifestyle}`;
    return { text, citations: [toolCitation("cost-of-living", query, language)] };
  },
};

const timelineArgs = z.object({ visa: z.enum(timelineSlugs) });

/** Today as an ISO date: the timeline counts from the day it is asked. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const timelineTool: AssistantTool = {
  name: "timeline",
  description:
    "Timeline of a move to France for one visa (slug of our visa page), starting now: typical processing time, arrival window and the deadline to validate the long-stay visa online.",
  parameters: schemaOf(timelineArgs),
  run(args, language) {
    const input = parse(timelineArgs, args);
    const { timeline, processing } = timelineForVisa(
      { visa: input.visa, mode: "asap", arrival: null, documentWeeks: 4 },
      today(),
    );
    const text = fill(phrases[language].tools.timeline, {
      visa: visaTitle(input.visa, language),
      processing: formatFact(currentFact(processing.factId), language),
      earliest: formatCheckedOn(timeline.earliestArrival, language),
      arrival: formatCheckedOn(timeline.arrival, language),
      deadline: formatCheckedOn(timeline.validationDeadline, language),
    });
    const query = `visa=${input.visa}&mode=asap`;
    const source = sourceOfFact(processing.factId);
    const visaPage: Citation = {
      title: visaTitle(input.visa, language),
      url: `/visa/${input.visa}?lang=${language}#processing`,
      kind: "visa",
      sources: [source],
    };
    return { text, citations: [toolCitation("timeline", query, language, [source]), visaPage] };
  },
};

const budgetArgs = z
  .object({
    city: z.enum(cityIds),
    visa: z.enum(costSlugs),
    income: z.number().int().min(0).max(amountLimits.income).describe("Net monthly income in euros"),
    savings: z.number().int().min(0).max(amountLimits.savings).default(0),
    months: z.number().int().min(monthsLimits.min).max(monthsLimits.max).default(6).describe("Months until the move"),
    people: z.number().int().min(householdLimits.min).max(householdLimits.max).default(1),
    adults: z.number().int().min(1).max(maxAdults).default(1),
    rental: z.enum(rentalKinds).default("unfurnished"),
  })
  .refine((input) => input.adults <= input.people, { error: "adults cannot outnumber people" });

const budgetTool: AssistantTool = {
  name: "budget",
  description:
    "What moving to a French city with a given visa costs before the first month (visa fees and taxes, travel, deposit, first rent, emergency fund) and how much to save each month.",
  parameters: schemaOf(budgetArgs),
  run(args, language) {
    const input = parse(budgetArgs, args);
    const { budget } = budgetForMove(input);
    const city = findCity(input.city);
    const euros = (amount: number) => formatEuros(amount, language);
    const text = fill(phrases[language].tools.budget, {
      city: city ? cityName(city, language) : input.city,
      visa: visaTitle(input.visa, language),
      total: euros(budget.total),
      visaAndLegal: euros(budget.visaAndLegal),
      moving: euros(budget.movingAndSetup),
      deposit: euros(budget.deposit),
      rent: euros(budget.firstMonthRent),
      emergency: euros(budget.emergencyFund),
      toSave: euros(budget.toSave),
      monthly: euros(budget.monthlySavingTarget),
    });
    const query = new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)])).toString();
    return { text, citations: [toolCitation("budget", query, language)] };
  },
};

const recommendationArgs = z.object({
  country: countryCodeSchema.describe("Nationality, ISO 3166-1 alpha-2 code"),
  profession: z.enum(professions),
  income: z.enum(incomeBands).describe("Net monthly income band in euros"),
});

const recommendationTool: AssistantTool = {
  name: "visa_recommendation",
  description:
    "The visa options our assessment recommends for a nationality, a profession and a net monthly income band, best match first, with their cost.",
  parameters: schemaOf(recommendationArgs),
  run(args, language) {
    const input = parse(recommendationArgs, args);
    const result = recommendWithRegistry(input);
    const text = phrases[language].tools;
    const percent = numberFormat(language, { style: "percent" });
    const citations: Citation[] = [];
    const options = result.options.flatMap((option) => {
      if (!option.visaSlug || !option.cost) return [];
      const page = findVisaPage(option.visaSlug);
      const name = recommendationTexts[option.id][language].name;
      const slug = visaSlugFor(option.visaSlug, language);
      citations.push({
        title: page ? page.text[language === "fr" ? "fr" : "en"].title : name,
        url: `/visa/${slug}?lang=${language}`,
        kind: "visa",
        sources: [],
      });
      const processing = option.processing ? `, ${processingText(option.processing, language)}` : "";
      return [
        fill(text.recommendationOption, {
          name,
          score: percent.format(option.matchScore / 100),
          cost: `${costTotalText(option.cost, language)}${processing}`,
        }),
      ];
    });
    if (options.length === 0) return { text: text.noVisaNeeded, citations: [] };
    return { text: fill(text.recommendation, { options: options.join("; ") }), citations };
  },
};

export const assistantTools: readonly AssistantTool[] = [
  costOfLivingTool,
  budgetTool,
  timelineTool,
  recommendationTool,
];

export function findAssistantTool(name: string): AssistantTool | undefined {
  return assistantTools.find((tool) => tool.name === name);
}
