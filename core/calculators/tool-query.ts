import { type HousingType, householdLimits, housingTypes, type Lifestyle, lifestyles } from "./cost-of-living.ts";
import { addDays, daysBetween, isIsoDate } from "./iso-date.ts";
import { documentWeeksLimits } from "./timeline.ts";

/**
 * Reading a calculator's inputs from its page's URL (the forms are GET forms: a result is a
 * shareable, printable address) and writing them back in one canonical order, which is also what
 * a saved scenario stores. Anything can come in a URL, so every field is checked and a bad one
 * gets a message key (translated by the page: tools.errors.<key>), never an exception. An address
 * with only some of the fields (a link from a visa page or a city guide) opens the form with them.
 */

export const toolIds = ["cost-of-living", "budget", "timeline"] as const;
export type ToolId = (typeof toolIds)[number];

export function isToolId(value: unknown): value is ToolId {
  return typeof value === "string" && (toolIds as readonly string[]).includes(value);
}

/** What the URL may name: the dataset's cities and the visas the registry has figures for. */
export type ToolChoices = {
  cities: readonly string[];
  budgetVisas: readonly string[];
  timelineVisas: readonly string[];
};

export const maxCities = 3;
export const amountLimits = { income: 1_000_000, savings: 100_000_000 } as const;
export const monthsLimits = { min: 1, max: 60 } as const;
export const maxAdults = 2;
/** How far ahead an arrival date may be planned. */
export const arrivalHorizonDays = 5 * 366;

export const rentalKinds = ["unfurnished", "furnished"] as const;
export type RentalKind = (typeof rentalKinds)[number];
export const timelineModes = ["asap", "date"] as const;
export type TimelineMode = (typeof timelineModes)[number];

export type ToolErrorKey =
  | "cityRequired"
  | "cityInvalid"
  | "tooManyCities"
  | "housingInvalid"
  | "lifestyleInvalid"
  | "peopleInvalid"
  | "adultsInvalid"
  | "incomeInvalid"
  | "savingsInvalid"
  | "monthsInvalid"
  | "visaRequired"
  | "visaInvalid"
  | "rentalInvalid"
  | "modeInvalid"
  | "arrivalRequired"
  | "arrivalInvalid"
  | "arrivalPast"
  | "arrivalTooFar"
  | "documentWeeksInvalid";

export type CostOfLivingQuery = { cities: string[]; housing: HousingType; people: number; lifestyle: Lifestyle };
export type BudgetQuery = {
  income: number;
  savings: number;
  months: number;
  people: number;
  adults: number;
  city: string;
  visa: string;
  rental: RentalKind;
};
export type TimelineQuery = { visa: string; mode: TimelineMode; arrival: string | null; documentWeeks: number };

/** The form's fields as typed (for the form to show them again), each capped in length. */
export type RawValues = Record<string, string>;

export type ParsedQuery<T> =
  | { status: "empty"; values: RawValues }
  | { status: "invalid"; values: RawValues; errors: Record<string, ToolErrorKey> }
  | { status: "valid"; values: RawValues; input: T; query: string };

const fields = {
  "cost-of-living": ["city", "housing", "people", "lifestyle"],
  budget: ["income", "savings", "months", "people", "adults", "city", "visa", "rental"],
  timeline: ["visa", "mode", "arrival", "docs"],
} as const satisfies Record<ToolId, readonly string[]>;

/** The fields a submitted form always sends (the timeline's date only matters for "on a date"). */
const formFields: Record<ToolId, readonly string[]> = {
  ...fields,
  timeline: ["visa", "mode", "docs"],
};

const maxRawLength = 40;

function rawValues(params: URLSearchParams, names: readonly string[]): RawValues {
  return Object.fromEntries(names.map((name) => [name, (params.get(name) ?? "").trim().slice(0, maxRawLength)]));
}

function submitted(params: URLSearchParams, names: readonly string[]): boolean {
  return names.some((name) => params.has(name));
}

/** A whole number within bounds, digits only (spaces allowed, as in "1 500"); null otherwise. */
function wholeNumber(value: string, min: number, max: number): number | null {
  const digits = value.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,10}$/.test(digits)) return null;
  const number = Number(digits);
  return number >= min && number <= max ? number : null;
}

function oneOf<T extends string>(value: string, options: readonly T[]): T | null {
  return (options as readonly string[]).includes(value) ? (value as T) : null;
}

/** Collects field errors while reading; `done` gives the parsed result. */
function reader(params: URLSearchParams, tool: ToolId) {
  const values = rawValues(params, fields[tool]);
  const errors: Record<string, ToolErrorKey> = {};
  return {
    values,
    errors,
    check<T>(field: string, value: T | null, key: ToolErrorKey): T {
      if (value === null && !errors[field]) errors[field] = key;
      return value as T;
    },
    done<T>(input: () => T, canonical: (input: T) => [string, string][]): ParsedQuery<T> {
      if (!submitted(params, fields[tool])) return { status: "empty", values };
      // A link that fills some fields in advance (a visa page's "plan your budget" naming the visa):
      // the form opens with them, and only those present are checked.
      if (!formFields[tool].every((name) => params.has(name))) {
        const present = Object.entries(errors).filter(([field]) => params.has(field));
        return present.length > 0
          ? { status: "invalid", values, errors: Object.fromEntries(present) }
          : { status: "empty", values };
      }
      if (Object.keys(errors).length > 0) return { status: "invalid", values, errors };
      const parsed = input();
      return { status: "valid", values, input: parsed, query: new URLSearchParams(canonical(parsed)).toString() };
    },
  };
}

export function parseCostOfLivingQuery(params: URLSearchParams, choices: ToolChoices): ParsedQuery<CostOfLivingQuery> {
  const read = reader(params, "cost-of-living");
  const named = [
    ...new Set(
      params
        .getAll("city")
        .map((city) => city.trim())
        .filter(Boolean),
    ),
  ];
  read.values.city = named.join(",").slice(0, maxRawLength);
  if (named.length === 0) read.errors.city = "cityRequired";
  else if (named.some((city) => !choices.cities.includes(city))) read.errors.city = "cityInvalid";
  else if (named.length > maxCities) read.errors.city = "tooManyCities";
  const housing = read.check("housing", oneOf(read.values.housing ?? "", housingTypes), "housingInvalid");
  const people = read.check(
    "people",
    wholeNumber(read.values.people ?? "", householdLimits.min, householdLimits.max),
    "peopleInvalid",
  );
  const lifestyle = read.check("lifestyle", oneOf(read.values.lifestyle ?? "", lifestyles), "lifestyleInvalid");
  return read.done(
    () => ({ cities: named, housing, people, lifestyle }),
    (input) => [
      ...input.cities.map((city): [string, string] => ["city", city]),
      ["housing", input.housing],
      ["people", String(input.people)],
      ["lifestyle", input.lifestyle],
    ],
  );
}

export function parseBudgetQuery(params: URLSearchParams, choices: ToolChoices): ParsedQuery<BudgetQuery> {
  const read = reader(params, "budget");
  const v = read.values;
  const income = read.check("income", wholeNumber(v.income ?? "", 0, amountLimits.income), "incomeInvalid");
  const savings = read.check("savings", wholeNumber(v.savings ?? "", 0, amountLimits.savings), "savingsInvalid");
  const months = read.check("months", wholeNumber(v.months ?? "", monthsLimits.min, monthsLimits.max), "monthsInvalid");
  const people = read.check(
    "people",
    wholeNumber(v.people ?? "", householdLimits.min, householdLimits.max),
    "peopleInvalid",
  );
  const adults = read.check(
    "adults",
    wholeNumber(v.adults ?? "", 1, Math.min(maxAdults, people ?? maxAdults)),
    "adultsInvalid",
  );
  const city = read.check(
    "city",
    v.city ? oneOf(v.city, choices.cities) : null,
    v.city ? "cityInvalid" : "cityRequired",
  );
  const visa = read.check(
    "visa",
    v.visa ? oneOf(v.visa, choices.budgetVisas) : null,
    v.visa ? "visaInvalid" : "visaRequired",
  );
  const rental = read.check("rental", oneOf(v.rental ?? "", rentalKinds), "rentalInvalid");
  return read.done(
    () => ({ income, savings, months, people, adults, city, visa, rental }),
    (input) => [
      ["income", String(input.income)],
      ["savings", String(input.savings)],
      ["months", String(input.months)],
      ["people", String(input.people)],
      ["adults", String(input.adults)],
      ["city", input.city],
      ["visa", input.visa],
      ["rental", input.rental],
    ],
  );
}

export function parseTimelineQuery(
  params: URLSearchParams,
  choices: ToolChoices,
  today: string,
): ParsedQuery<TimelineQuery> {
  const read = reader(params, "timeline");
  const v = read.values;
  const visa = read.check(
    "visa",
    v.visa ? oneOf(v.visa, choices.timelineVisas) : null,
    v.visa ? "visaInvalid" : "visaRequired",
  );
  const mode = read.check("mode", oneOf(v.mode ?? "", timelineModes), "modeInvalid");
  const documentWeeks = read.check(
    "docs",
    wholeNumber(v.docs ?? "", documentWeeksLimits.min, documentWeeksLimits.max),
    "documentWeeksInvalid",
  );
  let arrival: string | null = null;
  if (mode === "date") {
    const date = v.arrival ?? "";
    if (!date) read.errors.arrival = "arrivalRequired";
    else if (!isIsoDate(date)) read.errors.arrival = "arrivalInvalid";
    else if (daysBetween(today, date) <= 0) read.errors.arrival = "arrivalPast";
    else if (daysBetween(addDays(today, arrivalHorizonDays), date) > 0) read.errors.arrival = "arrivalTooFar";
    else arrival = date;
  }
  return read.done(
    () => ({ visa, mode, arrival, documentWeeks }),
    (input) => [
      ["visa", input.visa],
      ["mode", input.mode],
      ...(input.arrival ? [["arrival", input.arrival] as [string, string]] : []),
      ["docs", String(input.documentWeeks)],
    ],
  );
}

/** Any tool's inputs, e.g. a scenario's saved query: its canonical form, or null when it is not valid. */
export function canonicalToolQuery(tool: ToolId, query: string, choices: ToolChoices, today: string): string | null {
  const params = new URLSearchParams(query);
  const parsed =
    tool === "cost-of-living"
      ? parseCostOfLivingQuery(params, choices)
      : tool === "budget"
        ? parseBudgetQuery(params, choices)
        : parseTimelineQuery(params, choices, today);
  return parsed.status === "valid" ? parsed.query : null;
}
