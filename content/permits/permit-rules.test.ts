import { describe, expect, it } from "vitest";
import { permitRulesOn } from "./permit-rules.ts";

describe("the permit calendar's figures come from the facts registry", () => {
  it("on 3 December 2026: CESEDA R431-5, L436-5, R431-15-1, the VLS-TS rule and CSS D160-2", () => {
    expect(permitRulesOn("2026-12-03")).toEqual({
      vlsTsValidationMonths: 3,
      renewalOpensDays: 120,
      renewalClosesDays: 60,
      prefectureMonths: 2,
      lateRenewalFee: 180,
      extensionCertificateMonths: 3,
      healthCoverResidenceMonths: 3,
    });
  });
});
