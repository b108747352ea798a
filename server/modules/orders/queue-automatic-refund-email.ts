import { automaticRefundEmail } from "../../../content/emails/automatic-refund.ts";
import type { Language } from "../../../core/languages.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { Db } from "../../db/database.ts";
import type { OrdersTable } from "../../db/schema.ts";
import { signingSecretOf } from "../auth/auth-secret.ts";
import { liveSubscriptionsOf } from "../billing/live-subscriptions.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { guideDownloadUrl, receiptLinkDays } from "./guide-link.ts";
import { ownedGuideOf } from "./owned-guide.ts";

/**
 * The e-mail of an automatic refund (ADR 0064), in the order's language, queued in the refund's
 * own transaction: what was refunded and why, and what the person keeps — the subscription that
 * stays and until when, the day the invoice was paid, or the guide they own with a fresh link.
 */
export async function queueAutomaticRefundEmail(
  trx: Db,
  deps: Pick<ApiDeps, "siteUrl" | "config">,
  order: OrdersTable,
  productName: string,
  language: Language,
  now: Date,
): Promise<void> {
  if (!order.auto_refund) return;
  let keptSince: string | null = null;
  let guideLink: { url: string; expiresAt: string } | null = null;
  if (order.kind === "subscription" && order.user_id) {
    const kept = await liveSubscriptionsOf(trx, order.user_id).select("current_period_end").executeTakeFirst();
    keptSince = kept?.current_period_end ?? null;
  }
  if (order.kind === "invoice" && order.auto_refund === "already-paid") {
    const invoice = await trx
      .selectFrom("invoices")
      .select("paid_at")
      .where("id", "=", order.invoice_id ?? "")
      .executeTakeFirst();
    keptSince = invoice?.paid_at ?? null;
  }
  if (order.kind === "guide") {
    const owned = await ownedGuideOf(trx, order.email).select(["id", "paid_at"]).executeTakeFirst();
    if (owned) {
      keptSince = owned.paid_at;
      const expiresAt = new Date(now.getTime() + receiptLinkDays * 24 * 60 * 60 * 1000);
      guideLink = {
        url: guideDownloadUrl(deps.siteUrl, signingSecretOf(deps.config), owned.id, expiresAt),
        expiresAt: expiresAt.toISOString(),
      };
    }
  }
  const mail = automaticRefundEmail(language, deps.siteUrl, {
    reason: order.auto_refund,
    productName,
    amountCents: order.amount_cents,
    paidAt: order.paid_at ?? now.toISOString(),
    refundedAt: now.toISOString(),
    keptSince,
    guideLink,
  });
  await enqueueEmail(
    trx,
    {
      template: "automatic-refund",
      language,
      to: order.email,
      userId: order.user_id,
      ...mail,
      dedupeKey: `automatic-refund:${order.id}`,
    },
    now,
  );
}
