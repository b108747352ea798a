import { randomUUID } from "node:crypto";
import { consultationConfirmationEmail } from "../../../content/emails/consultation-confirmation.ts";
import { consultationTeamNotificationEmail } from "../../../content/emails/consultation-team-notification.ts";
import type { ConsultationRequestData } from "../../../core/consultation-request.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";

/** The team reads its notifications in English, the language every team member shares. */
export const teamLanguage: Language = "en";

/** Where the e-mails go, and the signed-in account that sent the request, if any (ADR 0021). */
export type ConsultationMail = { teamEmail: string; siteUrl: string; userId?: string | null };

/**
 * Stores a free consultation request and queues, in the same transaction, the confirmation to the
 * person (in their language) and the notice to the team: when this resolves, all three are on disk.
 * At most one confirmation per address per day, so the form cannot be used to flood an inbox;
 * the team hears about every request.
 *
 * A request in the product specification's payload has no name and no time zone (ADR 0063): the
 * name column stays null, as on requests older than migration 0007 (the back office already shows
 * the address in its place, and an empty string would read as a name someone typed); the time zone
 * is stored as the one the person was told we use (Europe/Paris), so the team's view and the
 * promise agree.
 */
export async function requestConsultation(
  db: Db,
  input: ConsultationRequestData,
  mail: ConsultationMail,
  now = new Date(),
): Promise<{ id: string; confirmationQueued: boolean; timeZone: string; timeZoneAssumed: boolean }> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("consultation_requests")
      .values({
        id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        contact_time: input.contactTime,
        contact_days: input.contactDays,
        time_zone: input.timeZone,
        country_of_origin: input.countryOfOrigin,
        application_type: input.applicationType,
        message: input.message,
        language: input.language,
        status: "new",
        created_at: createdAt,
        user_id: mail.userId ?? null,
      })
      .execute();

    const confirmation = consultationConfirmationEmail(input.language, mail.siteUrl, {
      ...input,
      greetAddress: input.name === null ? input.email : null,
    });
    const confirmationQueued = await enqueueEmail(
      trx,
      {
        template: "consultation-confirmation",
        language: input.language,
        to: input.email,
        userId: mail.userId ?? null,
        ...confirmation,
        dedupeKey: `consultation-confirmation:${input.email}:${createdAt.slice(0, 10)}`,
      },
      now,
    );

    const notification = consultationTeamNotificationEmail(teamLanguage, mail.siteUrl, { ...input, id, createdAt });
    await enqueueEmail(
      trx,
      {
        template: "consultation-team-notification",
        language: teamLanguage,
        to: mail.teamEmail,
        ...notification,
        dedupeKey: `consultation-team-notification:${id}`,
      },
      now,
    );
    return { id, confirmationQueued, timeZone: input.timeZone, timeZoneAssumed: input.timeZoneAssumed };
  });
}
