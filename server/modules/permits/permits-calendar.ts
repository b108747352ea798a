import { toICalendar } from "../../../core/calendar/icalendar.ts";
import { isLanguage, type Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { Db } from "../../db/database.ts";
import { listPermits } from "./list-permits.ts";
import { permitEvents } from "./permit-events.ts";

const calendarNames: Record<Language, string> = {
  en: "Passerelle — my permits",
  fr: "Passerelle — mes titres de séjour",
  ar: "Passerelle — بطاقات إقامتي",
};

/** The account's permit calendar as iCalendar text, in the account's language. */
export async function permitsCalendar(db: Db, userId: string, now = new Date()): Promise<string> {
  const user = await db.selectFrom("users").select("language").where("id", "=", userId).executeTakeFirstOrThrow();
  const language: Language = isLanguage(user.language) ? user.language : "en";
  const permits = await listPermits(db, userId, now);
  return toICalendar({
    productId: "-//Passerelle//Permit calendar//EN",
    name: calendarNames[language],
    events: permitEvents(permits, language, parisDate(now)),
    stamp: now,
  });
}
