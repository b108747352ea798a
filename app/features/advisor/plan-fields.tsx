import { useTranslation } from "react-i18next";
import { caseTitleMaxLength } from "../../../core/case/case-inputs.ts";
import { householdLimits } from "../../../core/case/journey.ts";
import { type Choice, type ChoiceGroup, DateField, NumberField, SelectField } from "../../components/ui/fields.tsx";
import { type FormRefusal, fieldFrom } from "../../lib/form-refusal.ts";

/**
 * The plan's fields, shared by "Open a plan" and the case's overview: visa, household, package and
 * target arrival; then the team. Names are the schemas' (core/case/case-inputs.ts), so a refused
 * field's message lands on its control. The plan's name is the caller's: opening a plan proposes
 * one that follows the chosen visa.
 */
export type PlanValues = {
  visaSlug: string;
  adults: string;
  children: string;
  packageId: string;
  targetArrival: string;
  advisorId: string;
  contactId: string;
};

export const planFieldId = (prefix: string, field: string) => `${prefix}-${field}`;

export function PlanDetailsFields({
  prefix,
  values,
  refusal,
  visas,
  packages,
  onVisaChange,
}: {
  prefix: string;
  values: PlanValues;
  refusal: FormRefusal | undefined;
  visas: ChoiceGroup[];
  /** The catalogue's packages by their names (./plan-options.server.ts packageChoices). */
  packages: Choice[];
  onVisaChange?: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const id = (field: string) => planFieldId(prefix, field);
  return (
    <>
      <SelectField
        id={id("visaSlug")}
        {...fieldFrom(refusal, "visaSlug", values.visaSlug)}
        label={t("advisor.fields.visa")}
        placeholder={t("advisor.fields.chooseVisa")}
        groups={visas}
        required
        onChange={onVisaChange ? (event) => onVisaChange(event.currentTarget.value) : undefined}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("advisor.fields.household")}</legend>
        <NumberField
          id={id("adults")}
          {...fieldFrom(refusal, "adults", values.adults)}
          label={t("advisor.fields.adults")}
          min={householdLimits.adults.min}
          max={householdLimits.adults.max}
          required
        />
        <NumberField
          id={id("children")}
          {...fieldFrom(refusal, "children", values.children)}
          label={t("advisor.fields.children")}
          min={householdLimits.children.min}
          max={householdLimits.children.max}
          required
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={id("packageId")}
          {...fieldFrom(refusal, "packageId", values.packageId)}
          label={t("advisor.fields.package")}
          placeholder={t("advisor.fields.choosePackage")}
          options={packages}
          required
        />
        <DateField
          id={id("targetArrival")}
          {...fieldFrom(refusal, "targetArrival", values.targetArrival)}
          label={t("advisor.fields.targetArrival")}
        />
      </div>
    </>
  );
}

export function TeamFields({
  prefix,
  values,
  refusal,
  staff,
}: {
  prefix: string;
  values: Pick<PlanValues, "advisorId" | "contactId">;
  refusal: FormRefusal | undefined;
  staff: Choice[];
}) {
  const { t } = useTranslation();
  const options = [{ value: "", label: t("advisor.fields.nobody") }, ...staff];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={planFieldId(prefix, "advisorId")}
        {...fieldFrom(refusal, "advisorId", values.advisorId)}
        label={t("advisor.fields.advisor")}
        options={options}
      />
      <SelectField
        id={planFieldId(prefix, "contactId")}
        {...fieldFrom(refusal, "contactId", values.contactId)}
        label={t("advisor.fields.contact")}
        options={options}
      />
    </div>
  );
}

export const planNameMaxLength = caseTitleMaxLength;
