import type { TFunction } from "i18next";
import { toolChoices } from "../../../content/calculators/tool-choices.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { cityNameKey } from "./city-name-key.ts";
import type { ToolLinksView } from "./tool-links.tsx";

/**
 * The calculators that help on a visa page (the budget and the timeline, when the registry can
 * price or time that visa), on a city guide (the city's cost of living) or elsewhere (all tools).
 */
export function toolLinksFor(
  about: { visa?: string; city?: string },
  t: TFunction,
  from: { search: string },
): ToolLinksView {
  const links: ToolLinksView = [];
  const { visa, city } = about;
  if (city && toolChoices.cities.includes(city)) {
    links.push({
      key: "cost-of-living",
      href: keepLanguage(`/tools/cost-of-living?${new URLSearchParams({ city })}`, from),
      label: t("tools.links.costOfLiving", { city: t(cityNameKey(city)) }),
    });
  }
  if (visa && toolChoices.budgetVisas.includes(visa)) {
    links.push({
      key: "budget",
      href: keepLanguage(`/tools/budget?${new URLSearchParams({ visa })}`, from),
      label: t("tools.links.budget"),
    });
  }
  if (visa && toolChoices.timelineVisas.includes(visa)) {
    links.push({
      key: "timeline",
      href: keepLanguage(`/tools/timeline?${new URLSearchParams({ visa })}`, from),
      label: t("tools.links.timeline"),
    });
  }
  links.push({ key: "all", href: keepLanguage("/tools", from), label: t("tools.links.all") });
  return links;
}
