import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { dateTimeFormat } from "../../core/intl-formats.ts";
import { safeRedirectPath } from "../../core/safe-redirect.ts";
import type { TestPortalAction } from "../../server/modules/payments/test-provider.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/test-billing-portal";

const actions: TestPortalAction[] = ["cancel", "resume", "renew", "fail-renewal", "end"];

function testPaymentsOf(context: Route.LoaderArgs["context"]) {
  const provider = context.get(serverContext).services.testPayments;
  if (!provider) throw data(null, { status: 404 });
  return provider;
}

/** Where "Back" goes: a path of this site only (the return URL is absolute, built from PUBLIC_URL). */
function backPath(value: string | null): string {
  if (!value) return "/profile";
  try {
    const url = new URL(value);
    return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`, "/profile");
  } catch {
    return safeRedirectPath(value, "/profile");
  }
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const subscriptions = await testPaymentsOf(context).portalSubscriptions(params.customer);
  if (subscriptions.length === 0) throw data(null, { status: 404 });
  const { t } = getI18n(context);
  const dates = dateTimeFormat(getLocale(context), { dateStyle: "long", timeZone: "Europe/Paris" });
  return {
    back: backPath(url.searchParams.get("return")),
    subscriptions: subscriptions.map((subscription) => ({
      id: subscription.id,
      status: subscription.status,
      periodEnd: dates.format(new Date(subscription.currentPeriodEnd)),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    })),
    seo: accountPageSeo(
      context,
      `/test-billing-portal/${params.customer}`,
      t("checkout.test.portalTitle"),
      t("checkout.test.portalText"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const form = await request.formData();
  const action = actions.find((candidate) => candidate === form.get("action"));
  const subscriptionId = form.get("subscription");
  const provider = testPaymentsOf(context);
  const owned = (await provider.portalSubscriptions(params.customer)).some((s) => s.id === subscriptionId);
  if (!action || typeof subscriptionId !== "string" || !owned) throw data(null, { status: 400 });
  await provider.portalAction(subscriptionId, action);
  return redirect(`${url.pathname}${url.search}`);
}

/**
 * The test provider's customer portal (ADR 0028): Stripe's portal lets a customer cancel or keep
 * a subscription; this one can also simulate a paid or a failed renewal and the end of a period,
 * so every path of a subscription can be tried by hand. Marked TEST like the payment page.
 */
export default function TestBillingPortal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <p className="rounded-2xl border-4 border-dashed border-amber-600 bg-amber-50 px-6 py-4 text-center">
        <span className="block text-6xl font-black tracking-widest text-amber-900">{t("checkout.test.banner")}</span>
        <span className="mt-2 block font-semibold text-amber-900">{t("checkout.test.portalText")}</span>
      </p>
      <h1 className="mt-8 text-2xl font-bold text-brand-900">{t("checkout.test.portalTitle")}</h1>
      {loaderData.subscriptions.map((subscription) => (
        <section
          key={subscription.id}
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-label={subscription.id}
        >
          <p className="text-slate-800">
            {t("checkout.test.portalStatus", { status: subscription.status, date: subscription.periodEnd })}
          </p>
          {subscription.cancelAtPeriodEnd && (
            <p className="mt-1 font-semibold text-slate-900">{t("checkout.test.portalCancelling")}</p>
          )}
          {subscription.status !== "canceled" && (
            <form method="post" className="mt-4 flex flex-wrap gap-3">
              <input type="hidden" name="subscription" value={subscription.id} />
              {actions
                .filter((action) => (subscription.cancelAtPeriodEnd ? action !== "cancel" : action !== "resume"))
                .map((action) => (
                  <button
                    key={action}
                    type="submit"
                    name="action"
                    value={action}
                    className={buttonClasses("secondary", "sm")}
                  >
                    {t(`checkout.test.portalActions.${action}`)}
                  </button>
                ))}
            </form>
          )}
        </section>
      ))}
      <Link to={loaderData.back} className={buttonClasses("primary", "md", "mt-8")}>
        {t("checkout.test.portalBack")}
      </Link>
    </div>
  );
}
