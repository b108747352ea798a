import { useTranslation } from "react-i18next";
import { listAuditLog } from "../../server/modules/audit/list-audit-log.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { DataTable, tableCell } from "../components/ui/data-table.tsx";
import { accountPageSeo } from "../features/account/account-seo.server.ts";
import { AdminForbidden } from "../features/admin/admin-forbidden.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { dateFormatter } from "../features/admin/back-office-action.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { requireRole } from "../lib/viewer.server.ts";
import type { Route } from "./+types/admin-audit";

/** The administration's 403 page (a function here: React Router detects a route's ErrorBoundary by its declaration). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminForbidden error={error} />;
}

/**
 * /admin/audit: every administrative change, newest first — who, what (the action's stable
 * name), when, on what, and the values before and after as recorded (JSON, shown as written:
 * they are data, not prose to translate).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const { t } = getI18n(context);
  const format = dateFormatter(getLocale(context));
  const entries = await listAuditLog(context.get(serverContext).services.db, { limit: 300 });
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      when: format(entry.createdAt),
      who: entry.actor.name ?? entry.actor.email ?? entry.actor.id,
      action: entry.action,
      target: `${entry.targetType} ${entry.targetId}`,
      before: entry.before === null ? "" : JSON.stringify(entry.before),
      after: entry.after === null ? "" : JSON.stringify(entry.after),
    })),
    seo: accountPageSeo(context, url.pathname, t("backOffice.audit.title"), t("backOffice.audit.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entries } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("backOffice.audit.title")}</h1>
      <div className="mt-6">
        {entries.length === 0 ? (
          <p className="text-slate-700">{t("backOffice.audit.empty")}</p>
        ) : (
          <DataTable
            caption={t("backOffice.audit.caption")}
            columns={[
              t("backOffice.audit.columns.when"),
              t("backOffice.audit.columns.who"),
              t("backOffice.audit.columns.what"),
              t("backOffice.audit.columns.target"),
              t("backOffice.audit.columns.change"),
            ]}
          >
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={tableCell}>{entry.when}</td>
                <td className={tableCell}>{entry.who}</td>
                <td className={tableCell}>
                  <code dir="ltr">{entry.action}</code>
                </td>
                <td className={`${tableCell} break-all`}>
                  <code dir="ltr">{entry.target}</code>
                </td>
                <td className={`${tableCell} break-all`}>
                  {entry.before ? (
                    <div>
                      {t("backOffice.audit.before")} <code dir="ltr">{entry.before}</code>
                    </div>
                  ) : null}
                  {entry.after ? (
                    <div>
                      {t("backOffice.audit.after")} <code dir="ltr">{entry.after}</code>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </div>
  );
}
