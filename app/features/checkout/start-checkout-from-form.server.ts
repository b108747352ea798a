import { type RouterContextProvider, redirect } from "react-router";
import { formatWait } from "../../../content/messages/wait-time.ts";
import { checkoutRequestSchema } from "../../../core/checkout-request.ts";
import { paymentRedirectTarget } from "../../../core/safe-redirect.ts";
import { AppError } from "../../../server/http/app-error.ts";
import { formLimits } from "../../../server/http/form-limits.ts";
import { analyticsConsentOf } from "../../../server/modules/analytics/analytics-consent.ts";
import { buyerKeyCookieHeader, buyerKeyFromCookies, newBuyerKey } from "../../../server/modules/orders/buyer-key.ts";
import { startCheckout } from "../../../server/modules/orders/start-checkout.ts";
import { providerOriginsOf } from "../../../server/modules/payments/create-payment-provider.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { formText } from "../../lib/page-form.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";

/** A posted value cut to a bound, or undefined when empty (the schema's "not given"). */
const given = (form: FormData, name: string) => formText(form, name, 400) || undefined;

/**
 * A buy button posted by the browser (with or without JavaScript): the same use case as POST
 * /api/checkout. Success redirects to the payment page (our own pages as paths, the provider's
 * only on its known origins) and keeps the buying browser's key in a cookie. A refusal comes back
 * as the use case's AppError (the forms' limit as the API says it, 429 with the wait), for the
 * route to answer: /checkout sends it back to the button's page by its key, /pdf-guide shows it
 * (refusedByUseCase).
 */
export async function startCheckoutFromForm(
  form: FormData,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response | AppError> {
  const { services, clientIp } = context.get(serverContext);
  const language = getLocale(context);

  const limited = await formLimits(services, "checkout").client(clientIp);
  if (limited) {
    return new AppError("rate_limited", limited.messageKey, [], { wait: formatWait(language, limited.retryAfter) });
  }

  const parsed = checkoutRequestSchema.safeParse({
    product: given(form, "product"),
    interval: given(form, "interval"),
    email: given(form, "email"),
    invoiceId: given(form, "invoiceId"),
    attempt: given(form, "attempt"),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue && /^[a-z_]+$/.test(issue.message) ? issue.message : "invalid_request";
    return new AppError("bad_request", key, [{ field: String(issue?.path[0] ?? "body"), messageKey: key }]);
  }
  const buyerKey = buyerKeyFromCookies(request.headers.get("cookie")) ?? newBuyerKey();
  try {
    const { url } = await startCheckout(services, parsed.data, {
      user: currentUser(context),
      language,
      buyerKey,
      analytics: analyticsConsentOf(request.headers),
    });
    const target = paymentRedirectTarget(url, {
      siteUrl: services.siteUrl,
      providerOrigins: providerOriginsOf(services.config),
    });
    return redirect(target, {
      headers: { "set-cookie": buyerKeyCookieHeader(buyerKey, services.siteUrl.startsWith("https:")) },
    });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
