import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { vatRatePercent } from "../../core/plans-catalogue.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { invoiceView } from "../features/billing/invoice-view.server.ts";
import { checkoutRefusalOf } from "../features/checkout/checkout-refusal.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { requireUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/invoice";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const invoice = await invoiceView(context, user, params.id);
  const { t } = getI18n(context);
  const locale = getLocale(context);
  return {
    ...invoice,
    attempt: crypto.randomUUID(),
    checkoutError: checkoutRefusalOf(url, locale),
    seo: accountPageSeo(
      context,
      `/invoices/${invoice.id}`,
      t("checkout.invoice.title", { number: invoice.number }),
      t("checkout.invoice.metaDescription"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * A done-for-you invoice for its client: lines, total with VAT, the PDF, and
 * "Pay this invoice" while it is open — a form to /checkout, which opens the payment page.
 */
export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const invoice = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">
        {t("checkout.invoice.title", { number: invoice.number })}
      </h1>
      <p className="mt-2 text-slate-700">{t("checkout.invoice.issued", { date: invoice.issued })}</p>
      <table className="mt-8 w-full border-collapse text-start">
        <caption className="sr-only">{t("checkout.invoice.title", { number: invoice.number })}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-2 text-start">
              {t("checkout.invoice.description")}
            </th>
            <th scope="col" className="py-2 text-end">
              {t("checkout.invoice.quantity")}
            </th>
            <th scope="col" className="py-2 text-end">
              {t("checkout.invoice.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.key} className="border-b border-slate-200">
              <td className="py-3">{line.description}</td>
              <td className="py-3 text-end">{line.quantity}</td>
              <td className="py-3 text-end">{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-4 text-start">
              {t("checkout.invoice.total")}
            </th>
            <td />
            <td className="pt-4 text-end text-lg font-bold">{invoice.total}</td>
          </tr>
          <tr className="text-sm text-slate-700">
            <th scope="row" className="text-start font-normal">
              {t("checkout.invoice.vat", { rate: vatRatePercent })}
            </th>
            <td />
            <td className="text-end">{invoice.vat}</td>
          </tr>
        </tfoot>
      </table>
      {invoice.checkoutError && (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {invoice.checkoutError}
        </p>
      )}
      <div className="mt-8 flex flex-wrap items-center gap-4">
        {invoice.status === "open" && (
          <form method="post" action={href("/checkout")}>
            <input type="hidden" name="product" value="invoice" />
            <input type="hidden" name="invoiceId" value={invoice.id} />
            <input type="hidden" name="attempt" value={invoice.attempt} />
            <input type="hidden" name="returnTo" value={`/invoices/${invoice.id}`} />
            <button type="submit" className={buttonClasses("primary")}>
              {t("checkout.invoice.pay")}
            </button>
          </form>
        )}
        {invoice.status === "paid" && invoice.paid && (
          <p className="font-semibold text-green-800">{t("checkout.invoice.paid", { date: invoice.paid })}</p>
        )}
        {invoice.status === "refunded" && <p className="text-slate-800">{t("checkout.invoice.refunded")}</p>}
        {invoice.status === "void" && <p className="text-slate-800">{t("checkout.invoice.void")}</p>}
        <a href={`/api/invoices/${invoice.id}/pdf`} className={buttonClasses("secondary")} download>
          {t("checkout.invoice.pdf")}
        </a>
      </div>
      {invoice.status === "open" && <p className="mt-4 text-sm text-slate-700">{t("checkout.invoice.secure")}</p>}
      <Link
        to={`${href("/profile")}#billing`}
        className="mt-8 inline-block font-semibold text-brand-800 underline underline-offset-2"
      >
        {t("checkout.invoiceSuccess.profile")}
      </Link>
    </div>
  );
}
