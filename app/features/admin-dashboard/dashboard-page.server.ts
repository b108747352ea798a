import type { RouterContextProvider } from "react-router";
import { funnelPeriodOf } from "../../../server/modules/analytics/dashboard.routes.ts";
import { dashboardFigures } from "../../../server/modules/analytics/dashboard-figures.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";

/**
 * /admin/dashboard (ADR 0040): the counts as cards and the consented funnel for
 * 7, 30 or 90 days (?days=, 30 otherwise), read on the server so it works without JavaScript.
 * Administrators only; a private path, so no-store (server/http/private-answers.ts) and noindex.
 */
export async function dashboardPage(context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const days = funnelPeriodOf(url.searchParams.get("days")) ?? 30;
  const figures = await dashboardFigures(context.get(serverContext).services.db, days);
  return {
    figures,
    seo: accountPageSeo(context, "/admin/dashboard", t("adminDashboard.title"), t("adminDashboard.metaDescription")),
  };
}
