import { type AssistantFigures, describeMiss, share } from "./assistant.ts";
import type { comparisonSvgSizes } from "./city-comparison.ts";
import type { cachedGuideLatency, Latencies } from "./commerce.ts";
import type { EligibilityFigures } from "./eligibility.ts";
import { ms, type Report } from "./report.ts";

type Figures = {
  checkout: Latencies;
  guide: Awaited<ReturnType<typeof cachedGuideLatency>>;
  svg: Awaited<ReturnType<typeof comparisonSvgSizes>>;
  assistant: AssistantFigures;
  eligibility: EligibilityFigures;
};

/**
 * Section "Other measures": the figures earlier work asked the bench for and still reads — the
 * checkout and the cached guide PDF (ADR 0028), the comparison's SVG (ADR 0030), the assistant's
 * retrieval (ADR 0041), the eligibility engine (ADR 0078) — one line each, and the assistant's
 * misses listed under it.
 */
export function reportOtherMeasures(report: Report, { checkout, guide, svg, assistant, eligibility }: Figures): void {
  const failed = (count: number) => (count ? ` (${count} failed)` : "");
  report.heading("Other measures");
  report.table(
    ["measure", "figure"],
    [
      [
        `checkout-session creation, test provider, ${checkout.count} requests at 20 concurrent`,
        `p50 ${ms(checkout.p50)} ms, p99 ${ms(checkout.p99)} ms${failed(checkout.failed)}`,
      ],
      [
        `cached starter guide PDF (${(guide.bytes / 1024).toFixed(0)} KiB), ${guide.count} downloads at 20 concurrent`,
        `p50 ${ms(guide.p50)} ms, p99 ${ms(guide.p99)} ms; first request ${guide.firstMs.toFixed(0)} ms (status ${guide.firstStatus})${failed(guide.failed)}`,
      ],
      ["city comparison SVG (map; costs chart)", `${svg.mapSvg} B; ${svg.costsChartSvg} B`],
      ["assistant knowledge base load (SQLite, seeded blog and FAQ)", `${assistant.loadMs.toFixed(0)} ms`],
      ["assistant retrieval", `${share(assistant.hits, assistant.questions)}: ${assistant.byLanguage}`],
      [
        `assistant built-in answerer, ${assistant.rounds} rounds × ${assistant.questions} questions`,
        `retrieval p50 ${assistant.retrievalP50Ms.toFixed(2)} ms, p95 ${assistant.retrievalP95Ms.toFixed(2)} ms; first delta p50 ${assistant.firstDeltaP50Ms.toFixed(2)} ms, p95 ${assistant.firstDeltaP95Ms.toFixed(2)} ms`,
      ],
      [
        `eligibility engine, all routes for one profile: ${eligibility.rounds} rounds × ${eligibility.profiles} case-table profiles (goal < 5 ms)`,
        `p50 ${eligibility.p50Ms.toFixed(3)} ms, p95 ${eligibility.p95Ms.toFixed(3)} ms, max ${eligibility.maxMs.toFixed(3)} ms`,
      ],
    ],
  );
  if (assistant.misses.length) report.paragraph(assistant.misses.map((miss) => `- ${describeMiss(miss)}`).join("\n"));
}
