import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { type ChoiceGroup, DateField, SelectField, TextField } from "../../components/ui/fields.tsx";
import { type FormRefusal, fieldFrom } from "../../lib/form-refusal.ts";

export type PermitFormValues = Record<string, string>;

/**
 * Record a visa or permit, or change one (`id`): the fields of core/permits/permit-input.ts, each
 * with its refusal beside it. A refusal of this very form (same intent and permit) gives back what
 * was typed; otherwise the stored values.
 */
export function PermitForm({
  id,
  action,
  routeGroups,
  stored,
  refusal,
}: {
  id?: string;
  /** Where it posts; none posts to the page's own route (the advisor's Overview tab). */
  action?: string;
  routeGroups: readonly ChoiceGroup[];
  stored?: PermitFormValues;
  refusal?: FormRefusal;
}) {
  const { t } = useTranslation();
  const intent = id ? "permit-edit" : "permit-add";
  const mine = refusal && refusal.intent === intent && (refusal.target ?? undefined) === id ? refusal : undefined;
  const field = (name: string, fallback = "") => fieldFrom(mine, name, stored?.[name] ?? fallback);
  const prefix = id ? `permit-${id}-` : "permit-new-";
  return (
    <Form method="post" action={action} className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
      <SelectField
        id={`${prefix}route`}
        label={t("permits.form.route")}
        placeholder={t("permits.form.routePlaceholder")}
        groups={routeGroups}
        required
        className="sm:col-span-2"
        {...field("routeSlug")}
      />
      <SelectField
        id={`${prefix}document`}
        label={t("permits.form.document")}
        options={[
          { value: "vls-ts", label: t("permits.form.documents.vls-ts") },
          { value: "residence-permit", label: t("permits.form.documents.residence-permit") },
        ]}
        {...field("document", "vls-ts")}
      />
      <SelectField
        id={`${prefix}filing`}
        label={t("permits.form.filing")}
        options={[
          { value: "online", label: t("permits.form.filings.online") },
          { value: "prefecture", label: t("permits.form.filings.prefecture") },
        ]}
        {...field("filing", "online")}
      />
      <DateField id={`${prefix}start`} label={t("permits.form.startDate")} required {...field("startDate")} />
      <DateField
        id={`${prefix}expiry`}
        label={t("permits.form.expiryDate")}
        hint={t("permits.form.expiryHint")}
        required
        {...field("expiryDate")}
      />
      <DateField
        id={`${prefix}arrival`}
        label={t("permits.form.arrivalDate")}
        hint={t("permits.form.arrivalHint")}
        {...field("arrivalDate")}
      />
      <TextField
        id={`${prefix}departement`}
        label={t("permits.form.departement")}
        hint={t("permits.form.departementHint")}
        dir="ltr"
        maxLength={3}
        autoComplete="off"
        required
        {...field("departement")}
      />
      <DateField id={`${prefix}validated`} label={t("permits.form.validatedOn")} {...field("validatedOn")} />
      <DateField id={`${prefix}filed`} label={t("permits.form.renewalFiledOn")} {...field("renewalFiledOn")} />
      <div className="sm:col-span-2">
        <Button type="submit">{id ? t("permits.form.save") : t("permits.form.add")}</Button>
      </div>
    </Form>
  );
}
