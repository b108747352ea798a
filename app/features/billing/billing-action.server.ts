import { data, href, type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { paymentRedirectTarget } from "../../../core/safe-redirect.ts";
import { AppError, errorStatus } from "../../../server/http/app-error.ts";
import { billingPortalUrl } from "../../../server/modules/billing/billing-portal.ts";
import { cancelSubscription } from "../../../server/modules/billing/cancel-subscription.ts";
import { providerOriginsOf } from "../../../server/modules/payments/create-payment-provider.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

export const billingIntents = ["billing-portal", "cancel-subscription"] as const;
export type BillingIntent = (typeof billingIntents)[number];

/** What the billing section shows after a refused post: the API's sentence, in the page's language. */
export type BillingRefusal = { outcome: "refused"; intent: BillingIntent | null; message: string };

/**
 * The profile's billing buttons posted by the browser itself (plain forms: they work without
 * JavaScript): "Manage billing" goes to the provider's portal, the confirmed "Cancel subscription"
 * stops renewal and comes back to the section saying until when Premium stays. The same use cases
 * as POST /api/billing/portal and /api/billing/cancel; cross-site posts are refused before this
 * (ADR 0007).
 */
export async function billingAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  /** The posted form when the page's action has read it already (a body is read once). */
  posted?: FormData,
) {
  const url = new URL(request.url);
  const user = guardedUser(context);
  const { services } = context.get(serverContext);
  const language = getLocale(context);
  const form = posted ?? (await request.formData());
  const intent = billingIntents.find((candidate) => candidate === form.get("intent")) ?? null;
  const refused = (key: string, status: number, values?: Record<string, string>) =>
    data<BillingRefusal>({ outcome: "refused", intent, message: apiMessage(language, key, values) }, { status });

  try {
    if (intent === "billing-portal") {
      const portal = await billingPortalUrl(services, user.id);
      const target = paymentRedirectTarget(portal, {
        siteUrl: services.siteUrl,
        providerOrigins: providerOriginsOf(services.config),
      });
      return redirect(target);
    }
    if (intent === "cancel-subscription") {
      await cancelSubscription(services, user.id);
      return redirect(`${keepLanguage(`${href("/profile")}?cancelled=1`, url)}#billing`);
    }
  } catch (error) {
    if (error instanceof AppError) return refused(error.messageKey, errorStatus[error.code], error.values);
    throw error;
  }
  return refused("invalid_request", 400);
}
