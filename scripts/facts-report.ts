// `npm run facts:report`: every figure of the facts registry with its value, unit, kind, source,
// checked-on date and age in days; figures checked more than six months ago are flagged so they
// are compared with their source again (decisions.md, "Visa facts"). Informational: exits 0.
import { ageInDays, isStale } from "../content/facts/fact-age.ts";
import { type Fact, kindOf } from "../content/facts/fact-types.ts";
import { facts } from "../content/facts/facts.ts";
import { formatFact } from "../content/facts/format-fact.ts";

const today = new Date().toISOString().slice(0, 10);

const rows = (Object.entries(facts) as [string, Fact][]).map(([id, fact]) => {
  const age = ageInDays(fact.checkedOn, today);
  return {
    flag: isStale(fact.checkedOn, today) ? "STALE" : "ok",
    id,
    value: formatFact(fact, "en"),
    unit: fact.unit,
    kind: kindOf(fact),
    checkedOn: fact.checkedOn,
    age: `${age} d`,
    source: fact.source.url,
  };
});

const columns = ["flag", "id", "value", "unit", "kind", "checkedOn", "age", "source"] as const;
const widths = columns.map((column) =>
  // The source URL is the last column: it is never padded.
  column === "source" ? 0 : Math.max(column.length, ...rows.map((row) => row[column].length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, index) => cell.padEnd(widths[index]!))
    .join("  ")
    .trimEnd();

console.log(line([...columns]));
for (const row of rows) console.log(line(columns.map((column) => row[column])));

const stale = rows.filter((row) => row.flag === "STALE");
const estimates = rows.filter((row) => row.kind === "our-estimate").length;
console.log(
  `\n${rows.length} facts, ${stale.length} checked more than six months ago${stale.length ? ` (${stale.map((row) => row.id).join(", ")})` : ""}, ${estimates} labelled as our estimate.`,
);
