import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { EmailFrequency } from "../../../server/modules/notifications/email-frequency.ts";
import { PendingButton } from "../../components/ui/pending-button.tsx";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import { notificationPreferencesIntent } from "./intents.ts";
import type { NotificationPreferencesView } from "./notification-preferences.server.ts";

export type NotificationPreferencesProps = {
  view: NotificationPreferencesView;
  /** The address the form posts to (the profile, with its ?lang= kept). */
  action: string;
  /** Back from a saved choice (?notifications=saved). */
  saved: boolean;
  /** This form's refusal (refusalFor the notification-preferences intent). */
  refusal?: FormRefusal | null;
};

const choices: EmailFrequency[] = ["immediate", "daily"];

/**
 * The profile's "Notifications" section body: how case updates reach the person by e-mail, at once
 * or in one daily summary. A plain form (intent=notification-preferences), so it works without
 * JavaScript; the page's action saves it (saveNotificationPreferences).
 */
export function NotificationPreferences({ view, action, saved, refusal = null }: NotificationPreferencesProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === notificationPreferencesIntent;
  return (
    <Form method="post" action={action} className="grid gap-4">
      <input type="hidden" name="intent" value={notificationPreferencesIntent} />
      <p className="text-slate-700">{t("messages.notifications.intro")}</p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("messages.notifications.legend")}</legend>
        {choices.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="radio"
              name="emailFrequency"
              value={choice}
              defaultChecked={view.frequency === choice}
              className="size-5 accent-brand-700"
            />
            {choice === "daily"
              ? t("messages.notifications.daily", { time: view.digestTime })
              : t("messages.notifications.immediate")}
          </label>
        ))}
      </fieldset>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal.message}
        </p>
      )}
      <div role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {saved && !refusal ? t("messages.notifications.saved") : ""}
      </div>
      <div>
        <PendingButton pending={saving} pendingLabel={t("messages.notifications.saving")} variant="secondary">
          {t("messages.notifications.save")}
        </PendingButton>
      </div>
    </Form>
  );
}
