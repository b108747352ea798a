import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { applySubscriptionState } from "./apply-subscription-state.ts";
import { queueCancellationEmail } from "./queue-cancellation-email.ts";

type Deps = Pick<ApiDeps, "db" | "payments" | "logger" | "siteUrl" | "outbox">;

/**
 * The profile's "Cancel subscription": the provider stops renewing at the end of the period paid
 * for, Premium stays until then (core/billing-plan.ts). Recorded at once from the provider's
 * answer, with the confirmation e-mail: the provider's event, arriving later, is then the same
 * news (or older and ignored) and would no longer see a new cancellation to confirm.
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
  const scheduled = await deps.db.transaction().execute(async (trx) => {
    const applied = await applySubscriptionState(trx, deps.payments.name, state, now.toISOString(), now);
    if (!applied.cancellationScheduled) return false;
    return queueCancellationEmail(trx, deps.siteUrl, state.id, state.currentPeriodEnd, now);
  });
  if (scheduled) deps.outbox.nudge();
  return { cancelAtPeriodEnd: state.cancelAtPeriodEnd, currentPeriodEnd: state.currentPeriodEnd };
}
