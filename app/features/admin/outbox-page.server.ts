import type { RouterContextProvider } from "react-router";
import { listOutbox } from "../../../server/modules/outbox/list-outbox.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { dateFormatter } from "./back-office-action.server.ts";
import { type OutboxFilter, outboxFilters } from "./outbox-filters.ts";

/** /admin/outbox: the outgoing e-mails, a failed one with its last error and a retry. */
export async function outboxPage(context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const format = dateFormatter(getLocale(context));
  const asked = url.searchParams.get("status");
  const filter: OutboxFilter = outboxFilters.includes(asked as OutboxFilter) ? (asked as OutboxFilter) : "all";
  const messages = await listOutbox(context.get(serverContext).services.db, filter === "all" ? undefined : filter);
  return {
    filter,
    retried: url.searchParams.get("done") === "retry",
    messages: messages.map((message) => ({
      ...message,
      when: message.sentAt ? format(message.sentAt) : format(message.createdAt),
    })),
    seo: accountPageSeo(context, url.pathname, t("backOffice.outbox.title"), t("backOffice.outbox.metaDescription")),
  };
}
