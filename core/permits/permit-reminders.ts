import { addDays, daysBetween } from "../calculators/iso-date.ts";
import { type PermitCalendarItem, type PermitRecord, type PermitRules, permitCalendar } from "./permit-calendar.ts";

/**
 * When a member hears of a deadline by e-mail: 90, 30 and 7 days before it and on the day. Ninety
 * days leaves time to gather papers and find an appointment; thirty and seven are the last calls;
 * the day itself is the one people miss.
 */
export const reminderOffsets = [90, 30, 7, 0] as const;

/** The deadlines reminded: the two that cost something when missed. */
export type ReminderKind = "vls-ts-validation" | "renewal-last-day";

export type PermitReminder = {
  kind: ReminderKind;
  deadline: string;
  /** The reminder point reached (days before the deadline); part of the e-mail's once-only key. */
  offset: number;
  daysLeft: number;
};

function deadlinesOf(items: PermitCalendarItem[]): { kind: ReminderKind; day: string }[] {
  const deadlines: { kind: ReminderKind; day: string }[] = [];
  for (const item of items) {
    if (item.state === "done" || item.state === "missed") continue;
    if (item.kind === "vls-ts-validation") deadlines.push({ kind: item.kind, day: item.day });
    if (item.kind === "renewal-window" && item.lastDay) deadlines.push({ kind: "renewal-last-day", day: item.lastDay });
  }
  return deadlines;
}

/**
 * The reminders due today: for each open deadline, the latest reminder point reached (the nearest
 * offset whose day is today or behind, the deadline not yet passed). A clock that missed a day
 * still sends that point's reminder the next day, and a permit recorded 20 days before its
 * deadline gets the 30-day reminder at once, never the 90-day one too: the sender keys each
 * e-mail on (permit, kind, deadline, offset), so each point is e-mailed once.
 */
export function remindersDue(permit: PermitRecord, rules: PermitRules, today: string): PermitReminder[] {
  const due: PermitReminder[] = [];
  for (const { kind, day } of deadlinesOf(permitCalendar(permit, rules, today))) {
    const daysLeft = daysBetween(today, day);
    if (daysLeft < 0) continue;
    const reached = reminderOffsets.filter((offset) => daysBetween(addDays(day, -offset), today) >= 0);
    const offset = reached.at(-1);
    if (offset !== undefined) due.push({ kind, deadline: day, offset, daysLeft });
  }
  return due;
}

/**
 * How a member hears of their deadlines: an e-mail at each reminder point (the default), or one
 * summary every Monday of the deadlines within the first reminder offset, and no other e-mail.
 */
export const reminderCadences = ["each", "weekly"] as const;
export type ReminderCadence = (typeof reminderCadences)[number];

export type DeadlineAhead = { kind: ReminderKind; deadline: string; daysLeft: number };

/** The open deadlines from today to `reminderOffsets[0]` days ahead, nearest first: a weekly summary's lines. */
export function deadlinesAhead(permit: PermitRecord, rules: PermitRules, today: string): DeadlineAhead[] {
  const horizon = reminderOffsets[0];
  return deadlinesOf(permitCalendar(permit, rules, today))
    .map(({ kind, day }) => ({ kind, deadline: day, daysLeft: daysBetween(today, day) }))
    .filter((deadline) => deadline.daysLeft >= 0 && deadline.daysLeft <= horizon)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}
