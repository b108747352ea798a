import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/invoice-payment-cancelled";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const invoice = url.searchParams.get("invoice");
  return {
    // Only an id's shape goes into the link back; the invoice page checks who may see it.
    invoicePath: invoice && /^[A-Za-z0-9-]{8,64}$/.test(invoice) ? `/invoices/${invoice}` : "/profile#billing",
    seo: accountPageSeo(
      context,
      "/invoice-payment-cancelled",
      t("checkout.invoiceCancelled.title"),
      t("checkout.invoiceCancelled.metaDescription"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** Spec route /invoice-payment-cancelled: nothing charged, the invoice stays open, how to go on. */
export default function InvoicePaymentCancelled({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {t("checkout.invoiceCancelled.title")}
      </h1>
      <p className="mt-4 text-lg text-slate-800">{t("checkout.invoiceCancelled.text")}</p>
      <p className="mt-4 text-slate-700">{t("checkout.invoiceCancelled.next")}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to={loaderData.invoicePath} className={buttonClasses("primary")}>
          {t("checkout.invoiceCancelled.retry")}
        </Link>
        <Link to={href("/contact")} className={buttonClasses("secondary")}>
          {t("checkout.invoiceCancelled.contact")}
        </Link>
      </div>
    </div>
  );
}
