import type { RouterContextProvider } from "react-router";
import { type SiteSettingsInput, siteSettingsSchema } from "../../../core/back-office/back-office-inputs.ts";
import { updateSiteSettings } from "../../../server/modules/site-settings/update-site-settings.ts";
import { backOfficeAction, parsedForm } from "./back-office-action.server.ts";
import { figureKeys, textKeys } from "./site-settings-fields.ts";

/** The settings form saved whole: texts trimmed, a blank figure cleared, a decimal comma read as a point. */
export async function settingsAction(request: Request, context: Readonly<RouterContextProvider>) {
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
