import type { FunnelPeriod } from "../../../core/analytics/funnel-periods.ts";
import type { Db } from "../../db/database.ts";
import type { AnalyticsEventName } from "../../db/schema.ts";

export const funnelSteps = [
  "visits",
  "wizard_started",
  "wizard_completed",
  "email_captured",
  "purchase_completed",
] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export type FunnelRow = {
  step: FunnelStep;
  count: number;
  /** This step's count over the previous step's, 0 to 1 (or above); null for the first step or after a zero. */
  conversion: number | null;
};

export type DashboardFigures = {
  periodDays: FunnelPeriod;
  /** Addresses captured within the last 7 days. */
  emailCapturesThisWeek: number;
  assessmentsLast7Days: number;
  assessmentsLast30Days: number;
  /** Consultation requests not yet done or declined. */
  consultationRequestsOpen: number;
  funnel: FunnelRow[];
};

const dayMs = 24 * 60 * 60_000;

function since(now: Date, days: number): string {
  return new Date(now.getTime() - days * dayMs).toISOString();
}

/**
 * The administrator's dashboard: the counts of the last days from the business tables,
 * and the funnel from the consented analytics events (ADR 0040). The funnel's first step counts
 * visitors (distinct random ids that viewed a page), the others count events; each step's
 * conversion is from the step before. Only consenting visitors are in the funnel, while the counts
 * above it include everyone: the two are not to be compared.
 */
export async function dashboardFigures(db: Db, periodDays: FunnelPeriod, now = new Date()): Promise<DashboardFigures> {
  const count = async (table: "email_captures" | "assessments", days: number) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("n"))
      .where("created_at", ">=", since(now, days))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const open = await db
    .selectFrom("consultation_requests")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "not in", ["done", "declined"] as never[])
    .executeTakeFirst();

  const from = since(now, periodDays);
  const visits = await db
    .selectFrom("analytics_events")
    .select((eb) => eb.fn.count("visitor_id").distinct().as("n"))
    .where("name", "=", "page_view")
    .where("created_at", ">=", from)
    .executeTakeFirst();
  const byName = await db
    .selectFrom("analytics_events")
    .select(["name", (eb) => eb.fn.countAll().as("n")])
    .where("name", "!=", "page_view")
    .where("created_at", ">=", from)
    .groupBy("name")
    .execute();
  const events = new Map<AnalyticsEventName, number>(byName.map((row) => [row.name, Number(row.n)]));

  const counts = funnelSteps.map((step) => (step === "visits" ? Number(visits?.n ?? 0) : (events.get(step) ?? 0)));
  const funnel = funnelSteps.map((step, index) => {
    const previous = index === 0 ? 0 : (counts[index - 1] ?? 0);
    const value = counts[index] ?? 0;
    return { step, count: value, conversion: previous > 0 ? value / previous : null };
  });

  return {
    periodDays,
    emailCapturesThisWeek: await count("email_captures", 7),
    assessmentsLast7Days: await count("assessments", 7),
    assessmentsLast30Days: await count("assessments", 30),
    consultationRequestsOpen: Number(open?.n ?? 0),
    funnel,
  };
}
