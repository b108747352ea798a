import { subscriptionCancelledEmail } from "../../../content/emails/subscription-cancelled.ts";
import { asLanguage } from "../../../core/languages.ts";
import { subscriptionPlans } from "../../../core/plans-catalogue.ts";
import type { Db } from "../../db/database.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";

/**
 * The cancellation's confirmation e-mail, queued in the caller's transaction by whichever records
 * the cancellation first: the profile's button (cancel-subscription.ts, which hears the provider's
 * answer before its event) or the provider's event (a cancellation made in its portal). Keyed by
 * subscription and period end, so the other one finds it queued. Returns whether it was queued.
 */
export async function queueCancellationEmail(
  trx: Db,
  siteUrl: string,
  subscriptionId: string,
  endsAt: string,
  now: Date,
): Promise<boolean> {
  const order = await trx
    .selectFrom("orders")
    .innerJoin("subscriptions", "subscriptions.order_id", "orders.id")
    // Qualified: both tables have id and user_id.
    .select(["orders.email", "orders.language", "orders.user_id", "orders.product_id"])
    .where("subscriptions.id", "=", subscriptionId)
    .executeTakeFirst();
  if (!order) return false;
  const language = asLanguage(order.language);
  const plan = subscriptionPlans.find((candidate) => candidate.id === order.product_id);
  const mail = subscriptionCancelledEmail(language, siteUrl, { planName: plan?.name ?? order.product_id, endsAt });
  return enqueueEmail(
    trx,
    {
      template: "subscription-cancelled",
      language,
      to: order.email,
      userId: order.user_id,
      ...mail,
      dedupeKey: `subscription-cancelled:${subscriptionId}:${endsAt}`,
    },
    now,
  );
}
