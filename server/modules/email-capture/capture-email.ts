import { randomUUID } from "node:crypto";
import {
  type ChecklistConsentVersion,
  checklistConsentWording,
  currentChecklistConsentVersion,
} from "../../../content/emails/checklist-consent.ts";
import { relocationChecklistEmail } from "../../../content/emails/relocation-checklist.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import type { AnalyticsConsent } from "../analytics/analytics-consent.ts";
import { recordEvent } from "../analytics/record-event.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { subscribeAddress } from "../unsubscribe/subscribe-address.ts";
import { unsubscribeUrl } from "../unsubscribe/unsubscribe-url.ts";

/** One rate-limit bucket for the API and the form posted without JavaScript: one limit per client. */
export const emailCaptureRateLimitBucket = "email-capture";

/** A second copy of the checklist waits this long after the last one. */
const resendAfterMs = 24 * 60 * 60_000;

export type CaptureEmailInput = {
  email: string;
  conversationId?: string;
  language: Language;
  sourcePage: string | null;
  /** The signed-in account that sent the form, if any: the row is theirs from the start (ADR 0021). */
  userId?: string | null;
  /** The consent wording the form showed (content/emails/checklist-consent.ts); default: today's. */
  consentVersion?: ChecklistConsentVersion;
  /** The request's analytics consent: a new address is counted in the funnel only with it (ADR 0040). */
  analytics?: AnalyticsConsent;
};

export type CaptureStatus = "subscribed" | "already_subscribed";

export type CaptureResult = {
  /** A new stored address (the API answers 201). */
  isNew: boolean;
  /** `already_subscribed`: the address was on the list before; `subscribed`: new, or back after unsubscribing. */
  status: CaptureStatus;
  /** Whether a checklist was queued now; false when one went less than a day ago. */
  emailSent: boolean;
};

/**
 * Stores the address once (a repeat is not an error and adds no row), records the consent given
 * with this request (the wording shown, its language, the page, the time), puts the address on
 * the list (again, if it had unsubscribed: this request is fresh consent, ADR 0025) and queues the
 * relocation checklist with its unsubscribe link, all in one transaction. At most one checklist
 * per address within a day, so the form cannot be used to flood an inbox; the answer says which.
 */
export async function captureEmail(
  db: Db,
  input: CaptureEmailInput,
  siteUrl: string,
  now = new Date(),
): Promise<CaptureResult> {
  return db.transaction().execute(async (trx) => {
    const userId = input.userId ?? null;
    const inserted = await trx
      .insertInto("email_captures")
      .values({
        id: randomUUID(),
        email: input.email,
        conversation_id: input.conversationId ?? null,
        language: input.language,
        source_page: input.sourcePage,
        created_at: now.toISOString(),
        user_id: userId,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .executeTakeFirst();
    const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (isNew)
      await recordEvent(trx, input.analytics ?? null, { name: "email_captured", language: input.language }, now);

    if (!isNew && input.conversationId) {
      // A known address seen again from a chat: remember the conversation if we had none.
      await trx
        .updateTable("email_captures")
        .set({ conversation_id: input.conversationId })
        .where("email", "=", input.email)
        .where("conversation_id", "is", null)
        .execute();
    }

    const subscription = await subscribeAddress(trx, { email: input.email, userId }, now);
    const version = input.consentVersion ?? currentChecklistConsentVersion;
    await trx
      .insertInto("email_consents")
      .values({
        id: randomUUID(),
        email: input.email,
        action: "given",
        wording_version: version,
        wording: checklistConsentWording(version, input.language),
        language: input.language,
        source_page: input.sourcePage,
        created_at: now.toISOString(),
        user_id: userId,
      })
      .execute();

    // The dedupe key (per UTC day) stops concurrent requests; this stops two copies a minute
    // apart across midnight. A skipped copy (the address had unsubscribed) was never sent.
    const recent = await trx
      .selectFrom("outbox")
      .select("id")
      .where("template", "=", "relocation-checklist")
      .where("to_address", "=", input.email)
      .where("status", "!=", "skipped")
      .where("created_at", ">", new Date(now.getTime() - resendAfterMs).toISOString())
      .executeTakeFirst();
    let emailSent = false;
    if (!recent) {
      const link = unsubscribeUrl(siteUrl, subscription.token, input.language);
      emailSent = await enqueueEmail(
        trx,
        {
          template: "relocation-checklist",
          language: input.language,
          to: input.email,
          userId,
          ...relocationChecklistEmail(input.language, siteUrl, link),
          unsubscribeUrl: link,
          dedupeKey: `relocation-checklist:${input.email}:${now.toISOString().slice(0, 10)}`,
        },
        now,
      );
    }
    return { isNew, status: subscription.wasSubscribed ? "already_subscribed" : "subscribed", emailSent };
  });
}
