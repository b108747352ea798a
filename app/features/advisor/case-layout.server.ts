import type { RouterContextProvider } from "react-router";
import { markMessagesRead } from "../../../server/modules/messages/mark-messages-read.ts";
import { getI18n } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { openTeamCase, staffRequest } from "./advisor-access.server.ts";
import { advisorListPath, tabOfPath } from "./advisor-paths.ts";
import { casePage } from "./case-page.server.ts";

/**
 * /advisor/cases/:caseId and its tabs: the case opened as its team through the
 * API's own access rule (openCaseAsTeam — another advisor's case, or no case, is the site's 404),
 * read once here for the header and every tab. Each tab is a child route with its own forms.
 */
export async function caseLayout(context: Readonly<RouterContextProvider>, url: URL, caseId: string) {
  const staff = staffRequest(context);
  const opened = await openTeamCase(staff, caseId);
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
