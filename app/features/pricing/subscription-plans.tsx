import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { CheckIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { type BillingChoice, billingChoices, intervalOf, pricingHref } from "./pricing-query.ts";
import type { PlanCardView, PricingView } from "./pricing-view.server.ts";

const billingKeys = { monthly: "pricing.billing.monthly", yearly: "pricing.billing.yearly" } as const;

/** Monthly / Yearly as two links (`?billing=`), so the choice works without JavaScript. */
function BillingToggle({ current, search }: { current: BillingChoice; search: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("pricing.billing.label")} className="mt-6">
      <ul className="inline-flex rounded-xl border border-slate-300 bg-white p-1">
        {billingChoices.map((billing) => {
          const selected = billing === current;
          return (
            <li key={billing}>
              <Link
                to={pricingHref(search, { tab: "subscriptions", billing })}
                preventScrollReset
                aria-current={selected ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-5 font-semibold ${
                  selected ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-brand-50"
                }`}
              >
                {t(billingKeys[billing])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CurrentBadge({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-lg border-2 border-brand-700 bg-brand-50 px-4 font-semibold text-brand-900">
      <CheckIcon />
      {children}
    </p>
  );
}

/**
 * Premium Relocator's button: a plain form to /checkout (the server reads the price from the
 * catalogue, never from here). `attempt` is this page view's idempotency key, so a double click
 * makes one order. Visitors see sign-in wording: /checkout sends them to sign in first.
 */
function SubscribeForm({ action, billing, attempt, signedIn, returnTo }: CheckoutProps) {
  const { t } = useTranslation();
  return (
    <form method="post" action={action} className="mt-6 grid gap-2">
      <input type="hidden" name="product" value="premium-relocator" />
      <input type="hidden" name="interval" value={intervalOf(billing)} />
      <input type="hidden" name="attempt" value={attempt} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={buttonClasses("primary", "md", "w-full")}>
        {signedIn
          ? t(billing === "yearly" ? "pricing.subscribeYearly" : "pricing.subscribeMonthly")
          : t("pricing.signInToSubscribe")}
      </button>
      {!signedIn && <p className="text-sm text-slate-700">{t("pricing.signInNote")}</p>}
    </form>
  );
}

type CheckoutProps = {
  billing: BillingChoice;
  action: string;
  attempt: string;
  signedIn: boolean;
  /** Where /checkout sends the person back (after signing in, or with a refusal): this very view. */
  returnTo: string;
};

function PlanAction({ plan, checkout }: { plan: PlanCardView; checkout: CheckoutProps }) {
  const { t } = useTranslation();
  switch (plan.status) {
    case "current":
      return <CurrentBadge>{t("pricing.currentPlan")}</CurrentBadge>;
    case "included":
      return <CurrentBadge>{t("pricing.includedInDfy")}</CurrentBadge>;
    case "register":
      return (
        <Link to={href("/register")} className={buttonClasses("secondary", "md", "mt-6 w-full")}>
          {t("pricing.createAccount")}
        </Link>
      );
    case "subscribe":
      return <SubscribeForm {...checkout} />;
    case "none":
      return null;
  }
}

function PlanCard({ plan, vatRate, checkout }: { plan: PlanCardView; vatRate: string; checkout: CheckoutProps }) {
  const { t } = useTranslation();
  const headingId = `plan-${plan.id}`;
  const { billing } = checkout;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        plan.status === "current" ? "border-2 border-brand-700" : "border-slate-200"
      }`}
    >
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      {plan.price === null ? (
        <p className="mt-3 text-3xl font-bold text-brand-900">{t("pricing.free")}</p>
      ) : (
        <>
          <p className="mt-3">
            <span className="text-3xl font-bold text-brand-900">{plan.price}</span>{" "}
            <span className="text-slate-700">{t(billing === "yearly" ? "pricing.perYear" : "pricing.perMonth")}</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">{t("pricing.vatIncluded", { rate: vatRate })}</p>
          {plan.monthlyEquivalent && (
            <p className="mt-2 text-slate-800">{t("pricing.monthlyEquivalent", { amount: plan.monthlyEquivalent })}</p>
          )}
          {plan.yearlySaving && (
            <p className="mt-1 font-semibold text-green-800">
              {t("pricing.yearlySaving", { amount: plan.yearlySaving })}
            </p>
          )}
        </>
      )}
      <h4 className="mt-6 font-semibold text-slate-900">{t("pricing.whatYouGet")}</h4>
      <ul className="mt-3 grid gap-2">
        {plan.features.map((feature) => (
          <li key={feature.id} className="flex items-start gap-2">
            {feature.live ? (
              <>
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="text-slate-800">{feature.text}</span>
              </>
            ) : (
              <span className="ps-7 text-slate-700">
                {feature.text}{" "}
                <span className="ms-1 inline-block rounded-md border border-slate-400 bg-slate-50 px-1.5 text-xs font-semibold whitespace-nowrap text-slate-800">
                  {t("pricing.comingSoon")}
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col">
        <PlanAction plan={plan} checkout={checkout} />
      </div>
    </article>
  );
}

/** The subscriptions panel: the billing toggle, the two plans and the money-back note. */
export function SubscriptionPlans({
  view,
  billing,
  search,
  checkoutAction,
  attempt,
  signedIn,
  checkoutError,
}: {
  checkoutError: string | null;
  view: PricingView;
  billing: BillingChoice;
  search: URLSearchParams;
  checkoutAction: string;
  attempt: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {checkoutError && (
        <p role="alert" className="mt-6 rounded-xl border border-accent-700 bg-white p-4 font-medium text-accent-700">
          {checkoutError}
        </p>
      )}
      <BillingToggle current={billing} search={search} />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {view.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            vatRate={view.vatRate}
            checkout={{
              billing,
              action: checkoutAction,
              attempt,
              signedIn,
              returnTo: pricingHref(search, { tab: "subscriptions", billing }),
            }}
          />
        ))}
      </div>
      <p className="mt-6 rounded-xl bg-sand-100 p-4 text-slate-800">
        {t("pricing.moneyBack", { count: view.planGuaranteeDays })}
      </p>
      <p className="mt-3 text-sm text-slate-700">{t("pricing.comingSoonNote")}</p>
    </>
  );
}
