// `npm run facts:report`: every figure of the facts registry as in force today in Paris, with its
// unit, kind, source, checked-on date and age; the figures not compared with their source for six
// months; and the changes of value entered ahead for the next 90 days (ADR 0057). Run it monthly
// (README, "Facts"). Informational: exits 0. `-- --date 2026-05-31` reports another day.
import { ageInDays, isStale } from "../content/facts/fact-age.ts";
import { changesBetween, factIds, factOn } from "../content/facts/fact-on.ts";
import { kindOf } from "../content/facts/fact-types.ts";
import { formatFact, formatFactDate } from "../content/facts/format-fact.ts";
import { addDays, parisDate } from "../core/paris-date.ts";

const dateFlag = process.argv.indexOf("--date");
const requested = dateFlag >= 0 ? process.argv[dateFlag + 1] : undefined;
if (requested !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(requested)) {
  console.error("facts:report: --date takes a day as YYYY-MM-DD");
  process.exit(2);
}
const today = requested ?? parisDate();
const horizonDays = 90;

const ids = factIds();
const rows = ids.map((id) => {
  const fact = factOn(id, today);
  const age = ageInDays(fact.checkedOn, today);
  return {
    flag: isStale(fact.checkedOn, today) ? "STALE" : "ok",
    id,
    value: formatFact(fact, "en"),
    since: fact.since ?? "",
    kind: kindOf(fact),
    checkedOn: fact.checkedOn,
    age: `${age} d`,
    source: fact.source.url,
  };
});

const columns = ["flag", "id", "value", "since", "kind", "checkedOn", "age", "source"] as const;
const widths = columns.map((column) =>
  // The source URL is the last column: it is never padded.
  column === "source" ? 0 : Math.max(column.length, ...rows.map((row) => row[column].length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, index) => cell.padEnd(widths[index]!))
    .join("  ")
    .trimEnd();

console.log(`Facts in force on ${today} (Paris)\n`);
console.log(line([...columns]));
for (const row of rows) console.log(line(columns.map((column) => row[column])));

const stale = rows.filter((row) => row.flag === "STALE");
const estimates = rows.filter((row) => row.kind === "our-estimate").length;
console.log(
  `\n${rows.length} facts, ${stale.length} checked more than six months ago${stale.length ? ` (${stale.map((row) => row.id).join(", ")})` : ""}, ${estimates} labelled as our estimate.`,
);

const horizon = addDays(today, horizonDays);
const scheduled = changesBetween(today, horizon);
console.log(`\nChanges scheduled from ${addDays(today, 1)} to ${horizon}:`);
if (scheduled.length === 0) console.log("  none entered ahead — check the sources for announced revaluations.");
for (const change of scheduled) {
  const fact = factOn(change.id, change.from);
  const previous = formatFact({ ...fact, value: change.previous }, "en");
  console.log(`  ${formatFactDate(change.from, "en")}: ${change.id} ${previous} -> ${formatFact(fact, "en")}`);
}

// The last change of each fact that has a history, so the report shows what moved and when.
const changed = ids
  .map((id) => ({ id, fact: factOn(id, today) }))
  .filter(({ fact }) => fact.previous)
  .map(
    ({ id, fact }) =>
      `  ${id}: ${formatFact(fact, "en")} since ${fact.since} (${formatFact({ ...fact, value: fact.previous!.value }, "en")} before)${fact.basis ? ` — ${fact.basis}` : ""}`,
  );
console.log(`\nLast change of each dated fact:`);
for (const entry of changed) console.log(entry);
