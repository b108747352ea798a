import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { userRoles } from "../../core/account-rules.ts";
import { planTiers } from "../../core/plans.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { DataTable, tableCell } from "../components/ui/data-table.tsx";
import { labelledControlClasses } from "../components/ui/form-field.tsx";
import { LanguageField } from "../components/ui/link.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { BackOfficeNotices } from "../features/admin/back-office-notices.tsx";
import { usersAction } from "../features/admin/users-actions.server.ts";
import { usersPage } from "../features/admin/users-page.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-users";

/** /admin/users: accounts searched by name or e-mail; role, plan and access per account. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return usersPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export async function action({ request, context }: Route.ActionArgs) {
  return usersAction(request, context);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { search, users, done } = loaderData;
  const refusal = actionData?.outcome === "refused" ? actionData : null;
  const _lang = new URLSearchParams(location.search).get("lang");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("backOffice.users.title")}</h1>
      <BackOfficeNotices done={done ? t("backOffice.users.done") : null} refusal={refusal} />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <label className="block text-sm font-semibold text-slate-800">
          {t("backOffice.users.search")}
          <input type="search" name="search" defaultValue={search} className={`${labelledControlClasses} w-auto`} />
        </label>
        <LanguageField />
        <button type="submit" className={buttonClasses("secondary")}>
          {t("backOffice.users.apply")}
        </button>
      </Form>
      <div className="mt-8">
        {users.length === 0 ? (
          <p className="text-slate-700">{t("backOffice.users.empty")}</p>
        ) : (
          <DataTable
            caption={t("backOffice.users.caption")}
            columns={[t("backOffice.users.columns.person"), t("backOffice.users.columns.access")]}
          >
            {users.map((user) => (
              <tr key={user.id}>
                <td className={tableCell}>
                  <div className="font-semibold">{user.name}</div>
                  <div className="text-slate-600" dir="ltr">
                    {user.email}
                  </div>
                </td>
                <td className={tableCell}>
                  <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={user.email}>
                    <input type="hidden" name="intent" value="access" />
                    <input type="hidden" name="id" value={user.id} />
                    <label className="block text-sm font-semibold text-slate-800">
                      {t("backOffice.users.role")}
                      <select name="role" defaultValue={user.role} className={`${labelledControlClasses} w-auto`}>
                        {userRoles.map((role) => (
                          <option key={role} value={role}>
                            {t(`backOffice.users.roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="block text-sm font-semibold text-slate-800">
                      {t("backOffice.users.plan")}
                      <select name="plan" defaultValue={user.plan} className={`${labelledControlClasses} w-auto`}>
                        {planTiers.map((plan) => (
                          <option key={plan} value={plan}>
                            {t(`backOffice.users.plans.${plan}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                      <input type="checkbox" name="disabled" defaultChecked={user.disabled} />
                      {t("backOffice.users.disabled")}
                    </label>
                    <button type="submit" className={buttonClasses("secondary", "sm")}>
                      {t("backOffice.users.save")}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </div>
  );
}
