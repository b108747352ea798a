import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { consultationStatuses } from "../../core/back-office/consultation-status.ts";
import { supportedLanguages } from "../../core/languages.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { DataTable, tableCell } from "../components/ui/data-table.tsx";
import { labelledControlClasses } from "../components/ui/form-field.tsx";
import { LanguageField, Link } from "../components/ui/link.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { consultationsPage } from "../features/admin/consultations-page.server.ts";
import { TimeZoneNote } from "../features/admin/time-zone-note.tsx";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-consultations";

/** /admin/consultations: the free consultation requests, filtered by GET (works without JavaScript). */
export async function loader({ context, url }: Route.LoaderArgs) {
  return consultationsPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function AdminConsultations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { filter, requests } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("backOffice.consultations.title")}</h1>
      <TimeZoneNote />
      <Form
        method="get"
        className="mt-6 grid gap-4 sm:grid-cols-4 sm:items-end"
        aria-label={t("backOffice.consultations.filtersLabel")}
      >
        <label className="block text-sm font-semibold text-slate-800">
          {t("backOffice.consultations.status")}
          <select name="status" defaultValue={filter.status ?? ""} className={labelledControlClasses}>
            <option value="">{t("backOffice.consultations.any")}</option>
            {consultationStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`backOffice.consultationStatus.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          {t("backOffice.consultations.language")}
          <select name="language" defaultValue={filter.language ?? ""} className={labelledControlClasses}>
            <option value="">{t("backOffice.consultations.any")}</option>
            {supportedLanguages.map((language) => (
              <option key={language} value={language}>
                {t(`backOffice.languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          {t("backOffice.consultations.search")}
          <input type="search" name="search" defaultValue={filter.search ?? ""} className={labelledControlClasses} />
        </label>
        {new URLSearchParams(location.search).get("lang") ? <LanguageField /> : null}
        <button type="submit" className={buttonClasses("secondary")}>
          {t("backOffice.consultations.apply")}
        </button>
      </Form>
      <div className="mt-8">
        {requests.length === 0 ? (
          <p className="text-slate-700">{t("backOffice.consultations.empty")}</p>
        ) : (
          <DataTable
            caption={t("backOffice.consultations.caption")}
            columns={[
              t("backOffice.consultations.columns.person"),
              t("backOffice.consultations.columns.language"),
              t("backOffice.consultations.columns.status"),
              t("backOffice.consultations.columns.received"),
            ]}
          >
            {requests.map((request) => (
              <tr key={request.id}>
                <td className={tableCell}>
                  <Link
                    to={keepLanguage(`/admin/consultations/${request.id}`, location)}
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {request.name ?? request.email}
                  </Link>
                  <div className="text-slate-600" dir="ltr">
                    {request.email}
                  </div>
                </td>
                <td className={tableCell}>{t(`backOffice.languages.${request.language as "en"}`)}</td>
                <td className={tableCell}>{t(`backOffice.consultationStatus.${request.status}`)}</td>
                <td className={tableCell}>{request.received}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </div>
  );
}
