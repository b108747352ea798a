import { z } from "zod";
import { daysBetween, isIsoDate } from "../calculators/iso-date.ts";
import { parisDate } from "../paris-date.ts";

/**
 * One attempt to get a prefecture appointment, as a member records it in the blocked-appointment
 * kit: the day, where they tried, what happened, and a short note (the message shown, a reference).
 * The record is the evidence a letter to the prefecture — or a judge — asks for, so it is dated by
 * the member and never before two years ago (an older attempt proves nothing about today's wait).
 */
export const attemptChannels = ["prefecture-website", "anef", "phone", "email", "in-person", "letter"] as const;
export const attemptOutcomes = ["no-slot", "unavailable", "no-answer", "turned-away", "other"] as const;
export type AttemptChannel = (typeof attemptChannels)[number];
export type AttemptOutcome = (typeof attemptOutcomes)[number];

/** A record long enough for months of weekly tries, short enough to read in one letter. */
export const maxAttemptsPerAccount = 100;
export const maxAttemptNoteLength = 300;
/** How far back an attempt may be dated. */
export const attemptOldestDays = 730;

export function appointmentAttemptSchema(today: string = parisDate()) {
  return z.object({
    attemptedOn: z
      .string({ error: "attempt_date_required" })
      .trim()
      .min(1, { error: "attempt_date_required", abort: true })
      .refine(isIsoDate, { error: "attempt_date_invalid", abort: true })
      .refine((day) => daysBetween(day, today) >= 0, { error: "attempt_date_future", abort: true })
      .refine((day) => daysBetween(day, today) <= attemptOldestDays, { error: "attempt_date_too_old" }),
    channel: z.enum(attemptChannels, { error: "attempt_channel_invalid" }),
    outcome: z.enum(attemptOutcomes, { error: "attempt_outcome_invalid" }),
    note: z
      .string({ error: "attempt_note_too_long" })
      .trim()
      .max(maxAttemptNoteLength, { error: "attempt_note_too_long" })
      .optional()
      .transform((note) => note ?? ""),
  });
}

export type AppointmentAttemptInput = z.output<ReturnType<typeof appointmentAttemptSchema>>;
