import type { RouterContextProvider } from "react-router";
import { consultationFilterSchema } from "../../../core/back-office/back-office-inputs.ts";
import { listConsultationRequests } from "../../../server/modules/consultations/list-consultation-requests.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { dateFormatter } from "./back-office-action.server.ts";

/** /admin/consultations: the free consultation requests, filtered by GET (works without JavaScript). */
export async function consultationsPage(context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const query = Object.fromEntries([...url.searchParams].filter(([key, value]) => key !== "lang" && value !== ""));
  // A filter that does not parse (an edited address) is dropped rather than refused.
  const parsed = consultationFilterSchema.safeParse(query);
  const filter = parsed.success ? parsed.data : {};
  const format = dateFormatter(language);
  const requests = await listConsultationRequests(context.get(serverContext).services.db, filter);
  return {
    filter,
    requests: requests.map((request) => ({ ...request, received: format(request.createdAt) })),
    seo: accountPageSeo(
      context,
      url.pathname,
      t("backOffice.consultations.title"),
      t("backOffice.consultations.metaDescription"),
    ),
  };
}
