import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { DataTable, tableCell } from "../components/ui/data-table.tsx";
import { labelledControlClasses } from "../components/ui/form-field.tsx";
import { LanguageField, Link } from "../components/ui/link.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { auditPage } from "../features/admin/audit-page.server.ts";
import { pageLink } from "../features/admin/audit-paging.ts";
import { BackOfficeNotices } from "../features/admin/back-office-notices.tsx";
import { TimeZoneNote } from "../features/admin/time-zone-note.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-audit";

/** /admin/audit: the audit log, read by auditPage. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return auditPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

const label = "block text-sm font-semibold text-slate-800";
const link = "font-semibold text-brand-700 underline underline-offset-2";

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
        <LanguageField />
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
