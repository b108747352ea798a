import { describe, expect, it } from "vitest";
import { detailedAssessmentHref } from "./detailed-assessment-href.ts";

describe("the quick wizard's link to the detailed assessment", () => {
  it("proposes the nationality and the purpose the profession says", () => {
    expect(detailedAssessmentHref({ country: "MA", profession: "student" })).toBe(
      "/assessment?nationality=MA&purpose=study",
    );
    expect(detailedAssessmentHref({ country: "DZ", profession: "retiree" })).toBe(
      "/assessment?nationality=DZ&purpose=retire",
    );
    expect(detailedAssessmentHref({ country: "IN", profession: "tech" })).toBe(
      "/assessment?nationality=IN&purpose=work",
    );
  });

  it("leaves the purpose to the person when the profession does not say it", () => {
    expect(detailedAssessmentHref({ country: "LB", profession: "business" })).toBe("/assessment?nationality=LB");
    expect(detailedAssessmentHref({ country: "LB", profession: "constructor" })).toBe("/assessment?nationality=LB");
    expect(detailedAssessmentHref({ country: "", profession: "" })).toBe("/assessment");
  });
});
