import type { ApiDeps } from "../../api-deps.ts";

/**
 * Before an account is erased, its live subscriptions are ended at the provider, so nobody keeps
 * paying for an account that no longer exists. What was already paid is not refunded here (the
 * money-back guarantee is an administrator's refund). A provider that does not answer stops the
 * deletion: better to ask again than to erase the account and leave the card charged.
 */
export async function endSubscriptionsOf(deps: Pick<ApiDeps, "db" | "payments">, userId: string): Promise<void> {
  const live = await deps.db
    .selectFrom("subscriptions")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "in", ["active", "trialing", "past_due", "unpaid", "incomplete"])
    .execute();
  for (const subscription of live) await deps.payments.cancelSubscription(subscription.id, { atPeriodEnd: false });
}
