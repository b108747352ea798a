import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { applySubscriptionState } from "./apply-subscription-state.ts";

type Deps = Pick<ApiDeps, "db" | "payments" | "logger">;

/**
 * The profile's "Cancel subscription": the provider stops renewing at the end of the period paid
 * for, Premium stays until then (core/billing-plan.ts). Recorded at once from the provider's
 * answer; its event, arriving later, is then either the same news or older and ignored.
 */
export async function cancelSubscription(deps: Deps, userId: string, now = new Date()) {
  const subscription = await deps.db
    .selectFrom("subscriptions")
    .select(["id", "status", "cancel_at_period_end"])
    .where("user_id", "=", userId)
    .where("status", "in", ["active", "trialing", "past_due"])
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!subscription) throw new AppError("not_found", "no_subscription");
  let state: Awaited<ReturnType<typeof deps.payments.cancelSubscription>>;
  try {
    state = await deps.payments.cancelSubscription(subscription.id, { atPeriodEnd: true });
  } catch (error) {
    deps.logger.error({ err: error, subscriptionId: subscription.id }, "payment provider refused to cancel");
    throw new AppError("service_unavailable", "payment_provider_unavailable");
  }
  await deps.db
    .transaction()
    .execute((trx) => applySubscriptionState(trx, deps.payments.name, state, now.toISOString(), now));
  return { cancelAtPeriodEnd: state.cancelAtPeriodEnd, currentPeriodEnd: state.currentPeriodEnd };
}
