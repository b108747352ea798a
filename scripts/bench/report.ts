import { writeFileSync } from "node:fs";

/**
 * The performance report's Markdown: each part is printed to stdout as soon as it is measured (a
 * long run shows its progress) and kept, so `save` can write the whole report to `BENCH_REPORT`.
 * The format is committed (README "Performance report"): a heading and a table per section, so two
 * reports can be compared line by line with `diff`.
 */
export type Report = {
  heading(title: string, level?: 1 | 2): void;
  paragraph(text: string): void;
  /** `align`: one letter per column, "r" right-aligns it (figures), anything else leaves it left. */
  table(headers: string[], rows: (string | number)[][], align?: string): void;
  save(path: string | undefined): void;
};

export function createReport(write: (text: string) => void = (text) => process.stdout.write(text)): Report {
  const parts: string[] = [];
  const emit = (block: string) => {
    parts.push(block);
    write(`${block}\n\n`);
  };
  // A pipe in a cell (a path with a query never has one, an error message might) would split it.
  const cell = (value: string | number) => String(value).replaceAll("|", "\\|").replaceAll("\n", " ");
  return {
    heading(title, level = 2) {
      emit(`${"#".repeat(level)} ${title}`);
    },
    paragraph(text) {
      emit(text);
    },
    table(headers, rows, align = "") {
      const rule = headers.map((_, index) => (align[index] === "r" ? "---:" : "---"));
      const line = (cells: (string | number)[]) => `| ${cells.map(cell).join(" | ")} |`;
      emit([line(headers), `|${rule.join("|")}|`, ...rows.map(line)].join("\n"));
    },
    save(path) {
      if (path) writeFileSync(path, `${parts.join("\n\n")}\n`);
    },
  };
}

/** What the run is doing, on stderr: the report on stdout stays the report alone. */
export function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");
