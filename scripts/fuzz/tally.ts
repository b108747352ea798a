import { labelOf } from "./discover-endpoints.ts";
import type { PlannedRequest } from "./plan-request.ts";
import type { RawResponse } from "./raw-request.ts";

export type Outcome = { index: number; planned: PlannedRequest; response: RawResponse };

type Row = { sent: number; "2xx": number; "3xx": number; "4xx": number; "5xx": number; none: number };
const classes = ["2xx", "3xx", "4xx", "5xx"] as const;
const keptExamples = 60;

/** Counts per endpoint and status, and keeps the first example of each distinct failure. */
export class Tally {
  readonly rows = new Map<string, Row>();
  readonly statuses = new Map<number, number>();
  sent = 0;
  serverErrors = 0;
  silent = 0;
  /** First 5xx of each (endpoint, mutation, status). */
  readonly serverErrorExamples = new Map<string, Outcome>();
  /** First request of each (endpoint, mutation) that got no answer at all. */
  readonly silentExamples = new Map<string, Outcome>();

  record(outcome: Outcome) {
    const label = labelOf(outcome.planned.endpoint);
    const row = this.rows.get(label) ?? { sent: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, none: 0 };
    this.rows.set(label, row);
    row.sent++;
    this.sent++;
    const { response, planned } = outcome;
    if (response.kind === "none") {
      row.none++;
      this.silent++;
      const key = `${label} | ${planned.mutation}`;
      if (!this.silentExamples.has(key) && this.silentExamples.size < keptExamples)
        this.silentExamples.set(key, outcome);
      return;
    }
    this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
    const statusClass = classes[Math.floor(response.status / 100) - 2];
    if (statusClass) row[statusClass]++;
    if (response.status >= 500) {
      this.serverErrors++;
      const key = `${label} | ${planned.mutation} | ${response.status}`;
      if (!this.serverErrorExamples.has(key) && this.serverErrorExamples.size < keptExamples) {
        this.serverErrorExamples.set(key, outcome);
      }
    }
  }
}
