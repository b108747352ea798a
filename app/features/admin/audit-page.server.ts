import type { RouterContextProvider } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { auditActions, auditTargetTypes } from "../../../core/back-office/audit-actions.ts";
import { type AuditFilter, auditFilterSchema } from "../../../core/back-office/audit-filter.ts";
import { listFormat, numberFormat } from "../../../core/intl-formats.ts";
import { listAuditActors } from "../../../server/modules/audit/list-audit-actors.ts";
import { listAuditLog } from "../../../server/modules/audit/list-audit-log.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { auditEntryView, type Translate } from "./audit-entry-view.ts";
import { pagingFields } from "./audit-paging.ts";
import { dateFormatter } from "./back-office-action.server.ts";

/** The query parameters the filter form uses (the rest, like ?lang=, is kept as is). */
const filterFields = ["action", "actor", "targetType", "from", "to"] as const;

/**
 * /admin/audit: every administrative change as a sentence in the admin's language ("Claire changed
 * the consultation request's status from New to Contacted"), newest first, 50 a page, filtered by a
 * GET form (works without JavaScript) through the same schema and use case as GET /api/admin/audit.
 * The values as recorded stay one click away, for forensics.
 */
export async function auditPage(context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const db = context.get(serverContext).services.db;
  const query = Object.fromEntries(
    [...url.searchParams].filter(
      ([key, value]) => value !== "" && [...filterFields, ...pagingFields].includes(key as "action"),
    ),
  );
  const parsed = auditFilterSchema.safeParse(query);
  // A bad filter (an edited address, a date typed by hand) is said, as the API says it, and the
  // form keeps what was typed so it can be corrected.
  const refusal = parsed.success ? null : { message: apiMessage(language, parsed.error.issues[0]?.message ?? "") };
  const filter: AuditFilter = parsed.success ? parsed.data : {};
  const translate: Translate = (key, options) => t(key, options);
  const list = listFormat(language, { type: "conjunction" });
  const number = numberFormat(language, { maximumFractionDigits: 2 });
  const words = {
    t: translate,
    date: dateFormatter(language),
    list: (items: string[]) => list.format(items),
    number: (value: number) => number.format(value),
    isolate: language === "ar",
  };
  const page = parsed.success ? await listAuditLog(db, filter) : { entries: [], older: null, newer: null };
  const actors = await listAuditActors(db);
  return {
    typed: Object.fromEntries(filterFields.map((key) => [key, url.searchParams.get(key) ?? ""])),
    filtered: filterFields.some((key) => url.searchParams.get(key)),
    refusal,
    entries: page.entries.map((entry) => auditEntryView(entry, words)),
    older: page.older,
    newer: page.newer,
    actors: actors.map((actor) => ({ id: actor.id, name: actor.name || actor.email || t("backOffice.audit.someone") })),
    actions: auditActions
      .map((action) => ({ value: action, label: t(`backOffice.audit.actionNames.${action}`) }))
      .sort((a, b) => a.label.localeCompare(b.label, language)),
    targets: auditTargetTypes.map((type) => ({ value: type, label: t(`backOffice.audit.targets.${type}`) })),
    seo: accountPageSeo(context, url.pathname, t("backOffice.audit.title"), t("backOffice.audit.metaDescription")),
  };
}
