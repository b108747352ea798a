import type { AccountUser } from "../auth/current-user.ts";
import { type DemoPaymentDeps, payWithTestProvider } from "./pay-with-test-provider.ts";

/**
 * The premium member subscribes yearly to Premium Relocator on the test payment page, unless the
 * account already holds a plan above free (a second run): a second subscription would be refused
 * by the checkout itself.
 */
export async function subscribeDemoPremium(deps: DemoPaymentDeps, user: AccountUser): Promise<void> {
  if (user.userPlan !== "free") return;
  await payWithTestProvider(deps, user, { product: "premium-relocator", interval: "year" });
}
