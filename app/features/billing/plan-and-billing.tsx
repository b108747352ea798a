import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmAction } from "../../components/ui/confirm-action.tsx";
import { DataTable, tableCell } from "../../components/ui/data-table.tsx";
import { FormAlert } from "../../components/ui/fields.tsx";
import { Link } from "../../components/ui/link.tsx";
import { apiRequest } from "../../lib/api-request.ts";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import type { BillingView } from "./billing-view.server.ts";

/** The addresses the section's links and forms use, pinned to the page's ?lang= by the loader. */
export type BillingLinks = {
  /** The profile's page action (plain forms: "Manage billing" and the confirmed cancellation). */
  action: string;
  /** The profile in its "cancel?" step, for browsers without JavaScript (ends in #billing). */
  confirmCancel: string;
  /** Back from that step, cancelling nothing. */
  keep: string;
  /** Where a cancellation lands, saying until when Premium stays. */
  cancelled: string;
  pricing: string;
};

type PlanAndBillingProps = {
  view: BillingView;
  /** Back from the payment page (?subscribed=1). */
  justSubscribed: boolean;
  /** Back from cancelling (?cancelled=1). */
  justCancelled: boolean;
  /** The page is in its no-JavaScript "cancel?" step (?cancel=confirm). */
  confirmingCancel: boolean;
  /** A refused "Manage billing" or cancellation (posted without JavaScript), said above the section. */
  refusal: FormRefusal | undefined;
  links: BillingLinks;
};

/**
 * The profile's "Plan and billing": the plan, the subscription with its next
 * date and price, "Manage billing" and "Cancel subscription", the orders and the invoices. Every
 * date and amount comes formatted from the loader (billing-view.server.ts).
 */
export function PlanAndBilling({
  view,
  justSubscribed,
  justCancelled,
  confirmingCancel,
  refusal,
  links,
}: PlanAndBillingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useRef<HTMLDivElement>(null);
  const { subscription } = view;

  let notice: { text: string; tone: "success" | "info" } | null = null;
  if (justSubscribed) {
    notice =
      view.plan === "free"
        ? { text: t("billing.profile.confirming"), tone: "info" }
        : { text: t("billing.profile.welcome"), tone: "success" };
  } else if (justCancelled && subscription?.state === "ending") {
    notice = { text: t("billing.profile.cancelled", { date: subscription.periodEnd }), tone: "success" };
  }

  return (
    <div className="grid gap-6">
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className={
          notice
            ? `rounded-lg p-3 font-medium ${notice.tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`
            : "sr-only"
        }
      >
        {notice?.text}
      </div>
      {refusal && <FormAlert message={refusal.message} />}

      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">{t("account.profile.plan.current")}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-plan={view.plan}>
            {t(`account.plans.${view.plan}`)}
          </dd>
        </div>
        {view.packages.length > 0 && (
          <div>
            <dt className="text-sm text-slate-700">{t("billing.profile.dfyPackages")}</dt>
            <dd className="text-lg font-semibold text-slate-900">{view.packages.join(", ")}</dd>
          </div>
        )}
      </dl>
      {view.plan === "dfy" && <p className="-mt-3 text-sm text-slate-700">{t("account.profile.plan.dfyActive")}</p>}

      {subscription && (
        <SubscriptionDetails
          subscription={subscription}
          confirmingCancel={confirmingCancel}
          links={links}
          onCancelled={async () => {
            await navigate(links.cancelled, { replace: true, preventScrollReset: true });
            status.current?.focus();
          }}
        />
      )}

      {view.plan === "free" && (
        <div className="grid justify-items-start gap-2">
          <p className="text-slate-700">{t("billing.profile.upgradeText")}</p>
          <Link to={links.pricing} className={buttonClasses("primary", "sm")}>
            {t("billing.profile.upgrade")}
          </Link>
        </div>
      )}

      <Orders orders={view.orders} />
      <Invoices invoices={view.invoices} />
    </div>
  );
}

function SubscriptionDetails({
  subscription,
  confirmingCancel,
  links,
  onCancelled,
}: {
  subscription: NonNullable<BillingView["subscription"]>;
  confirmingCancel: boolean;
  links: BillingLinks;
  onCancelled: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, date } = subscription;
  const stateLine = {
    active: t("billing.profile.renewsOn", { date }),
    ending: t("billing.profile.endsOn", { date }),
    pastDue: t("billing.profile.pastDue", { date }),
    ended: t("billing.profile.endedOn", { date }),
    refunded: t("billing.profile.refunded"),
    inactive: t("billing.profile.inactive"),
  }[state];
  const price =
    subscription.interval === "year"
      ? t("billing.profile.perYear", { amount: subscription.price })
      : t("billing.profile.perMonth", { amount: subscription.price });

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t("billing.profile.subscription")}
      </h3>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">{t("billing.profile.status")}</dt>
          <dd className="font-semibold text-slate-900" data-state={state}>
            {t(`billing.profile.state.${state}`)}
          </dd>
        </div>
        {subscription.price && (
          <div>
            <dt className="text-sm text-slate-700">{t("billing.profile.price")}</dt>
            <dd className="font-semibold text-slate-900">
              {price} <span className="text-sm font-normal text-slate-700">({t("billing.profile.vatIncluded")})</span>
            </dd>
          </div>
        )}
      </dl>
      <p className={state === "pastDue" ? "font-medium text-red-800" : "text-slate-800"}>{stateLine}</p>

      {(subscription.canManage || subscription.canCancel) && (
        <div className="flex flex-wrap items-center gap-3">
          {subscription.canManage && (
            <form method="post" action={links.action}>
              <input type="hidden" name="intent" value="billing-portal" />
              <button type="submit" className={buttonClasses("secondary", "sm")}>
                {t("billing.profile.manage")}
              </button>
            </form>
          )}
          {subscription.canCancel && !confirmingCancel && (
            <ConfirmAction
              href={links.confirmCancel}
              label={t("billing.profile.cancel")}
              className={buttonClasses("ghost", "sm", "text-red-800 hover:bg-red-50")}
              title={t("billing.profile.cancelTitle")}
              description={t("billing.profile.cancelText", { date: subscription.periodEnd })}
              confirmLabel={t("billing.profile.cancelConfirm")}
              pendingLabel={t("billing.profile.cancelling")}
              keepLabel={t("billing.profile.cancelKeep")}
              failureTitle={t("billing.profile.cancelFailed")}
              run={async () => {
                await apiRequest("POST", "/api/billing/cancel");
              }}
              onDone={onCancelled}
            />
          )}
        </div>
      )}
      {subscription.canManage && <p className="-mt-2 text-sm text-slate-700">{t("billing.profile.manageHint")}</p>}
      {subscription.canCancel && confirmingCancel && <CancelStep periodEnd={subscription.periodEnd} links={links} />}
    </section>
  );
}

/** The "are you sure?" step without JavaScript: a plain form to the profile's action. */
function CancelStep({ periodEnd, links }: { periodEnd: string; links: BillingLinks }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t("billing.profile.cancelTitle")}
      </h4>
      <p className="text-slate-800">{t("billing.profile.cancelText", { date: periodEnd })}</p>
      <form method="post" action={links.action} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="cancel-subscription" />
        <button type="submit" className={buttonClasses("primary", "sm", "bg-red-700 hover:bg-red-800")}>
          {t("billing.profile.cancelConfirm")}
        </button>
        <Link to={links.keep} className={buttonClasses("ghost", "sm")}>
          {t("billing.profile.cancelKeep")}
        </Link>
      </form>
    </section>
  );
}

function Orders({ orders }: { orders: BillingView["orders"] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t("billing.profile.orders.title")}
      </h3>
      {orders.length === 0 ? (
        <p className="text-slate-700">{t("billing.profile.orders.none")}</p>
      ) : (
        <DataTable
          caption={t("billing.profile.orders.caption")}
          columns={[
            t("billing.profile.orders.date"),
            t("billing.profile.orders.product"),
            t("billing.profile.orders.amount"),
            t("billing.profile.orders.status"),
          ]}
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={`${tableCell} whitespace-nowrap text-slate-700`}>
                <time dateTime={order.createdAt}>{order.date}</time>
              </td>
              <th scope="row" className={`${tableCell} font-medium text-slate-900`}>
                {order.product}
              </th>
              <td className={`${tableCell} whitespace-nowrap text-slate-900`}>{order.amount}</td>
              <td className={`${tableCell} text-slate-700`} data-status={order.status}>
                {t(`billing.orderStatus.${order.status}`)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function Invoices({ invoices }: { invoices: BillingView["invoices"] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t("billing.profile.invoices.title")}
      </h3>
      {invoices.length === 0 ? (
        <p className="text-slate-700">{t("billing.profile.invoices.none")}</p>
      ) : (
        <DataTable
          caption={t("billing.profile.invoices.caption")}
          columns={(["number", "date", "package", "total", "status", "document"] as const).map((column) =>
            t(`billing.profile.invoices.${column}`),
          )}
        >
          {invoices.map((invoice) => {
            const which = <span className="sr-only"> {t("billing.profile.invoices.forInvoice", invoice)}</span>;
            return (
              <tr key={invoice.id}>
                <th scope="row" className={`${tableCell} font-medium whitespace-nowrap text-slate-900`} dir="ltr">
                  {invoice.number}
                </th>
                <td className={`${tableCell} whitespace-nowrap text-slate-700`}>
                  <time dateTime={invoice.createdAt}>{invoice.date}</time>
                </td>
                <td className={`${tableCell} text-slate-900`}>
                  {invoice.packageName ?? t("billing.profile.invoices.consultingOnly")}
                </td>
                <td className={`${tableCell} whitespace-nowrap text-slate-900`}>{invoice.total}</td>
                <td className={`${tableCell} text-slate-700`} data-status={invoice.status}>
                  {t(`billing.invoiceStatus.${invoice.status}`)}
                </td>
                <td className={tableCell}>
                  {invoice.status === "open" ? (
                    <Link
                      to={keepLanguage(`/invoices/${invoice.id}`, location)}
                      className={buttonClasses("primary", "sm", "whitespace-nowrap")}
                    >
                      {t("billing.profile.invoices.payNow")}
                      {which}
                    </Link>
                  ) : invoice.status === "paid" ? (
                    <a
                      href={`/api/invoices/${invoice.id}/pdf`}
                      download
                      className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
                    >
                      {t("billing.profile.invoices.downloadPdf")}
                      {which}
                    </a>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
