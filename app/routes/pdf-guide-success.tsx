import { useTranslation } from "react-i18next";
import { data, href } from "react-router";
import { pdfGuide } from "../../core/plans-catalogue.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { guidePurchaseView } from "../features/checkout/guide-purchase-view.server.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/pdf-guide-success";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const { state, downloadUrl, email } = await guidePurchaseView(request, context, url.searchParams.get("session_id"));
  return data(
    {
      state,
      downloadUrl,
      email,
      // This same page again: while the payment is being confirmed, the refresh looks once more.
      refreshHref: `/pdf-guide/success?${new URLSearchParams({ session_id: url.searchParams.get("session_id") ?? "" })}`,
      seo: accountPageSeo(
        context,
        "/pdf-guide/success",
        t("checkout.success.title"),
        t("checkout.success.metaDescription"),
      ),
    },
    { status: state === "unknown" ? 404 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...seoMeta(loaderData?.seo, location),
  // Without JavaScript too, a payment being confirmed is looked at again in a few seconds.
  ...(loaderData?.state === "pending" ? [{ httpEquiv: "refresh", content: "3" } as const] : []),
];

/**
 * After paying for the guide: the download, for the buying browser or the
 * signed-in owner of a paid order only; "being confirmed" while the provider's event is on its
 * way; nothing for a refunded, unknown or someone else's order.
 */
export default function PdfGuideSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {state === "unknown" ? t("checkout.success.unknownTitle") : t("checkout.success.title")}
      </h1>
      {state === "paid" && loaderData.downloadUrl && (
        <>
          <p className="mt-4 text-lg text-slate-800">{t("checkout.success.paid")}</p>
          <a href={loaderData.downloadUrl} className={buttonClasses("primary", "md", "mt-6")} download>
            {t("checkout.success.download")}
          </a>
          <p className="mt-4 text-slate-700">{t("checkout.success.linkValid", { email: loaderData.email })}</p>
          <p className="mt-4 text-sm text-slate-700">
            {t("checkout.success.guarantee", { days: pdfGuide.guaranteeDays })}
          </p>
        </>
      )}
      {state === "pending" && (
        <div role="status" className="mt-6">
          <p className="text-lg text-slate-800">{t("checkout.success.pending")}</p>
          <a href={loaderData.refreshHref} className={buttonClasses("secondary", "md", "mt-4")}>
            {t("checkout.success.refresh")}
          </a>
        </div>
      )}
      {state === "refunded" && <p className="mt-6 text-lg text-slate-800">{t("checkout.success.refunded")}</p>}
      {state === "unknown" && <p className="mt-6 text-lg text-slate-800">{t("checkout.success.unknown")}</p>}
      {state !== "paid" && (
        <Link
          to={href("/pdf-guide")}
          className="mt-8 inline-block font-semibold text-brand-800 underline underline-offset-2"
        >
          {t("checkout.success.backToGuide")}
        </Link>
      )}
    </div>
  );
}
