import type { TFunction } from "i18next";
import { budgetForMove } from "../../../content/calculators/budget-for-move.ts";
import { toolChoices } from "../../../content/calculators/tool-choices.ts";
import { findCity } from "../../../content/cities/cities.ts";
import { type Figure, figureOfCityCost, figureOfFact } from "../../../content/prose/resolve-figures.ts";
import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import { formatVisaCost } from "../../../content/visas/visa-costs.ts";
import { parseBudgetQuery, type RawValues } from "../../../core/calculators/tool-query.ts";
import type { Language } from "../../../core/languages.ts";
import { type AssumptionsView, assumptionsView } from "./assumptions-view.server.ts";
import { cityNameKey } from "./city-name-key.ts";
import { fieldErrors } from "./field-errors.server.ts";
import type { ToolAccess } from "./tool-access.server.ts";
import { toolFormats } from "./tool-formats.server.ts";
import { withVisaRoute } from "./visa-route-param.ts";

export const budgetItems = ["visaAndLegal", "movingAndSetup", "deposit", "firstMonthRent", "emergencyFund"] as const;
export type BudgetItem = (typeof budgetItems)[number];

export type BudgetResultView = {
  items: { id: BudgetItem; amount: string; detail: string; factKeys: string[] }[];
  total: string;
  savings: string;
  toSave: string;
  monthlyTarget: string;
  monthlyTargetDetail: string;
  /** "That is 25 % of your monthly income", the goal already reached, or the nudge to add an income. */
  targetNote: string;
  progressPercent: number;
  progressText: string;
  resources: {
    title: string;
    text: string;
    outcome: "meets" | "below";
    verdict: string;
    explanation: string;
    note: string | null;
  } | null;
  /** When the registry has no resources figure for the visa: say so, with its page. */
  noResources: string | null;
  visaName: string;
  visaHref: string;
};

export type BudgetView = {
  values: RawValues;
  errors: Record<string, string>;
  /** Valid inputs whose result the viewer's plan does not include: the upgrade prompt shows instead. */
  locked: boolean;
  result: BudgetResultView | null;
  query: string | null;
  details: string | null;
  assumptions: AssumptionsView;
  sources: Figure[];
};

export function budgetView(input: {
  params: URLSearchParams;
  access: ToolAccess;
  language: Language;
  t: TFunction;
  today: string;
}): BudgetView {
  const { t, language, access } = input;
  const format = toolFormats(language);
  const parsed = parseBudgetQuery(withVisaRoute(input.params), toolChoices);
  const base = {
    values: parsed.values,
    errors: parsed.status === "invalid" ? fieldErrors(parsed.errors, t, format, input.today) : {},
    assumptions: assumptionsView("budget", t, format),
  };
  if (parsed.status !== "valid" || !access.premium) {
    return { ...base, locked: parsed.status === "valid", result: null, query: null, details: null, sources: [] };
  }
  const query = parsed.input;
  const plan = budgetForMove(query);
  const { budget, visaCost } = plan;
  const city = findCity(query.city);
  const visa = findVisa(query.visa);
  const cityName = t(cityNameKey(query.city));
  const housingName = t(`tools.form.housingOptions.${plan.housing}`);
  const children = query.people - query.adults;
  const visaFee = visaCost.parts.find((part) => part.role === "visa-fee");
  const { rules } = plan;
  const resources = plan.resources;
  const visaName = visa?.name[language] ?? query.visa;

  const result: BudgetResultView = {
    items: [
      {
        id: "visaAndLegal",
        amount: format.euros(budget.visaAndLegal),
        detail: t("tools.budget.visaDetail", {
          adults: format.number(query.adults),
          perAdult: format.euros(visaCost.total),
          composition: formatVisaCost(visaCost, language),
          children:
            children > 0
              ? t("tools.budget.visaChildren", {
                  number: format.number(children),
                  perChild: format.euros(visaFee?.value ?? 0),
                })
              : "",
        }),
        factKeys: visaCost.parts.map((part) => `fact:${part.factId}`),
      },
      {
        id: "movingAndSetup",
        amount: format.euros(budget.movingAndSetup),
        detail: t("tools.budget.movingDetail", {
          people: format.number(query.people),
          travel: format.euros(rules.travelPerPerson),
          setup: format.euros(rules.setup),
        }),
        factKeys: [],
      },
      {
        id: "deposit",
        amount: format.euros(budget.deposit),
        detail: t("tools.budget.depositDetail", {
          months: format.months(plan.depositMonths),
          kind: t(`tools.form.rentalOptions.${query.rental}`).toLowerCase(),
        }),
        factKeys: [`fact:${plan.depositFactId}`],
      },
      {
        id: "firstMonthRent",
        amount: format.euros(budget.firstMonthRent),
        detail: t("tools.budget.rentDetail", { city: cityName, housing: housingName }),
        factKeys: [],
      },
      {
        id: "emergencyFund",
        amount: format.euros(budget.emergencyFund),
        detail: t("tools.budget.emergencyDetail", {
          months: format.months(rules.emergencyFundMonths),
          monthly: format.euros(plan.monthlyLiving),
        }),
        factKeys: [],
      },
    ],
    total: format.euros(budget.total),
    savings: format.euros(query.savings),
    toSave: format.euros(budget.toSave),
    monthlyTarget: format.euros(budget.monthlySavingTarget),
    monthlyTargetDetail: t("tools.budget.monthlyTargetDetail", { months: format.months(query.months) }),
    targetNote:
      budget.toSave === 0
        ? t("tools.budget.reached")
        : budget.targetShareOfIncomePercent === null
          ? t("tools.budget.noIncome")
          : t("tools.budget.shareOfIncome", { percent: format.percent(budget.targetShareOfIncomePercent) }),
    progressPercent: budget.progressPercent,
    progressText: t("tools.budget.progress", { percent: format.percent(budget.progressPercent) }),
    resources: resources
      ? {
          title: t("tools.budget.resourcesTitle"),
          text:
            resources.floor.kind === "monthly"
              ? t("tools.budget.resourcesMonthly", {
                  floor: format.euros(resources.verdict.floor),
                  income: format.euros(resources.verdict.compared),
                })
              : t("tools.budget.resourcesAnnual", {
                  floor: format.euros(resources.verdict.floor),
                  income: format.euros(resources.verdict.compared),
                }),
          outcome: resources.verdict.outcome,
          verdict:
            resources.verdict.outcome === "meets"
              ? t("tools.budget.meets")
              : t("tools.budget.below", { shortfall: format.euros(resources.verdict.shortfall) }),
          explanation:
            resources.verdict.outcome === "meets" ? t("tools.budget.meetsText") : t("tools.budget.belowText"),
          note: resources.floor.kind === "annual-salary" ? t("tools.budget.annualNote") : null,
        }
      : null,
    noResources: resources ? null : t("tools.budget.noResources"),
    visaName,
    visaHref: `/visa/${query.visa}`,
  };
  const factIds = [...visaCost.parts.map((part) => part.factId), plan.depositFactId];
  if (resources) factIds.push(resources.factId);
  return {
    ...base,
    locked: false,
    result,
    query: parsed.query,
    details: [cityName, visaName].join(t("cities.listSeparator")),
    sources: [
      ...factIds.map((id) => figureOfFact(id, language)),
      ...(city
        ? [figureOfCityCost(city, "rentOneBedroom", language), figureOfCityCost(city, "rentThreeBedroom", language)]
        : []),
    ],
  };
}
