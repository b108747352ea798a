import { describe, expect, it } from "vitest";
import { packageChoices } from "../../app/features/advisor/plan-options.server.ts";
import { planSummary } from "../../app/features/dashboard/dashboard-view.server.ts";
import { caseFormats } from "../../app/lib/dashboard-formats.server.ts";
import { advisorAr } from "../../content/i18n/advisor-ar.ts";
import { advisorEn } from "../../content/i18n/advisor-en.ts";
import { advisorFr } from "../../content/i18n/advisor-fr.ts";
import { dashboardAr } from "../../content/i18n/dashboard-ar.ts";
import { dashboardEn } from "../../content/i18n/dashboard-en.ts";
import { dashboardFr } from "../../content/i18n/dashboard-fr.ts";
import { auditValue } from "../../core/back-office/audit-sentence.ts";
import { casePackageView, legacyCaseTiers } from "../../core/case/case-package.ts";
import { supportedLanguages } from "../../core/languages.ts";
import { dfyPackages, subscriptionPlans } from "../../core/plans-catalogue.ts";
import type { CaseView } from "../../server/modules/cases/case-view.ts";

/**
 * One name per thing: every name of a client's package that the advisor workspace and
 * the dashboard show is the catalogue's (core/plans-catalogue.ts) — the advisor's choices, the
 * client's plan facts, the case header (the same view), the audit log — and their word catalogs
 * hold no package or tier names of their own to drift from it.
 */
const catalogueNames = dfyPackages.map((plan) => plan.name);
/** Every value relocation_plans.tier may hold: the package ids, and the legacy tiers. */
const storedValues = [...dfyPackages.map((plan) => plan.id), ...Object.keys(legacyCaseTiers)];

function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

describe("package names in the advisor workspace and the dashboard", () => {
  it("offers the advisor every package of the catalogue, by its name", () => {
    expect(packageChoices()).toEqual(dfyPackages.map((plan) => ({ value: plan.id, label: plan.name })));
  });

  it.each(storedValues)("shows a plan stored as %s under a catalogue name, in every language", (stored) => {
    const view = {
      name: "Move to Lyon",
      visaSlug: "salarie",
      package: casePackageView(stored),
      status: "active",
      phase: "planning",
      adults: 1,
      children: 0,
      targetArrival: null,
    } as unknown as CaseView;
    for (const language of supportedLanguages) {
      const summary = planSummary(view, language, caseFormats(language, new Date()), new URL("http://localhost/"));
      expect(catalogueNames).toContain(summary.packageName);
    }
    expect(catalogueNames).toContain(view.package?.name);
  });

  it.each(storedValues)("names the package of a plan stored as %s in the audit log by the catalogue", (stored) => {
    const value = auditValue("relocation_plan", "tier", stored);
    expect(value.kind).toBe("text");
    expect(catalogueNames).toContain(value.kind === "text" ? value.text : "");
  });

  it("keeps no package or tier names in the advisor's and the dashboard's words", () => {
    const formerTierWords = ["essential", "standard", "premium", "essentiel", "أساسية", "قياسية", "مميزة"];
    const productNames = [...catalogueNames, ...subscriptionPlans.map((plan) => plan.name)];
    const catalogs = { advisorEn, advisorFr, advisorAr, dashboardEn, dashboardFr, dashboardAr };
    for (const [catalog, words] of Object.entries(catalogs)) {
      for (const [path, text] of strings(words)) {
        expect(path, `${catalog}.${path}`).not.toMatch(/(^|\.)tiers?(\.|$)/);
        expect(formerTierWords, `${catalog}.${path}`).not.toContain(text.trim().toLocaleLowerCase());
        for (const name of productNames) expect(text, `${catalog}.${path}`).not.toContain(name);
      }
    }
  });
});
