import { useTranslation } from "react-i18next";
import { staffRequest } from "../features/advisor/advisor-access.server.ts";
import { ClientList } from "../features/advisor/client-list.tsx";
import { clientListView } from "../features/advisor/client-list-view.server.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/advisor";

/**
 * /advisor: the team's client list — every done-for-you client this viewer may
 * work on, with their plan's phase, advisor, progress and what waits on the team. Advisors and
 * administrators only; never indexed, never cached (a session's answers are no-store).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  const { t } = getI18n(context);
  return {
    view: await clientListView(staff, url),
    // After handing a case to another advisor (redirect-after-post from the case's team form).
    notice: url.searchParams.get("done") === "handed-over" ? t("advisor.list.handedOver") : null,
    seo: accountPageSeo(context, "/advisor", t("advisor.title"), t("advisor.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function Advisor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("advisor.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("advisor.list.intro")}</p>
      <div
        role="status"
        className={loaderData.notice ? "mt-4 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900" : "sr-only"}
      >
        {loaderData.notice}
      </div>
      <ClientList view={loaderData.view} />
    </div>
  );
}
