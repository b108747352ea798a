import { permitStepText } from "../../../content/permits/permit-calendar-text.ts";
import { visaRouteName } from "../../../content/visas/visa-routes.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { Db } from "../../../server/db/database.ts";
import { listPermits } from "../../../server/modules/permits/list-permits.ts";
import { caseFormats } from "../../lib/dashboard-formats.server.ts";

/**
 * The client's recorded permits and their dated steps, for the advisor's Overview tab, in the
 * advisor's language: the team sees the deadlines the client sees. Read-only here; the client
 * records and changes them on their dashboard.
 */
export async function clientPermitDates(db: Db, clientId: string, language: Language, now: Date) {
  const format = caseFormats(language, now);
  const today = parisDate(now);
  const permits = await listPermits(db, clientId, now);
  return permits.map((permit) => ({
    id: permit.id,
    route: visaRouteName(permit.routeSlug, language),
    expiry: format.date(permit.expiryDate),
    steps: permit.calendar.map((item) => ({
      key: `${item.kind}-${item.day}`,
      title: permitStepText(item.kind, language, today).title,
      dateText: item.lastDay
        ? `${format.date(item.day)} – ${format.date(item.lastDay)}`
        : format.stepDay(item.day, item.month),
      state: item.state,
    })),
  }));
}
