import { dateTimeFormat } from "./intl-formats.ts";

/**
 * The calendar date in Paris (YYYY-MM-DD) at a moment: the day French law counts in. A figure
 * revalued "from 1 June 2026" applies from midnight in Paris, whatever the server's own time zone
 * or the visitor's; every dated lookup of the facts registry goes through this (ADR 0057).
 */
export function parisDate(moment: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD; the formatter is made once (core/intl-formats.ts).
  return dateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(moment);
}

/** An ISO date plus a number of days (negative to go back), as an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const moment = new Date(`${isoDate}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}
