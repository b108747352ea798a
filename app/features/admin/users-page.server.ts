import type { RouterContextProvider } from "react-router";
import { searchUsers } from "../../../server/modules/users/search-users.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";

/** /admin/users: accounts searched by name or e-mail; role, plan and access per account. */
export async function usersPage(context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 200);
  return {
    search,
    users: await searchUsers(context.get(serverContext).services.db, search || undefined),
    done: url.searchParams.get("done") === "access",
    seo: accountPageSeo(context, url.pathname, t("backOffice.users.title"), t("backOffice.users.metaDescription")),
  };
}
