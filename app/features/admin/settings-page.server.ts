import type { RouterContextProvider } from "react-router";
import type { SiteSettingKey } from "../../../core/back-office/back-office-inputs.ts";
import { storedSiteSettings } from "../../../server/modules/site-settings/site-settings.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { figureKeys, textKeys } from "./site-settings-fields.ts";

/** /admin/settings: what is stored, beside what the server's configuration says (ADR 0038). */
export async function settingsPage(context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const { services } = context.get(serverContext);
  const stored = await storedSiteSettings(services.db);
  const config = services.config as unknown as Record<string, string | undefined>;
  return {
    values: Object.fromEntries(
      [...textKeys, ...figureKeys].map((key) => [key, stored[key] === undefined ? "" : String(stored[key])]),
    ) as Record<SiteSettingKey, string>,
    configured: Object.fromEntries(textKeys.map((key) => [key, config[key] ?? ""])) as Record<string, string>,
    done: url.searchParams.get("done") === "settings",
    seo: accountPageSeo(
      context,
      url.pathname,
      t("backOffice.settings.title"),
      t("backOffice.settings.metaDescription"),
    ),
  };
}
