import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { markMessagesRead } from "../../server/modules/messages/mark-messages-read.ts";
import { openTeamCase, staffRequest } from "../features/advisor/advisor-access.server.ts";
import { advisorListPath, tabOfPath } from "../features/advisor/advisor-paths.ts";
import { CaseHeader } from "../features/advisor/case-header.tsx";
import { casePage } from "../features/advisor/case-page.server.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/advisor-case";

/**
 * /advisor/cases/:caseId and its tabs: the case opened as its team through the
 * API's own access rule (openCaseAsTeam — another advisor's case, or no case, is the site's 404),
 * read once here for the header and every tab. Each tab is a child route with its own forms.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  const opened = await openTeamCase(staff, params.caseId);
  // Opening the Messages tab is reading the thread: marked before the unread counts are taken.
  if (tabOfPath(url.pathname) === "messages") await markMessagesRead(staff.db, opened, staff.now);
  const { t } = getI18n(context);
  const page = await casePage(staff, opened, url, t);
  const title = `${t(`advisor.case.tabs.${page.tab}`)} · ${page.view.name}`;
  return {
    page,
    back: keepLanguage(advisorListPath, url),
    seo: accountPageSeo(context, url.pathname, title, t("advisor.case.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function AdvisorCase({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="mb-4">
        <Link to={loaderData.back} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("advisor.back")}
        </Link>
      </p>
      <CaseHeader page={loaderData.page} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
