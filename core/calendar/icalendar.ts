import { addDays } from "../paris-date.ts";

/*
 * A minimal RFC 5545 writer for what Passerelle publishes: all-day events with display alarms.
 * Written by hand rather than with a library because the subset is small and the library would
 * only add weight; the unit test checks the output against a real parser (ical.js).
 */

/** One all-day event (a deadline or the first day of a window). */
export type CalendarEvent = {
  /** Stable across regenerations, globally unique, e.g. "permit-<uuid>-renewal-last-day@passerelle". */
  uid: string;
  /** ISO day "YYYY-MM-DD": an all-day event on that day (DTSTART;VALUE=DATE, DTEND the next day). */
  day: string;
  /** Optional last day (inclusive) for an event spanning several days; DTEND is the day after it. */
  lastDay?: string;
  summary: string;
  description?: string;
  /** Absolute https/http URL, put in URL and appended to DESCRIPTION. */
  url?: string;
  /**
   * VALARM display alarms this many days before the event, at 09:00 local time of that day (see
   * alarmTrigger).
   */
  alarmDaysBefore?: number[];
};

export type Calendar = {
  /** PRODID, e.g. "-//Passerelle//Permit calendar//EN". */
  productId: string;
  /** X-WR-CALNAME and NAME (RFC 7986). */
  name: string;
  events: CalendarEvent[];
  /** DTSTAMP of every event (the generation time). */
  stamp: Date;
};

/** The whole VCALENDAR text, CRLF line endings, lines folded at 75 octets (UTF-8 aware, never splitting a multi-byte character), TEXT values escaped (backslash, semicolon, comma, newline), VERSION:2.0, CALSCALE:GREGORIAN, METHOD:PUBLISH. */
export function toICalendar(calendar: Calendar): string {
  requireText(calendar.productId, "productId");
  requireText(calendar.name, "name");
  if (Number.isNaN(calendar.stamp.getTime())) throw new Error("iCalendar: stamp is an invalid Date");
  const stamp = `${calendar.stamp.toISOString().slice(0, 19).replaceAll(/[-:]/g, "")}Z`;

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${escapeText(calendar.name)}`,
    // RFC 7986's NAME is recent; widespread clients still name a subscribed feed from the older X- name.
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  // A repeated UID would make clients merge two deadlines into one and silently drop the other.
  const uids = new Set<string>();
  // RFC 5545 wants at least one component, but an empty feed must stay subscribable (no deadline
  // yet); parsers accept it in practice (ical.js does).
  for (const event of calendar.events) {
    if (uids.has(event.uid)) throw new Error(`iCalendar: duplicate uid "${event.uid}"`);
    uids.add(event.uid);
    lines.push(...eventLines(event, stamp));
  }
  lines.push("END:VCALENDAR");
  // Every line, the last one included, ends with CRLF (RFC 5545 §3.1).
  return lines.map((line) => `${fold(line)}\r\n`).join("");
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  requireText(event.uid, "uid");
  requireText(event.summary, `summary of "${event.uid}"`);
  const first = checkedDay(event.day, event.uid);
  const last = event.lastDay === undefined ? first : checkedDay(event.lastDay, event.uid);
  // ISO days compare correctly as strings.
  if (last < first) throw new Error(`iCalendar: lastDay ${last} is before day ${first} in "${event.uid}"`);
  const url = event.url === undefined ? undefined : checkedUrl(event.url, event.uid);
  const description = [event.description, url].filter((part) => part !== undefined && part !== "").join("\n\n");

  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(first)}`,
    // DTEND of an all-day event is exclusive (RFC 5545 §3.6.1), hence the day after the last one.
    `DTEND;VALUE=DATE:${basicDate(addDays(last, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (description !== "") lines.push(`DESCRIPTION:${escapeText(description)}`);
  // URI values are not TEXT: they take no backslash escaping (RFC 5545 §3.3.13).
  if (url !== undefined) lines.push(`URL:${url}`);
  // A deadline is a reminder, not a meeting: without this the whole day shows as busy (OPAQUE is the default).
  lines.push("TRANSP:TRANSPARENT");
  for (const days of event.alarmDaysBefore ?? []) {
    if (!Number.isSafeInteger(days) || days < 0) {
      throw new Error(`iCalendar: alarm of "${event.uid}" must be a whole number of days >= 0, got ${days}`);
    }
    lines.push(
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      // DISPLAY alarms must carry a DESCRIPTION (RFC 5545 §3.6.6); the summary is what to show.
      `DESCRIPTION:${escapeText(event.summary)}`,
      // Relative to the all-day start, i.e. midnight local time (floating) of the event's day.
      `TRIGGER:${alarmTrigger(days)}`,
      "END:VALARM",
    );
  }
  lines.push("END:VEVENT");
  return lines;
}

function requireText(value: string, what: string): void {
  if (value.trim() === "") throw new Error(`iCalendar: ${what} must not be empty`);
}

function checkedDay(day: string, uid: string): string {
  // Date would silently roll 2026-02-30 over to 2 March, so the day must read back unchanged.
  const moment = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(moment.getTime()) || moment.toISOString().slice(0, 10) !== day) {
    throw new Error(`iCalendar: "${day}" is not a calendar day YYYY-MM-DD in "${uid}"`);
  }
  return day;
}

function checkedUrl(url: string, uid: string): string {
  const parsed = URL.parse(url);
  if (parsed === null || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
    throw new Error(`iCalendar: url "${url}" of "${uid}" is not an absolute http(s) URL`);
  }
  // The serialised form percent-encodes spaces and the like, which a URI value may not contain.
  return parsed.href;
}

function basicDate(isoDay: string): string {
  return isoDay.replaceAll("-", "");
}

/** RFC 5545 §3.3.11. */
function escapeText(text: string): string {
  return (
    text
      .replaceAll("\\", "\\\\")
      .replaceAll(";", "\\;")
      .replaceAll(",", "\\,")
      .replaceAll(/\r\n|\r|\n/g, "\\n")
      // TEXT may not hold other control characters; some parsers reject the whole file for one.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
      .replaceAll(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/** RFC 5545 §3.1: at most 75 octets a line, continued by CRLF and one space. */
function fold(line: string): string {
  let folded = "";
  let octets = 0;
  // for…of walks code points, so a surrogate pair is never cut; counting UTF-8 octets (not UTF-16
  // units) keeps Arabic and accented letters whole, which would otherwise arrive as mojibake.
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > 75) {
      folded += "\r\n ";
      // The leading space counts towards the 75 octets of the continuation line.
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  // A lone surrogate is encoded as U+FFFD, three octets, like the rest of the BMP.
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * An alarm N days before an all-day event, at 09:00 of that day: the trigger is relative to the
 * event's start, midnight local time, and a reminder at midnight wakes nobody up to act on it.
 * 7 days before → "-P6DT15H" (midnight minus 6 days 15 hours); the day itself → "PT9H".
 */
export function alarmTrigger(days: number): string {
  return days === 0 ? "PT9H" : days === 1 ? "-PT15H" : `-P${days - 1}DT15H`;
}
