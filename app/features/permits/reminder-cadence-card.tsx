import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { RadioField } from "../../components/ui/fields.tsx";

/** How the member hears of their deadlines: an e-mail at each step, or one summary every Monday. */
export function ReminderCadenceCard({ action, cadence }: { action: string; cadence: "each" | "weekly" }) {
  const { t } = useTranslation();
  return (
    <section
      id="reminders"
      aria-labelledby="reminders-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="reminders-title" className="text-xl font-semibold text-slate-900">
        {t("permits.reminders.title")}
      </h2>
      <Form method="post" action={action} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="reminders-cadence" />
        <RadioField
          name="cadence"
          legend={t("permits.reminders.legend")}
          defaultValue={cadence}
          options={[
            { value: "each", label: t("permits.reminders.each") },
            { value: "weekly", label: t("permits.reminders.weekly") },
          ]}
        />
        <div>
          <Button type="submit" variant="secondary">
            {t("permits.reminders.save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
