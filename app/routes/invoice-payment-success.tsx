import { useTranslation } from "react-i18next";
import { data, href } from "react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { invoicePaymentView } from "../features/checkout/invoice-payment-view.server.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/invoice-payment-success";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const { state, number } = await invoicePaymentView(request, context, url.searchParams.get("session_id"));
  return data(
    {
      state,
      number,
      seo: accountPageSeo(
        context,
        "/invoice-payment-success",
        t("checkout.invoiceSuccess.title"),
        t("checkout.invoiceSuccess.metaDescription"),
      ),
    },
    { status: state === "unknown" ? 404 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...seoMeta(loaderData?.seo, location),
  ...(loaderData?.state === "pending" ? [{ httpEquiv: "refresh", content: "3" } as const] : []),
];

/** Spec route /invoice-payment-success: the invoice is paid, the plan active, and what comes next. */
export default function InvoicePaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {t("checkout.invoiceSuccess.title")}
      </h1>
      {loaderData.state === "paid" && (
        <>
          <p className="mt-4 text-lg text-slate-800">
            {t("checkout.invoiceSuccess.paid", { number: loaderData.number })}
          </p>
          <p className="mt-4 text-slate-700">{t("checkout.invoiceSuccess.next")}</p>
        </>
      )}
      {loaderData.state === "pending" && (
        <p role="status" className="mt-4 text-lg text-slate-800">
          {t("checkout.invoiceSuccess.pending")}
        </p>
      )}
      {loaderData.state === "unknown" && (
        <p className="mt-4 text-lg text-slate-800">{t("checkout.invoiceSuccess.unknown")}</p>
      )}
      <Link to={`${href("/profile")}#billing`} className={buttonClasses("primary", "md", "mt-8")}>
        {t("checkout.invoiceSuccess.profile")}
      </Link>
    </div>
  );
}
