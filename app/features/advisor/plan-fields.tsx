import { useTranslation } from "react-i18next";
import { caseTitleMaxLength } from "../../../core/case/case-inputs.ts";
import { householdLimits } from "../../../core/case/journey.ts";
import { type Choice, type ChoiceGroup, DateInput, NumberInput, SelectInput } from "./advisor-fields.tsx";
import type { FormRefusal } from "./form-refusal.ts";

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
      <SelectInput
        id={id("visaSlug")}
        name="visaSlug"
        label={t("advisor.fields.visa")}
        placeholder={t("advisor.fields.chooseVisa")}
        groups={visas}
        value={values.visaSlug}
        refusal={refusal}
        required
        onChange={onVisaChange}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t("advisor.fields.household")}</legend>
        <NumberInput
          id={id("adults")}
          name="adults"
          label={t("advisor.fields.adults")}
          min={householdLimits.adults.min}
          max={householdLimits.adults.max}
          value={values.adults}
          refusal={refusal}
          required
        />
        <NumberInput
          id={id("children")}
          name="children"
          label={t("advisor.fields.children")}
          min={householdLimits.children.min}
          max={householdLimits.children.max}
          value={values.children}
          refusal={refusal}
          required
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          id={id("packageId")}
          name="packageId"
          label={t("advisor.fields.package")}
          placeholder={t("advisor.fields.choosePackage")}
          options={packages}
          value={values.packageId}
          refusal={refusal}
          required
        />
        <DateInput
          id={id("targetArrival")}
          name="targetArrival"
          label={t("advisor.fields.targetArrival")}
          value={values.targetArrival}
          refusal={refusal}
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
      <SelectInput
        id={planFieldId(prefix, "advisorId")}
        name="advisorId"
        label={t("advisor.fields.advisor")}
        options={options}
        value={values.advisorId}
        refusal={refusal}
      />
      <SelectInput
        id={planFieldId(prefix, "contactId")}
        name="contactId"
        label={t("advisor.fields.contact")}
        options={options}
        value={values.contactId}
        refusal={refusal}
      />
    </div>
  );
}

export const planNameMaxLength = caseTitleMaxLength;
