import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { DataTable, tableCell } from "../components/ui/data-table.tsx";
import { Link } from "../components/ui/link.tsx";
import { AdminNav, currentLinkClasses } from "../features/admin/admin-nav.tsx";
import { BackOfficeNotices } from "../features/admin/back-office-notices.tsx";
import { outboxAction } from "../features/admin/outbox-actions.server.ts";
import { outboxFilters } from "../features/admin/outbox-filters.ts";
import { outboxPage } from "../features/admin/outbox-page.server.ts";
import { TimeZoneNote } from "../features/admin/time-zone-note.tsx";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-outbox";

/** /admin/outbox: the outgoing e-mails, a failed one with its last error and a retry. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return outboxPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export async function action({ request, context }: Route.ActionArgs) {
  return outboxAction(request, context);
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { filter, messages, retried } = loaderData;
  const refusal = actionData?.outcome === "refused" ? actionData : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("backOffice.outbox.title")}</h1>
      <TimeZoneNote />
      <BackOfficeNotices done={retried ? t("backOffice.outbox.retried") : null} refusal={refusal} />
      <nav aria-label={t("backOffice.outbox.filtersLabel")} className="mt-6">
        <ul className="flex flex-wrap gap-4">
          {outboxFilters.map((name) => (
            <li key={name}>
              <Link
                to={keepLanguage(name === "all" ? "/admin/outbox" : `/admin/outbox?status=${name}`, location)}
                aria-current={filter === name ? "page" : undefined}
                className={currentLinkClasses}
              >
                {t(`backOffice.outbox.filters.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {messages.length === 0 ? (
          <p className="text-slate-700">{t("backOffice.outbox.empty")}</p>
        ) : (
          <DataTable
            caption={t("backOffice.outbox.caption")}
            columns={[
              t("backOffice.outbox.columns.email"),
              t("backOffice.outbox.columns.status"),
              t("backOffice.outbox.columns.attempts"),
              t("backOffice.outbox.columns.error"),
              t("backOffice.outbox.columns.actions"),
            ]}
          >
            {messages.map((message) => (
              <tr key={message.id} data-outbox-id={message.id}>
                <td className={tableCell}>
                  <div className="font-semibold">{message.subject}</div>
                  <div className="text-slate-600" dir="ltr">
                    {message.to}
                  </div>
                  <div className="text-slate-600">
                    {t(message.sentAt ? "backOffice.outbox.sentAt" : "backOffice.outbox.queuedAt", {
                      date: message.when,
                    })}
                  </div>
                </td>
                <td className={tableCell}>{t(`backOffice.outbox.statuses.${message.status}`)}</td>
                <td className={tableCell}>{message.attempts}</td>
                <td className={`${tableCell} break-all`} dir="ltr">
                  {message.lastError ?? ""}
                </td>
                <td className={tableCell}>
                  {message.status === "failed" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={message.id} />
                      <button
                        type="submit"
                        className={buttonClasses("secondary", "sm")}
                        aria-label={`${t("backOffice.outbox.retry")}: ${message.subject}`}
                      >
                        {t("backOffice.outbox.retry")}
                      </button>
                    </Form>
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
