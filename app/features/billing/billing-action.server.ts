import { href, type RouterContextProvider, redirect } from "react-router";
import { paymentRedirectTarget } from "../../../core/safe-redirect.ts";
import { billingPortalUrl } from "../../../server/modules/billing/billing-portal.ts";
import { cancelSubscription } from "../../../server/modules/billing/cancel-subscription.ts";
import { providerOriginsOf } from "../../../server/modules/payments/create-payment-provider.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { attempt, readForm, refusedAsSentence, refusedWith } from "../../lib/page-form.server.ts";
import { guardedUser } from "../../lib/viewer.server.ts";

export const billingIntents = ["billing-portal", "cancel-subscription"] as const;

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
  const form = posted ?? (await readForm(request));
  const intent = billingIntents.find((candidate) => candidate === form.get("intent")) ?? null;
  // The section says a refusal above its buttons, in the API's words.
  const echo = { intent };

  if (intent === "billing-portal") {
    return attempt(
      async () => {
        const portal = await billingPortalUrl(services, user.id, language);
        const target = paymentRedirectTarget(portal, {
          siteUrl: services.siteUrl,
          providerOrigins: providerOriginsOf(services.config),
        });
        return redirect(target);
      },
      (error) => refusedAsSentence(language, error, echo),
    );
  }
  if (intent === "cancel-subscription") {
    return attempt(
      async () => {
        await cancelSubscription(services, user.id);
        return redirect(`${keepLanguage(`${href("/profile")}?cancelled=1`, url)}#billing`);
      },
      (error) => refusedAsSentence(language, error, echo),
    );
  }
  return refusedWith(language, "invalid_request", echo);
}
