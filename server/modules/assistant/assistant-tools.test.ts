import { describe, expect, it } from "vitest";
import { budgetForMove } from "../../../content/calculators/budget-for-move.ts";
import { costOfLivingFor } from "../../../content/calculators/cost-of-living-for-city.ts";
import { findCity } from "../../../content/cities/cities.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import { formatEuros } from "../../../content/visas/visa-costs.ts";
import { assistantTools, findAssistantTool, ToolArgumentsError } from "./assistant-tools.ts";

function tool(name: string) {
  const found = findAssistantTool(name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
}

describe("the assistant's read-only engine tools", () => {
  it("describe their arguments as a JSON Schema object a model can call", () => {
    expect(assistantTools.map((one) => one.name)).toEqual([
      "cost_of_living",
      "budget",
      "timeline",
      "visa_recommendation",
    ]);
    for (const one of assistantTools) {
      expect(one.parameters).toMatchObject({ type: "object" });
      expect(one.parameters).not.toHaveProperty("$schema");
    }
  });

  it("give the cost of living of a city from the same calculator as /tools/cost-of-living", () => {
    const lyon = findCity("lyon");
    if (!lyon) throw new Error("no Lyon");
    const expected = costOfLivingFor(lyon, { housing: "two-bedroom", people: 3, lifestyle: "moderate" });
    const result = tool("cost_of_living").run({ city: "lyon", people: 3 }, "fr");
    expect(result.text).toContain(formatEuros(expected.monthly.typical, "fr"));
    expect(result.text).toContain("3 personnes");
    expect(result.citations).toEqual([
      expect.objectContaining({
        kind: "tool",
        url: "/tools/cost-of-living?city=lyon&housing=two-bedroom&people=3&lifestyle=moderate&lang=fr",
      }),
    ]);
  });

  it("give a move's budget and a visa's timeline from the registry", () => {
    const budget = budgetForMove({
      city: "paris",
      visa: "salarie",
      income: 3000,
      savings: 5000,
      months: 6,
      people: 1,
      adults: 1,
      rental: "unfurnished",
    }).budget;
    const planned = tool("budget").run({ city: "paris", visa: "salarie", income: 3000, savings: 5000 }, "en");
    expect(planned.text).toContain(formatEuros(budget.total, "en"));
    expect(planned.citations[0]?.url).toMatch(/^\/tools\/budget\?city=paris&visa=salarie&income=3000/);

    const timeline = tool("timeline").run({ visa: "salarie" }, "en");
    expect(timeline.text).toContain(formatFact(currentFact("processing.employee"), "en"));
    expect(timeline.citations[0]).toMatchObject({ url: "/tools/timeline?visa=salarie&mode=asap&lang=en" });
  });

  it("recommend visas as the wizard does, and no visa for an EU citizen", () => {
    const options = tool("visa_recommendation").run({ country: "in", profession: "tech", income: "4k_6k" }, "en");
    expect(options.citations.map((citation) => citation.url)).toContain("/visa/eu-blue-card?lang=en");
    const european = tool("visa_recommendation").run({ country: "DE", profession: "tech", income: "4k_6k" }, "en");
    expect(european.citations).toEqual([]);
    expect(european.text).toMatch(/no visa/);
  });

  it("refuse arguments outside what the engines know", () => {
    expect(() => tool("cost_of_living").run({ city: "berlin" }, "en")).toThrow(ToolArgumentsError);
    expect(() => tool("budget").run({ city: "paris", visa: "salarie", income: -1 }, "en")).toThrow(ToolArgumentsError);
    expect(() => tool("timeline").run("salarie", "en")).toThrow(ToolArgumentsError);
    expect(() => tool("visa_recommendation").run({ country: "XX", profession: "tech", income: "4k_6k" }, "en")).toThrow(
      ToolArgumentsError,
    );
  });
});
