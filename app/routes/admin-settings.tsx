import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { legalSettingKeys } from "../../core/back-office/back-office-inputs.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { labelledControlClasses } from "../components/ui/form-field.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { BackOfficeNotices } from "../features/admin/back-office-notices.tsx";
import { settingsAction } from "../features/admin/settings-actions.server.ts";
import { settingsPage } from "../features/admin/settings-page.server.ts";
import { figureKeys, type textKeys } from "../features/admin/site-settings-fields.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-settings";

/** /admin/settings: what is stored, beside what the server's configuration says (ADR 0038). */
export async function loader({ context, url }: Route.LoaderArgs) {
  return settingsPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context);
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { values, configured, done } = loaderData;
  const refusal = actionData?.outcome === "refused" ? actionData : null;
  const textField = (key: (typeof textKeys)[number]) => (
    <div key={key}>
      <label htmlFor={key} className="block font-semibold text-slate-800">
        {t(`backOffice.settings.fields.${key}`)}
      </label>
      <input
        id={key}
        name={key}
        type={key.endsWith("EMAIL") ? "email" : "text"}
        defaultValue={values[key]}
        className={labelledControlClasses}
        aria-describedby={`${key}-config`}
      />
      <p id={`${key}-config`} className="mt-1 text-sm text-slate-600">
        {configured[key]
          ? t("backOffice.settings.fromConfig", { value: configured[key] })
          : t("backOffice.settings.notConfigured")}
      </p>
    </div>
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("backOffice.settings.title")}</h1>
      <p className="mt-3 text-slate-700">{t("backOffice.settings.intro")}</p>
      <BackOfficeNotices done={done ? t("backOffice.settings.done") : null} refusal={refusal} />
      <Form method="post" className="mt-8 space-y-10">
        <input type="hidden" name="intent" value="settings" />
        <fieldset className="space-y-5">
          <legend className="text-xl font-bold text-brand-900">{t("backOffice.settings.contact")}</legend>
          {textField("TEAM_EMAIL")}
          {textField("CONTACT_EMAIL")}
        </fieldset>
        <fieldset className="space-y-5">
          <legend className="text-xl font-bold text-brand-900">{t("backOffice.settings.legal")}</legend>
          {legalSettingKeys.map(textField)}
        </fieldset>
        <fieldset className="space-y-5">
          <legend className="text-xl font-bold text-brand-900">{t("backOffice.settings.socialProof")}</legend>
          <p className="text-slate-700">{t("backOffice.settings.socialProofHint")}</p>
          {figureKeys.map((key) => (
            <div key={key}>
              <label htmlFor={key} className="block font-semibold text-slate-800">
                {t(`backOffice.settings.fields.${key}`)}
              </label>
              <input
                id={key}
                name={key}
                inputMode="decimal"
                defaultValue={values[key]}
                className={labelledControlClasses}
              />
            </div>
          ))}
        </fieldset>
        <button type="submit" className={buttonClasses("primary")}>
          {t("backOffice.settings.save")}
        </button>
      </Form>
    </div>
  );
}
