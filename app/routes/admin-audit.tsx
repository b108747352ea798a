import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { auditActions, auditTargetTypes } from "../../core/back-office/audit-actions.ts";
import { type AuditFilter, auditFilterSchema } from "../../core/back-office/audit-filter.ts";
import { listFormat, numberFormat } from "../../core/intl-formats.ts";
import { listAuditActors } from "../../server/modules/audit/list-audit-actors.ts";
import { listAuditLog } from "../../server/modules/audit/list-audit-log.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { DataTable, tableCell } from "../components/ui/data-table.tsx";
import { labelledControlClasses } from "../components/ui/form-field.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { auditEntryView, type Translate } from "../features/admin/audit-entry-view.ts";
import { dateFormatter } from "../features/admin/back-office-action.server.ts";
import { BackOfficeNotices } from "../features/admin/back-office-notices.tsx";
import { TimeZoneNote } from "../features/admin/time-zone-note.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-audit";

/** The query parameters the filter form and the paging links use (the rest, like ?lang=, is kept as is). */
const filterFields = ["action", "actor", "targetType", "from", "to"] as const;
const pagingFields = ["before", "after"] as const;

/**
 * /admin/audit: every administrative change as a sentence in the admin's language ("Claire changed
 * the consultation request's status from New to Contacted"), newest first, 50 a page, filtered by a
 * GET form (works without JavaScript) through the same schema and use case as GET /api/admin/audit.
 * The values as recorded stay one click away, for forensics.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
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

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

const label = "block text-sm font-semibold text-slate-800";
const link = "font-semibold text-brand-700 underline underline-offset-2";

/** This address with a page boundary set (and the other one dropped), filters and ?lang= kept. */
function pageLink(search: string, key: (typeof pagingFields)[number], cursor: string): string {
  const params = new URLSearchParams(search);
  for (const paging of pagingFields) params.delete(paging);
  params.set(key, cursor);
  return `?${params.toString()}`;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { typed, filtered, refusal, entries, older, newer, actors, actions, targets } = loaderData;
  const pinned = new URLSearchParams(location.search).get("lang");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("backOffice.audit.title")}</h1>
      <TimeZoneNote />
      <BackOfficeNotices done={null} refusal={refusal} />
      <Form
        method="get"
        className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
        aria-label={t("backOffice.audit.filters.label")}
      >
        <label className={label}>
          {t("backOffice.audit.filters.action")}
          <select name="action" defaultValue={typed.action} className={labelledControlClasses}>
            <option value="">{t("backOffice.audit.filters.any")}</option>
            {actions.map((action) => (
              <option key={action.value} value={action.value}>
                {action.label}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("backOffice.audit.filters.actor")}
          <select name="actor" defaultValue={typed.actor} className={labelledControlClasses}>
            <option value="">{t("backOffice.audit.filters.any")}</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("backOffice.audit.filters.target")}
          <select name="targetType" defaultValue={typed.targetType} className={labelledControlClasses}>
            <option value="">{t("backOffice.audit.filters.any")}</option>
            {targets.map((target) => (
              <option key={target.value} value={target.value}>
                {target.label}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("backOffice.audit.filters.from")}
          <input type="date" name="from" defaultValue={typed.from} className={labelledControlClasses} />
        </label>
        <label className={label}>
          {t("backOffice.audit.filters.to")}
          <input type="date" name="to" defaultValue={typed.to} className={labelledControlClasses} />
        </label>
        {pinned ? <input type="hidden" name="lang" value={pinned} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClasses("secondary")}>
            {t("backOffice.audit.filters.apply")}
          </button>
          {filtered ? (
            <Link to={pinned ? `?lang=${pinned}` : "?"} className={link}>
              {t("backOffice.audit.filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
      <div className="mt-8">
        {refusal ? null : entries.length === 0 ? (
          <p className="text-slate-700">{t(filtered ? "backOffice.audit.noMatch" : "backOffice.audit.empty")}</p>
        ) : (
          <DataTable
            caption={t("backOffice.audit.caption")}
            columns={[t("backOffice.audit.columns.when"), t("backOffice.audit.columns.what")]}
          >
            {entries.map((entry) => (
              <tr key={entry.id} data-audit-id={entry.id}>
                <td className={`${tableCell} whitespace-nowrap`}>{entry.when}</td>
                <td className={tableCell}>
                  <p className="text-slate-900">
                    {entry.sentence}
                    {entry.unknownAction ? (
                      <>
                        {" "}
                        <code dir="ltr">{entry.unknownAction}</code>
                      </>
                    ) : null}
                  </p>
                  {entry.changes.length > 0 ? (
                    <ul className="mt-1 list-disc ps-5 text-slate-700">
                      {entry.changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  ) : null}
                  <details className="mt-1 text-slate-700">
                    <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
                      {t("backOffice.audit.recorded")}
                    </summary>
                    <dl className="mt-2 grid gap-1">
                      <dt className="font-semibold">{t("backOffice.audit.recordedAction")}</dt>
                      <dd>
                        <code dir="ltr">{entry.recorded.action}</code>
                      </dd>
                      <dt className="font-semibold">{t("backOffice.audit.recordedTarget")}</dt>
                      <dd className="break-all">
                        <code dir="ltr">{entry.recorded.target}</code>
                      </dd>
                      {entry.recorded.before ? (
                        <>
                          <dt className="font-semibold">{t("backOffice.audit.before")}</dt>
                          <dd>
                            <pre dir="ltr" className="whitespace-pre-wrap break-all text-xs">
                              {entry.recorded.before}
                            </pre>
                          </dd>
                        </>
                      ) : null}
                      {entry.recorded.after ? (
                        <>
                          <dt className="font-semibold">{t("backOffice.audit.after")}</dt>
                          <dd>
                            <pre dir="ltr" className="whitespace-pre-wrap break-all text-xs">
                              {entry.recorded.after}
                            </pre>
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  </details>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {newer || older ? (
          <nav aria-label={t("backOffice.audit.paging.label")} className="mt-6 flex justify-between gap-4">
            {newer ? (
              <Link to={pageLink(location.search, "after", newer)} className={link} rel="prev">
                {t("backOffice.audit.paging.newer")}
              </Link>
            ) : (
              <span />
            )}
            {older ? (
              <Link to={pageLink(location.search, "before", older)} className={link} rel="next">
                {t("backOffice.audit.paging.older")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
