/**
 * The city quiz (ADR 0031; all six questions must be answered): the six questions' answer ids, how
 * answers are read from a form or an address, and the scoring. Pure: the cities arrive as
 * `QuizCity` values, which content/cities/quiz-cities.ts builds from the city dataset, so every
 * point can be traced to a figure or a 1-10 score of that dataset (or to a population and climate
 * class recorded there).
 *
 * Every question gives a city 0-10 points, except priorities (0-20: the question people care
 * most about counts twice), so a city scores at most 70. The rules are written out below and in
 * the ADR; the result page shows each city's points per question.
 */

/** The six questions, in the order the quiz asks them. */
export const quizQuestions = ["budget", "climate", "size", "priorities", "language", "lifestyle"] as const;
export type QuizQuestion = (typeof quizQuestions)[number];

/** The quiz's budget bands, in euros a month. `max: null` is "over 2,500". */
export const budgetBands = {
  "1000-1500": { min: 1000, max: 1500 },
  "1500-2500": { min: 1500, max: 2500 },
  "2500-plus": { min: 2500, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type BudgetAnswer = keyof typeof budgetBands;
export const budgetAnswers = Object.keys(budgetBands) as BudgetAnswer[];

/** Broad descriptive climate classes (an editorial summary, not a measurement). */
export const climateClasses = ["mediterranean", "oceanic", "continental"] as const;
export type ClimateClass = (typeof climateClasses)[number];
export const climateAnswers = [...climateClasses, "any"] as const;
export type ClimateAnswer = (typeof climateAnswers)[number];

/**
 * City size by the population of the city itself (the commune, not its metropolitan area), from
 * the largest class down. A class starts at `minPopulation`.
 */
export const sizeClasses = [
  { id: "metropolis", minPopulation: 1_000_000 },
  { id: "big", minPopulation: 400_000 },
  { id: "medium", minPopulation: 200_000 },
  { id: "small", minPopulation: 0 },
] as const;
export type SizeClass = (typeof sizeClasses)[number]["id"];
export const sizeAnswers = [...sizeClasses.map((size) => size.id), "any"] as const;
export type SizeAnswer = SizeClass | "any";

export function sizeClassOf(population: number): SizeClass {
  return (sizeClasses.find((size) => population >= size.minPopulation) ?? sizeClasses[3]).id;
}

/** The dataset's 1-10 scores (content/cities/city-types.ts `City["scores"]`, rubric in content/cities/rubric.ts). */
export type QuizMetric =
  | "nightlife"
  | "cultureAndArts"
  | "safety"
  | "expatCommunity"
  | "natureAndOutdoors"
  | "shopping"
  | "internetSpeed"
  | "publicTransport"
  | "englishUsage";

/** "What matters most?": one or two of these. Each maps to one score, except career (city size). */
export const priorityTopics = {
  career: "size",
  culture: "cultureAndArts",
  nature: "natureAndOutdoors",
  safety: "safety",
  nightlife: "nightlife",
} as const satisfies Record<string, QuizMetric | "size">;
export type PriorityAnswer = keyof typeof priorityTopics;
export const priorityAnswers = Object.keys(priorityTopics) as PriorityAnswer[];
export const maxPriorities = 2;

/**
 * Career has no score in the dataset, so it follows city size: a larger city has a larger job
 * market. Our rule, stated on the page, not a measured job count.
 */
export const careerPoints: Record<SizeClass, number> = { metropolis: 10, big: 8, medium: 6, small: 4 };

/** Comfort in French. Fluent speakers are at home anywhere; others lean on English or on the international community. */
export const languageTopics = {
  fluent: null,
  some: "expatCommunity",
  none: "englishUsage",
} as const satisfies Record<string, QuizMetric | null>;
export type LanguageAnswer = keyof typeof languageTopics;
export const languageAnswers = Object.keys(languageTopics) as LanguageAnswer[];

/** Everyday life: each way of living maps to the one score that measures it. */
export const lifestyleTopics = {
  "car-free": "publicTransport",
  "remote-work": "internetSpeed",
  shopping: "shopping",
  international: "expatCommunity",
} as const satisfies Record<string, QuizMetric>;
export type LifestyleAnswer = keyof typeof lifestyleTopics;
export const lifestyleAnswers = Object.keys(lifestyleTopics) as LifestyleAnswer[];

export type QuizAnswers = {
  budget: BudgetAnswer;
  climate: ClimateAnswer;
  size: SizeAnswer;
  priorities: PriorityAnswer[];
  language: LanguageAnswer;
  lifestyle: LifestyleAnswer;
};
export type PartialQuizAnswers = Partial<QuizAnswers>;

/** The form and address field of each question (priorities repeat: `priority=culture&priority=nature`). */
export const quizFields: Record<QuizQuestion, string> = {
  budget: "budget",
  climate: "climate",
  size: "size",
  priorities: "priority",
  language: "language",
  lifestyle: "lifestyle",
};

export type QuizProblem = { question: QuizQuestion; problem: "unanswered" | "too-many" };

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (values: string[]): T | undefined => {
    const value = values[0];
    return allowed.find((item) => item === value);
  };

const readers = {
  budget: oneOf(budgetAnswers),
  climate: oneOf(climateAnswers),
  size: oneOf(sizeAnswers),
  language: oneOf(languageAnswers),
  lifestyle: oneOf(lifestyleAnswers),
};

/**
 * The answers in a form or an address. An unknown value counts as no answer (the form never
 * offers one); priorities keep the known ids once each, in the order the quiz lists them.
 */
export function readQuizAnswers(valuesOf: (field: string) => string[]): {
  answers: PartialQuizAnswers;
  problems: QuizProblem[];
} {
  const answers: PartialQuizAnswers = {};
  const problems: QuizProblem[] = [];
  for (const question of ["budget", "climate", "size", "language", "lifestyle"] as const) {
    const value = readers[question](valuesOf(quizFields[question]));
    if (value === undefined) problems.push({ question, problem: "unanswered" });
    // biome-ignore lint/suspicious/noExplicitAny: each reader returns its own question's type
    else (answers as Record<string, any>)[question] = value;
  }
  // In the list's order, whatever order they came in, so the same answers always make the same address.
  const given = valuesOf(quizFields.priorities);
  const priorities = priorityAnswers.filter((priority) => given.includes(priority));
  if (priorities.length === 0) problems.push({ question: "priorities", problem: "unanswered" });
  else if (priorities.length > maxPriorities) problems.push({ question: "priorities", problem: "too-many" });
  else answers.priorities = priorities;
  problems.sort((a, b) => quizQuestions.indexOf(a.question) - quizQuestions.indexOf(b.question));
  return { answers, problems };
}

export function isCompleteQuiz(answers: PartialQuizAnswers): answers is QuizAnswers {
  return quizQuestions.every((question) => answers[question] !== undefined);
}

/** The answers as address parameters, in question order (the same answers always give the same address). */
export function quizParams(answers: PartialQuizAnswers): [string, string][] {
  const params: [string, string][] = [];
  for (const question of quizQuestions) {
    const value = answers[question];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.push([quizFields[question], item]);
  }
  return params;
}

// ---------------------------------------------------------------------------------------------
// Scoring

/** One city as the scoring sees it. Money in whole euros a month (one person, one-bedroom flat). */
export type QuizCity = {
  id: string;
  monthly: { typical: number; low: number };
  scores: Record<QuizMetric, number>;
  /** Rounded population of the city itself (commune). */
  population: number;
  /** Its climate class, and a class it comes close to (partial points), if any. */
  climate: { main: ClimateClass; near: ClimateClass | null };
};

export const questionMaxPoints: Record<QuizQuestion, number> = {
  budget: 10,
  climate: 10,
  size: 10,
  priorities: 20,
  language: 10,
  lifestyle: 10,
};
export const maxQuizPoints = Object.values(questionMaxPoints).reduce((sum, points) => sum + points, 0);

/**
 * Budget against the band's top: "comfortable" when the typical month costs at most 90% of it
 * (room for health insurance and leisure, which the total leaves out), "tight" up to the top,
 * "stretch" when only the cheaper end of the city's range fits, "over" when even that does not.
 * Over 2,500 € a month every city is comfortable.
 */
export type BudgetFit = "comfortable" | "tight" | "stretch" | "over";
export const budgetFitPoints: Record<BudgetFit, number> = { comfortable: 10, tight: 7, stretch: 3, over: 0 };
const comfortableShare = 0.9;

export function budgetFit(answer: BudgetAnswer, monthly: QuizCity["monthly"]): BudgetFit {
  const { max } = budgetBands[answer];
  if (max === null || monthly.typical <= max * comfortableShare) return "comfortable";
  if (monthly.typical <= max) return "tight";
  if (monthly.low <= max) return "stretch";
  return "over";
}

/** Climate: its own class 10, the class it comes close to 5, another 0; "any" gives every city 10. */
export type ClimateFit = "match" | "near" | "other";
export const climateFitPoints: Record<ClimateFit, number> = { match: 10, near: 5, other: 0 };

/** Size: the class asked for 10, the next class up or down 5, further 0; "any" gives every city 10. */
export type SizeFit = "match" | "near" | "far";
export const sizeFitPoints: Record<SizeFit, number> = { match: 10, near: 5, far: 0 };

/** A score counts as a reason at 7 and above (the rubric's "good" and "excellent" bands), and as a caveat at 5 and below. */
export const strongScore = 7;
export const weakScore = 5;

/** What a city's points came from, for the sentences of the result page (tone: for or against it). */
export type QuizFinding =
  | { kind: "budget"; tone: "plus" | "minus"; fit: BudgetFit; typical: number; low: number }
  | { kind: "climate"; tone: "plus" | "minus"; fit: ClimateFit; climate: ClimateClass }
  | { kind: "size"; tone: "plus" | "minus"; fit: SizeFit; size: SizeClass; wanted: SizeClass; population: number }
  | { kind: "career"; tone: "plus" | "minus"; size: SizeClass; population: number }
  | { kind: "score"; tone: "plus" | "minus"; question: QuizQuestion; metric: QuizMetric; score: number };

export type CityMatch = {
  cityId: string;
  points: number;
  byQuestion: Record<QuizQuestion, number>;
  /** What speaks for the city, in question order. */
  reasons: QuizFinding[];
  /** What speaks against it, in question order. */
  caveats: QuizFinding[];
};

const toneOfScore = (score: number): "plus" | "minus" | null =>
  score >= strongScore ? "plus" : score <= weakScore ? "minus" : null;

function scoreFinding(question: QuizQuestion, metric: QuizMetric, city: QuizCity): QuizFinding[] {
  const score = city.scores[metric];
  const tone = toneOfScore(score);
  return tone ? [{ kind: "score", tone, question, metric, score }] : [];
}

function matchCity(answers: QuizAnswers, city: QuizCity): CityMatch {
  const findings: QuizFinding[] = [];
  const size = sizeClassOf(city.population);

  const fit = budgetFit(answers.budget, city.monthly);
  const budget = budgetFitPoints[fit];
  findings.push({
    kind: "budget",
    tone: fit === "comfortable" || fit === "tight" ? "plus" : "minus",
    fit,
    typical: city.monthly.typical,
    low: city.monthly.low,
  });

  let climate = climateFitPoints.match;
  if (answers.climate !== "any") {
    const climateFit: ClimateFit =
      city.climate.main === answers.climate ? "match" : city.climate.near === answers.climate ? "near" : "other";
    climate = climateFitPoints[climateFit];
    findings.push({
      kind: "climate",
      tone: climateFit === "other" ? "minus" : "plus",
      fit: climateFit,
      climate: city.climate.main,
    });
  }

  let sizePoints = sizeFitPoints.match;
  if (answers.size !== "any") {
    const wanted = answers.size;
    const distance = Math.abs(
      sizeClasses.findIndex((item) => item.id === size) - sizeClasses.findIndex((item) => item.id === wanted),
    );
    const sizeFit: SizeFit = distance === 0 ? "match" : distance === 1 ? "near" : "far";
    sizePoints = sizeFitPoints[sizeFit];
    findings.push({
      kind: "size",
      tone: sizeFit === "match" ? "plus" : "minus",
      fit: sizeFit,
      size,
      wanted,
      population: city.population,
    });
  }

  // One priority counts twice, so one or two priorities weigh the same (up to 20 points).
  let priorities = 0;
  for (const priority of answers.priorities) {
    const topic = priorityTopics[priority];
    if (topic === "size") {
      const points = careerPoints[size];
      priorities += points;
      const tone = toneOfScore(points);
      if (tone) findings.push({ kind: "career", tone, size, population: city.population });
    } else {
      priorities += city.scores[topic];
      findings.push(...scoreFinding("priorities", topic, city));
    }
  }
  if (answers.priorities.length === 1) priorities *= 2;

  const languageTopic = languageTopics[answers.language];
  const language = languageTopic ? city.scores[languageTopic] : 10;
  if (languageTopic) findings.push(...scoreFinding("language", languageTopic, city));

  const lifestyleTopic = lifestyleTopics[answers.lifestyle];
  const lifestyle = city.scores[lifestyleTopic];
  findings.push(...scoreFinding("lifestyle", lifestyleTopic, city));

  const byQuestion = { budget, climate, size: sizePoints, priorities, language, lifestyle };
  return {
    cityId: city.id,
    points: Object.values(byQuestion).reduce((sum, points) => sum + points, 0),
    byQuestion,
    reasons: findings.filter((finding) => finding.tone === "plus"),
    caveats: findings.filter((finding) => finding.tone === "minus"),
  };
}

/**
 * Every city with its points, best first. Ties go to the better budget fit, then to the higher
 * priorities points, then to the order of the city list (so the same answers always give the same
 * order).
 */
export function rankCities(answers: QuizAnswers, cities: readonly QuizCity[]): CityMatch[] {
  return cities
    .map((city, index) => ({ match: matchCity(answers, city), index }))
    .sort(
      (a, b) =>
        b.match.points - a.match.points ||
        b.match.byQuestion.budget - a.match.byQuestion.budget ||
        b.match.byQuestion.priorities - a.match.byQuestion.priorities ||
        a.index - b.index,
    )
    .map(({ match }) => match);
}
