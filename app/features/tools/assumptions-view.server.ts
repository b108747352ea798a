import type { TFunction } from "i18next";
import {
  budgetRules,
  costOfLivingRules,
  estimatedOn,
  housingForHousehold,
  timelineWeeks,
} from "../../../content/calculators/estimates.ts";
import type { ToolId } from "../../../core/calculators/tool-query.ts";
import type { ToolFormats } from "./tool-formats.server.ts";

/**
 * "How we calculate": every rule of content/calculators/estimates.ts a tool uses, as sentences in
 * the reader's language with the rule's own numbers. Shown under each result, labelled as our
 * estimates; the city figures' own basis is in the sources list beside it.
 */
export type AssumptionsView = {
  intro: string;
  rules: string[];
};

function costRules(t: TFunction, format: ToolFormats): string[] {
  const { rent, utilities, extraPersonWeight, food, otherShare } = costOfLivingRules;
  return [
    t("tools.assumptions.rentStudio", { share: format.share(rent.studio.oneBedroom) }),
    t("tools.assumptions.rentTwoBedroom"),
    t("tools.assumptions.rentHouse", { share: format.share(rent.house.threeBedroom - 1) }),
    t("tools.assumptions.utilities", {
      studio: format.multiple(utilities.studio),
      twoBedroom: format.multiple(utilities["two-bedroom"]),
      house: format.multiple(utilities.house),
    }),
    t("tools.assumptions.people", { weight: format.number(extraPersonWeight) }),
    t("tools.assumptions.lifestyle", {
      minimal: format.multiple(food.minimal),
      comfortable: format.multiple(food.comfortable),
    }),
    t("tools.assumptions.other", {
      minimal: format.share(otherShare.minimal),
      moderate: format.share(otherShare.moderate),
      comfortable: format.share(otherShare.comfortable),
    }),
  ];
}

/** "1–2 people: one-bedroom flat; 3–4 people: …", grouped from the rule's own list. */
function homeRules(t: TFunction, format: ToolFormats): string {
  const groups: { from: number; to: number; housing: string }[] = [];
  housingForHousehold.forEach((housing, index) => {
    const last = groups.at(-1);
    if (last && last.housing === housing) last.to = index + 1;
    else groups.push({ from: index + 1, to: index + 1, housing });
  });
  return groups
    .map((group) =>
      t(group.from === group.to ? "tools.assumptions.homeRuleOne" : "tools.assumptions.homeRule", {
        from: format.number(group.from),
        to: format.number(group.to),
        housing: t(`tools.form.housingOptions.${group.housing as (typeof housingForHousehold)[number]}`),
      }),
    )
    .join(t("cities.listSeparator"));
}

function budgetRuleTexts(t: TFunction, format: ToolFormats): string[] {
  return [
    t("tools.assumptions.homeForHousehold", { rules: homeRules(t, format) }),
    t("tools.assumptions.travel", { amount: format.euros(budgetRules.unfurnished.travelPerPerson) }),
    t("tools.assumptions.setup", {
      unfurnished: format.euros(budgetRules.unfurnished.setup),
      furnished: format.euros(budgetRules.furnished.setup),
    }),
    t("tools.assumptions.emergency", { months: format.months(budgetRules.unfurnished.emergencyFundMonths) }),
  ];
}

function timelineRuleTexts(t: TFunction, format: ToolFormats): string[] {
  return [
    t("tools.assumptions.weeks", {
      research: format.weeks(timelineWeeks.researchWeeks),
      application: format.weeks(timelineWeeks.applicationWeeks),
      travel: format.weeks(timelineWeeks.travelWeeks),
      settling: format.weeks(timelineWeeks.settlingWeeks),
    }),
  ];
}

export function assumptionsView(tool: ToolId, t: TFunction, format: ToolFormats): AssumptionsView {
  const rules =
    tool === "timeline"
      ? timelineRuleTexts(t, format)
      : tool === "budget"
        ? [...budgetRuleTexts(t, format), ...costRules(t, format)]
        : costRules(t, format);
  return {
    intro: t("tools.assumptions.intro", { date: format.date(estimatedOn) }),
    rules,
  };
}
