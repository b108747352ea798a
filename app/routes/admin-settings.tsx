import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import {
  legalSettingKeys,
  type SiteSettingKey,
  type SiteSettingsInput,
  siteSettingsSchema,
} from "../../core/back-office/back-office-inputs.ts";
import { storedSiteSettings } from "../../server/modules/site-settings/site-settings.ts";
import { updateSiteSettings } from "../../server/modules/site-settings/update-site-settings.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { labelledControlClasses } from "../components/ui/form-field.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { backOfficeAction, parsedForm } from "../features/admin/back-office-action.server.ts";
import { BackOfficeNotices } from "../features/admin/back-office-notices.tsx";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-settings";

const textKeys = ["TEAM_EMAIL", "CONTACT_EMAIL", ...legalSettingKeys] as const;
const figureKeys = ["clientsHelped", "rating", "ratingCount"] as const;

/** /admin/settings: what is stored, beside what the server's configuration says (ADR 0038). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const { services } = context.get(serverContext);
  const stored = await storedSiteSettings(services.db);
  const config = services.config as unknown as Record<string, string | undefined>;
  return {
    values: Object.fromEntries(
      [...textKeys, ...figureKeys].map((key) => [key, stored[key] === undefined ? "" : String(stored[key])]),
    ) as Record<SiteSettingKey, string>,
    configured: Object.fromEntries(textKeys.map((key) => [key, config[key] ?? ""])) as Record<string, string>,
    done: url.searchParams.get("done") === "settings",
    seo: accountPageSeo(
      context,
      url.pathname,
      t("backOffice.settings.title"),
      t("backOffice.settings.metaDescription"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export async function action({ request, context }: Route.ActionArgs) {
  return backOfficeAction(
    request,
    context,
    {
      settings: async (form, admin, services) => {
        const input: SiteSettingsInput = {};
        for (const key of textKeys) input[key] = String(form.get(key) ?? "").trim();
        for (const key of figureKeys) {
          const typed = String(form.get(key) ?? "").trim();
          input[key] = typed === "" ? null : Number(typed.replace(",", "."));
        }
        await updateSiteSettings(services.db, parsedForm(siteSettingsSchema, input), admin.id);
      },
    },
    "/admin/settings",
  );
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
