import { describe, expect, it } from "vitest";
import { changeText } from "../../../content/eligibility/change-texts.ts";
import { eligibilityFiguresOn } from "../../../content/eligibility/eligibility-figures.ts";
import { reasonText, verdictLabel } from "../../../content/eligibility/eligibility-texts.ts";
import { routeName } from "../../../content/eligibility/eligibility-values.ts";
import { reportTexts } from "../../../content/eligibility/report-texts.ts";
import { factOn, isFactId } from "../../../content/facts/fact-on.ts";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { eligibilityCases } from "../../../core/eligibility/eligibility-cases.ts";
import { blankProfile } from "../../../core/eligibility/eligibility-profile.ts";
import { evaluateEligibility } from "../../../core/eligibility/evaluate-eligibility.ts";
import { supportedLanguages } from "../../../core/languages.ts";
import { type PrintNode, parsePrintMarkup } from "../guide-pdf/print-tree.ts";
import { type EligibilityReportSource, eligibilityReportHtml } from "./eligibility-report-document.ts";

const defaultStart = "2026-12-01";

function reportOf(testCase: (typeof eligibilityCases)[number]): EligibilityReportSource {
  const { nationality, purpose, plannedStart = defaultStart, ...rest } = testCase.profile;
  const profile = { ...blankProfile({ nationality, purpose, plannedStart }), ...rest };
  const result = evaluateEligibility(profile, eligibilityFiguresOn(plannedStart));
  return { profile, result, figuresDate: result.date, createdAt: "2026-11-20T10:00:00.000Z" };
}

/** The document's text as the printer gets it (print-tree.ts), white space collapsed. */
function textOf(node: PrintNode): string {
  return typeof node === "string" ? node : node.c.map(textOf).join(" ");
}
const collapsed = (text: string) => text.replace(/\s+/g, " ");

describe("the eligibility report's document", () => {
  it("prints, for every case of the engine's table and in every language, each reason, change and source", () => {
    for (const testCase of eligibilityCases) {
      const report = reportOf(testCase);
      for (const language of supportedLanguages) {
        // The printer's own reader refuses any markup it does not know: this is what Typst gets.
        const { title, body } = parsePrintMarkup(eligibilityReportHtml(report, language));
        const text = collapsed(textOf(body));
        const where = `${testCase.name} (${language})`;
        expect(title, where).toBe(reportTexts[language].title);
        expect(text, where).toContain(collapsed(reportTexts[language].disclaimer));
        for (const route of report.result.routes) {
          expect(text, where).toContain(routeName(route.slug, language));
          if (route.verdict === "not-applicable") continue;
          expect(text, where).toContain(verdictLabel(route.verdict, language));
          for (const reason of route.reasons) {
            expect(text, where).toContain(collapsed(reasonText(reason, language).sentence));
            if (reason.factId && isFactId(reason.factId)) {
              const fact = factOn(reason.factId, report.figuresDate);
              expect(text, where).toContain(fact.source.url);
              expect(text, where).toContain(fact.source.publisher);
              expect(text, where).toContain(formatCheckedOn(fact.checkedOn, language));
            }
          }
          for (const change of route.changes) expect(text, where).toContain(collapsed(changeText(change, language)));
        }
      }
    }
  });

  it("ranks the routes that apply first, in the engine's order, and lists the others after them", () => {
    const report = reportOf(eligibilityCases[0]!);
    const text = collapsed(textOf(parsePrintMarkup(eligibilityReportHtml(report, "en")).body));
    const applicable = report.result.routes.filter((route) => route.verdict !== "not-applicable");
    const others = report.result.routes.filter((route) => route.verdict === "not-applicable");
    expect(applicable.length).toBeGreaterThan(1);
    const positions = applicable.map((route, index) => text.indexOf(`${index + 1}. ${routeName(route.slug, "en")}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const notApplicableAt = text.indexOf(reportTexts.en.notApplicable);
    expect(notApplicableAt).toBeGreaterThan(positions.at(-1)!);
    for (const route of others) expect(text.lastIndexOf(routeName(route.slug, "en"))).toBeGreaterThan(notApplicableAt);
  });

  it("says so when no route applies", () => {
    const report = reportOf(eligibilityCases[0]!);
    const none = {
      ...report,
      result: {
        ...report.result,
        routes: report.result.routes.map((route) => ({ ...route, verdict: "not-applicable" as const })),
      },
    };
    for (const language of supportedLanguages) {
      expect(eligibilityReportHtml(none, language)).toContain(reportTexts[language].noRoutes);
    }
  });
});
