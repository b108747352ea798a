import type { TFunction } from "i18next";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmAction } from "../../components/ui/confirm-action.tsx";
import { DataTable, tableCell } from "../../components/ui/data-table.tsx";
import { FormAlert } from "../../components/ui/fields.tsx";
import { Link } from "../../components/ui/link.tsx";
import { apiRequest } from "../../lib/api-request.ts";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import type { CommerceOrderRow, CommerceView } from "./commerce-view.server.ts";

/**
 * The administrators' orders: the latest orders with who, what, how much,
 * where each stands and through which provider, and "Refund" on a paid order still within its
 * money-back guarantee, after a confirmation (a dialog, or this page's own step without
 * JavaScript). The API's refusals are shown as alerts.
 */
export function CommerceOrdersPanel({
  view,
  refusal,
}: {
  view: Pick<CommerceView, "orders" | "notice" | "refundStep" | "links">;
  /** The page action's refusal: a refused refund is said above the orders. */
  refusal: FormRefusal | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useRef<HTMLDivElement>(null);
  const notice =
    view.notice?.kind === "refunded"
      ? t("billing.admin.orders.refunded", {
          amount: view.notice.amount,
          product: view.notice.product,
          email: view.notice.email,
        })
      : null;

  return (
    <div className="grid gap-5">
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className={notice ? "rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900" : "sr-only"}
      >
        {notice}
      </div>
      {refusal?.intent === "refund" && <FormAlert message={refusal.message} />}
      {view.refundStep && (
        <RefundStep order={view.refundStep} action={view.links.action} keep={view.links.keepOrders} />
      )}

      {view.orders.length === 0 ? (
        <p className="text-slate-700">{t("billing.admin.orders.none")}</p>
      ) : (
        <DataTable
          caption={t("billing.admin.orders.caption")}
          columns={(["date", "customer", "product", "amount", "status", "provider", "actions"] as const).map((column) =>
            t(`billing.admin.orders.${column}`),
          )}
        >
          {view.orders.map((order) => (
            <tr key={order.id} data-order={order.id}>
              <td className={`${tableCell} whitespace-nowrap text-slate-700`}>
                <time dateTime={order.createdAt}>{order.date}</time>
              </td>
              <th scope="row" className={`${tableCell} font-medium text-slate-900`} dir="ltr">
                {order.email}
              </th>
              <td className={`${tableCell} text-slate-900`}>{order.product}</td>
              <td className={`${tableCell} whitespace-nowrap text-slate-900`}>{order.amount}</td>
              <td className={`${tableCell} text-slate-700`} data-status={order.status}>
                {t(`billing.orderStatus.${order.status}`)}
              </td>
              <td className={`${tableCell} text-slate-700`}>{t(`billing.providers.${order.provider}`)}</td>
              <td className={tableCell}>
                {order.refundable ? (
                  <ConfirmAction
                    href={order.confirmHref}
                    label={
                      <>
                        {t("billing.admin.orders.refund")}
                        <span className="sr-only">
                          {" "}
                          {t("billing.admin.orders.refundRow", { product: order.product, email: order.email })}
                        </span>
                      </>
                    }
                    className={buttonClasses(
                      "secondary",
                      "sm",
                      "whitespace-nowrap border-red-300 text-red-800 hover:bg-red-50",
                    )}
                    title={t("billing.admin.orders.refundTitle")}
                    description={refundText(t, order)}
                    confirmLabel={t("billing.admin.orders.refundConfirm", { amount: order.amount })}
                    pendingLabel={t("billing.admin.orders.refunding")}
                    keepLabel={t("billing.admin.orders.refundKeep")}
                    failureTitle={t("billing.admin.orders.refundFailed")}
                    run={async () => {
                      await apiRequest("POST", `/api/admin/orders/${encodeURIComponent(order.id)}/refund`);
                    }}
                    onDone={async () => {
                      await navigate(order.refundedHref, { preventScrollReset: true });
                      status.current?.focus();
                    }}
                  />
                ) : order.status === "paid" ? (
                  <span className="text-slate-700">{t("billing.admin.orders.guaranteeOver")}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

function refundText(t: TFunction, order: CommerceOrderRow): string {
  return t("billing.admin.orders.refundText", { amount: order.amount, product: order.product, email: order.email });
}

/** The "refund?" step without JavaScript: a plain form to the page's action. */
function RefundStep({ order, action, keep }: { order: CommerceOrderRow; action: string; keep: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t("billing.admin.orders.refundTitle")}
      </h3>
      <p className="text-slate-800">{refundText(t, order)}</p>
      <form method="post" action={action} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="orderId" value={order.id} />
        <button type="submit" className={buttonClasses("primary", "sm", "bg-red-700 hover:bg-red-800")}>
          {t("billing.admin.orders.refundConfirm", { amount: order.amount })}
        </button>
        <Link to={keep} className={buttonClasses("ghost", "sm")}>
          {t("billing.admin.orders.refundKeep")}
        </Link>
      </form>
    </section>
  );
}
