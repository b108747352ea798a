import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { type Choice, DateField, SelectField, TextareaField } from "../../components/ui/fields.tsx";
import { type FormRefusal, fieldFrom, refusalFor } from "../../lib/form-refusal.ts";

/**
 * Add one attempt to the record: the day (today by default, never later), where, what happened, a
 * note. A plain form; a refusal of it gives back what was typed with each field's message.
 */
export function AttemptForm({
  action,
  today,
  channels,
  outcomes,
  refusal,
}: {
  action: string;
  today: string;
  channels: readonly Choice[];
  outcomes: readonly Choice[];
  refusal: unknown;
}) {
  const { t } = useTranslation();
  const mine: FormRefusal | undefined = refusalFor(refusal, "attempt-add");
  return (
    <Form method="post" action={action} className="grid gap-4 sm:grid-cols-3" noValidate={false}>
      <input type="hidden" name="intent" value="attempt-add" />
      {mine?.message && (
        <p role="alert" className="text-sm font-semibold text-accent-700 sm:col-span-3">
          {mine.message}
        </p>
      )}
      <DateField
        id="attempt-date"
        label={t("appointmentKit.record.date")}
        required
        max={today}
        {...fieldFrom(mine, "attemptedOn", today)}
      />
      <SelectField
        id="attempt-channel"
        label={t("appointmentKit.record.channel")}
        placeholder={t("appointmentKit.record.choose")}
        options={channels}
        required
        {...fieldFrom(mine, "channel")}
      />
      <SelectField
        id="attempt-outcome"
        label={t("appointmentKit.record.outcome")}
        placeholder={t("appointmentKit.record.choose")}
        options={outcomes}
        required
        {...fieldFrom(mine, "outcome")}
      />
      <div className="sm:col-span-3">
        <TextareaField
          id="attempt-note"
          label={t("appointmentKit.record.note")}
          hint={t("appointmentKit.record.noteHint")}
          maxLength={300}
          rows={2}
          {...fieldFrom(mine, "note")}
        />
      </div>
      <div className="sm:col-span-3">
        <Button type="submit">{t("appointmentKit.record.add")}</Button>
      </div>
    </Form>
  );
}
