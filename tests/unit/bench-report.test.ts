import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createReport } from "../../scripts/bench/report.ts";
import { inLanguage } from "../../scripts/bench/routes.ts";

// ADR 0051: the report's format is committed (Markdown tables, compared with diff, pasted into
// issues), and BENCH_REPORT must hold what was printed. No figure is asserted here.
describe("the performance report's format", () => {
  it("prints Markdown tables, a cell's pipe escaped, and saves exactly what it printed", () => {
    let printed = "";
    const report = createReport((text) => {
      printed += text;
    });
    report.heading("Throughput");
    report.table(
      ["page", "req/s"],
      [
        ["health", 812],
        ["not measured: a | b", "n/a"],
      ],
      "lr",
    );
    const dir = mkdtempSync(join(tmpdir(), "bench-report-"));
    try {
      const file = join(dir, "report.md");
      report.save(file);
      expect(printed).toBe(
        "## Throughput\n\n| page | req/s |\n|---|---:|\n| health | 812 |\n| not measured: a \\| b | n/a |\n\n",
      );
      expect(readFileSync(file, "utf8")).toBe(printed.replace(/\n\n$/, "\n"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("adds the language to an address without rewriting its query", () => {
    expect(inLanguage("/paris-guide", "ar")).toBe("/paris-guide?lang=ar");
    expect(inLanguage("/city-comparison?cities=paris,lyon,nice", "en")).toBe(
      "/city-comparison?cities=paris,lyon,nice&lang=en",
    );
  });
});
