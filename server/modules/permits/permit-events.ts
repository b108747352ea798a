import { permitStepLinks, permitStepText } from "../../../content/permits/permit-calendar-text.ts";
import { visaRouteName } from "../../../content/visas/visa-routes.ts";
import type { CalendarEvent } from "../../../core/calendar/icalendar.ts";
import type { Language } from "../../../core/languages.ts";
import { reminderOffsets } from "../../../core/permits/permit-reminders.ts";
import type { PermitView } from "./permit-view.ts";

/**
 * A member's permits as calendar events, in their language: each dated step with what to do and
 * where, the route's name first so two permits stay apart. Steps done or behind are left out (a
 * calendar app would only ring for them); the deadlines carry alarms at the e-mail offsets, so a
 * member who subscribes is warned on the same days as by e-mail.
 */
export function permitEvents(permits: PermitView[], language: Language, today: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const permit of permits) {
    const route = visaRouteName(permit.routeSlug, language);
    for (const item of permit.calendar) {
      if (item.state === "done" || item.state === "passed" || item.state === "missed") continue;
      const text = permitStepText(item.kind, language, today);
      const deadline = item.kind === "vls-ts-validation" || item.kind === "permit-expires";
      events.push({
        uid: `permit-${permit.id}-${item.kind}@passerelle`,
        day: item.day,
        ...(item.lastDay ? { lastDay: item.lastDay } : {}),
        summary: `${text.title} — ${route}`,
        description: [text.what, text.bring].filter(Boolean).join("\n\n"),
        url: permitStepLinks[item.kind],
        ...(deadline ? { alarmDaysBefore: [...reminderOffsets] } : { alarmDaysBefore: [0] }),
      });
    }
  }
  return events;
}
