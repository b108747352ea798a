import { absoluteLink } from "../../../core/language-link.ts";
import type { Language } from "../../../core/languages.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * "Manage billing": a link to the provider's customer portal (card, invoices, cancellation) for
 * the customer behind this user's latest subscription, coming back to the profile afterwards in
 * the language the member left in (ADR 0087).
 */
export async function billingPortalUrl(
  deps: Pick<ApiDeps, "db" | "payments" | "siteUrl" | "logger">,
  userId: string,
  language: Language,
) {
  const subscription = await deps.db
    .selectFrom("subscriptions")
    .select(["customer_id"])
    .where("user_id", "=", userId)
    .where("customer_id", "is not", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!subscription?.customer_id) throw new AppError("not_found", "no_subscription");
  try {
    return await deps.payments.billingPortalUrl(
      subscription.customer_id,
      absoluteLink(deps.siteUrl, "/profile#billing", language),
    );
  } catch (error) {
    deps.logger.error({ err: error }, "payment provider refused to open the billing portal");
    throw new AppError("service_unavailable", "payment_provider_unavailable");
  }
}
