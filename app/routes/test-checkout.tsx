import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { formatEuros } from "../../core/plans-catalogue.ts";
import { paymentRedirectTarget } from "../../core/safe-redirect.ts";
import type { TestCheckoutOutcome } from "../../server/modules/payments/test-provider.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/test-checkout";

const outcomes: TestCheckoutOutcome[] = ["pay", "fail", "cancel"];

/** The test provider's controls; with Stripe configured this page does not exist. */
function testPaymentsOf(context: Route.LoaderArgs["context"]) {
  const provider = context.get(serverContext).services.testPayments;
  if (!provider) throw data(null, { status: 404 });
  return provider;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = await testPaymentsOf(context).checkoutPage(params.id);
  if (!page) throw data(null, { status: 404 });
  const { t } = getI18n(context);
  const locale = getLocale(context);
  return {
    status: page.status,
    failed: page.lastFailure || url.searchParams.get("failed") === "1",
    email: page.customerEmail,
    lines: page.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      amount: formatEuros(line.unitAmountCents * line.quantity, locale),
      interval: line.interval ?? null,
    })),
    total: formatEuros(page.totalCents, locale),
    seo: accountPageSeo(
      context,
      `/test-checkout/${params.id}`,
      t("checkout.test.title"),
      t("checkout.test.bannerText"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** Pay, fail or cancel: the provider sends its events to our webhook, then the browser goes on. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = outcomes.find((candidate) => candidate === form.get("outcome"));
  if (!outcome) throw data(null, { status: 400 });
  const provider = testPaymentsOf(context);
  if (!(await provider.checkoutPage(params.id))) throw data(null, { status: 404 });
  const { redirectTo } = await provider.settle(params.id, outcome);
  const { siteUrl } = context.get(serverContext).services;
  return redirect(paymentRedirectTarget(redirectTo, { siteUrl, providerOrigins: [] }));
}

/**
 * The built-in test provider's payment page (ADR 0028): what Stripe Checkout would show, marked
 * TEST in large letters, with buttons for the three outcomes a real card can have.
 */
export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const open = loaderData.status === "open";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <p className="rounded-2xl border-4 border-dashed border-amber-600 bg-amber-50 px-6 py-4 text-center">
        <span className="block text-6xl font-black tracking-widest text-amber-900">{t("checkout.test.banner")}</span>
        <span className="mt-2 block font-semibold text-amber-900">{t("checkout.test.bannerText")}</span>
      </p>
      <h1 className="mt-8 text-2xl font-bold text-brand-900">{t("checkout.test.title")}</h1>
      <section
        aria-labelledby="test-summary"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="test-summary" className="text-lg font-bold text-slate-900">
          {t("checkout.test.summary")}
        </h2>
        <ul className="mt-4 grid gap-2">
          {loaderData.lines.map((line) => (
            <li key={line.name} className="flex justify-between gap-4">
              <span>
                {line.name}
                {line.quantity > 1 ? ` × ${line.quantity}` : ""}
              </span>
              <span className="font-semibold">
                {line.amount}
                {line.interval
                  ? ` ${t(line.interval === "year" ? "checkout.test.perYear" : "checkout.test.perMonth")}`
                  : ""}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 text-lg font-bold">
          <span>{t("checkout.test.total")}</span>
          <span>{loaderData.total}</span>
        </p>
        <p className="mt-2 text-sm text-slate-700">
          {t("checkout.test.email")} <span dir="ltr">{loaderData.email}</span>
        </p>
      </section>
      {loaderData.failed && open && (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800"
        >
          {t("checkout.test.failed")}
        </p>
      )}
      {open ? (
        <form method="post" className="mt-6 flex flex-wrap gap-3">
          <button type="submit" name="outcome" value="pay" className={buttonClasses("primary")}>
            {t("checkout.test.pay")}
          </button>
          <button type="submit" name="outcome" value="fail" className={buttonClasses("secondary")}>
            {t("checkout.test.fail")}
          </button>
          <button type="submit" name="outcome" value="cancel" className={buttonClasses("ghost")}>
            {t("checkout.test.cancel")}
          </button>
        </form>
      ) : (
        <form method="post" className="mt-6">
          <p className="text-slate-800">{t("checkout.test.closed")}</p>
          <button type="submit" name="outcome" value="pay" className={buttonClasses("primary", "md", "mt-3")}>
            {t("checkout.test.continue")}
          </button>
        </form>
      )}
    </div>
  );
}
