import { z } from "zod";
import { dateTimeFormat } from "../intl-formats.ts";
import { auditActions, auditTargetTypes } from "./audit-actions.ts";

/**
 * What the audit screen and GET /api/admin/audit accept as filters and paging (ADR 0044). One
 * schema for both, so a bad value is the same translated 400 from the API and the same message on
 * the page. Messages are API message keys (content/messages/audit-messages.ts).
 */
export const auditPageSize = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "admin_audit_date_invalid")
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && toDay(value) === value,
    "admin_audit_date_invalid",
  );

/**
 * A page boundary: the created_at and id of the entry next to it, so paging stays right while
 * entries are added (an offset would shift by the new ones).
 */
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_([A-Za-z0-9-]{1,64})$/;
const cursor = z.string().regex(cursorPattern, "admin_audit_page_invalid");

/**
 * An account's or a target's id: letters, digits, "-" and "_" (our ids and better-auth's). Checked,
 * not only bounded: PostgreSQL refuses a NUL byte in a text parameter with an error, not a miss.
 */
const reference = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "admin_audit_reference_invalid");

export const auditFilterSchema = z
  .object({
    action: z.enum(auditActions, "admin_audit_action_invalid").optional(),
    actor: reference.optional(),
    targetType: z.enum(auditTargetTypes, "admin_audit_target_invalid").optional(),
    targetId: reference.optional(),
    from: day.optional(),
    to: day.optional(),
    before: cursor.optional(),
    after: cursor.optional(),
  })
  .refine((filter) => !(filter.from && filter.to && filter.from > filter.to), {
    message: "admin_audit_date_range_invalid",
    path: ["to"],
  })
  .refine((filter) => !(filter.before && filter.after), { message: "admin_audit_page_invalid", path: ["after"] });
export type AuditFilter = z.output<typeof auditFilterSchema>;

export type AuditCursor = { createdAt: string; id: string };

export function encodeAuditCursor(entry: AuditCursor): string {
  return `${entry.createdAt}_${entry.id}`;
}

export function decodeAuditCursor(value: string): AuditCursor | null {
  const match = cursorPattern.exec(value);
  return match ? { createdAt: match[1] as string, id: match[2] as string } : null;
}

function toDay(value: string): string {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10);
}

const parisParts = dateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** How far Paris is ahead of UTC at an instant, in milliseconds (Intl knows daylight saving). */
function parisOffset(at: number): number {
  const parts = Object.fromEntries(parisParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a calendar day starts in Paris, as the ISO string the log stores. The screen shows
 * times in Paris (the business's clock), so "from 24 November" must mean Paris's 24 November,
 * not UTC's. Clocks change at 02:00 or 03:00, so midnight itself is never ambiguous.
 */
export function parisDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const first = utcMidnight - parisOffset(utcMidnight);
  return new Date(utcMidnight - parisOffset(first)).toISOString();
}

/** The day after a calendar day (yyyy-mm-dd), for "up to and including" a day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
