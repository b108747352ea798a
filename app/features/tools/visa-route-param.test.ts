import { describe, expect, it } from "vitest";
import { toolChoices } from "../../../content/calculators/tool-choices.ts";
import { findVisa } from "../../../content/visas/visa-catalogue.ts";
import { supportedLanguages } from "../../../core/languages.ts";
import { visaChoices } from "./tool-page.server.ts";
import { withVisaRoute } from "./visa-route-param.ts";

// The calculators list each visa route once and read an alias in their address as its route.
describe("the calculators' visas", () => {
  it.each(supportedLanguages)("lists each route once, under the catalogue's name, in %s", (language) => {
    for (const slugs of [toolChoices.budgetVisas, toolChoices.timelineVisas]) {
      const options = visaChoices(slugs, language);
      const labels = options.map((option) => option.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const option of options) expect(option.label).toBe(findVisa(option.value)?.name[language]);
      expect(options.map((option) => option.value)).not.toContain("eu-blue-card");
      expect(options.map((option) => option.value)).toContain("carte-bleue-ue");
    }
  });

  it("reads an alias in the address as its route, and leaves every other value as it came", () => {
    const read = (query: string) => withVisaRoute(new URLSearchParams(query)).toString();
    expect(read("visa=eu-blue-card&mode=asap")).toBe("visa=carte-bleue-ue&mode=asap");
    expect(read("visa=student-vls")).toBe("visa=etudiant");
    expect(read("visa=travailleur-independant")).toBe("visa=auto-entrepreneur");
    expect(read("visa=salarie&city=lyon")).toBe("visa=salarie&city=lyon");
    expect(read("visa=moon-visa")).toBe("visa=moon-visa");
    expect(read("city=lyon")).toBe("city=lyon");
  });
});
