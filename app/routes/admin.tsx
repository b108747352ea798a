import { useTranslation } from "react-i18next";
import { serverContext } from "../../server/router-context.server.ts";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { commerceAction } from "../features/admin/commerce-actions.server.ts";
import { CommerceInvoicesPanel } from "../features/admin/commerce-invoices-panel.tsx";
import { CommerceOrdersPanel } from "../features/admin/commerce-orders-panel.tsx";
import { commerceView } from "../features/admin/commerce-view.server.ts";
import { EmailCapturesPanel } from "../features/admin/email-captures-panel.tsx";
import { TimeZoneNote } from "../features/admin/time-zone-note.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin";

/** /admin and /admin-panel (the same screen). Visitors are sent to sign in; non-admins get 403. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  // Orders and invoices are read here, not fetched by the browser: their forms work without JavaScript.
  const commerce = await commerceView(context.get(serverContext).services.db, getLocale(context), url);
  return { commerce, seo: accountPageSeo(context, url.pathname, t("admin.title"), t("admin.metaDescription")) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** The commerce panels' plain forms (refund, issue an invoice), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return commerceAction(request, context);
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { commerce } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("admin.title")}</h1>
      <TimeZoneNote />
      <section aria-labelledby="email-captures-heading" className="mt-8">
        <h2 id="email-captures-heading" className="text-xl font-bold text-brand-900">
          {t("admin.emails.title")}
        </h2>
        <div className="mt-5">
          <EmailCapturesPanel />
        </div>
      </section>
      <section aria-labelledby="orders" className="mt-12">
        <h2 id="orders" className="text-xl font-bold text-brand-900">
          {t("billing.admin.orders.title")}
        </h2>
        <div className="mt-5">
          <CommerceOrdersPanel view={commerce} refusal={actionData} />
        </div>
      </section>
      <section aria-labelledby="invoices" className="mt-12">
        <h2 id="invoices" className="text-xl font-bold text-brand-900">
          {t("billing.admin.invoices.title")}
        </h2>
        <div className="mt-5">
          <CommerceInvoicesPanel view={commerce} refusal={actionData} />
        </div>
      </section>
    </div>
  );
}

/** 403 for signed-in users without the admin role, inside the site's frame. */
