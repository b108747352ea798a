import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { applySubscriptionState } from "./apply-subscription-state.ts";
import { liveSubscriptionsOf } from "./live-subscriptions.ts";
import { queueCancellationEmail } from "./queue-cancellation-email.ts";

type Deps = Pick<ApiDeps, "db" | "payments" | "logger" | "siteUrl" | "outbox">;

/**
 * The profile's "Cancel subscription": the provider stops renewing at the end of the period paid
 * for, Premium stays until then (core/billing-plan.ts). Recorded at once from the provider's
 * answer, with the confirmation e-mail: the provider's event, arriving later, is then the same
 * news (or older and ignored) and would no longer see a new cancellation to confirm.
 *
 * It cancels what the account has: every live subscription that gives something (one, since
 * ADR 0064's unique index; a duplicate from before it is ended by its automatic refund).
 */
export async function cancelSubscription(deps: Deps, userId: string, now = new Date()) {
  const subscriptions = await liveSubscriptionsOf(deps.db, userId).select(["id"]).orderBy("created_at").execute();
  if (subscriptions.length === 0) throw new AppError("not_found", "no_subscription");
  let last: { cancelAtPeriodEnd: boolean; currentPeriodEnd: string } | null = null;
  for (const subscription of subscriptions) last = await cancelOne(deps, subscription.id, now);
  return last as { cancelAtPeriodEnd: boolean; currentPeriodEnd: string };
}

async function cancelOne(deps: Deps, subscriptionId: string, now: Date) {
  let state: Awaited<ReturnType<typeof deps.payments.cancelSubscription>>;
  try {
    state = await deps.payments.cancelSubscription(subscriptionId, { atPeriodEnd: true });
  } catch (error) {
    deps.logger.error({ err: error, subscriptionId }, "payment provider refused to cancel");
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
