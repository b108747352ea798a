import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { caseTitleMaxLength } from "../../../core/case/case-inputs.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { controlClasses, describedBy, FormField } from "../../components/ui/form-field.tsx";
import { type Choice, type ChoiceGroup, ErrorSummary } from "./advisor-fields.tsx";
import type { FormRefusal } from "./form-refusal.ts";
import { PlanDetailsFields, type PlanValues, planFieldId, TeamFields } from "./plan-fields.tsx";

const prefix = "plan";
const nameId = planFieldId(prefix, "name");

/**
 * "Open a relocation plan": the plan's name proposed as "<client> — <visa>" and following the
 * chosen visa until the advisor writes their own (without JavaScript it starts as the client's
 * name, ready to complete); then visa, household, package, target arrival and the team — the viewer
 * as advisor unless they choose otherwise.
 */
export function NewPlanForm({
  client,
  values,
  visas,
  packages,
  staff,
  refusal,
}: {
  client: { id: string; name: string };
  values: PlanValues & { name: string };
  visas: ChoiceGroup[];
  packages: Choice[];
  staff: Choice[];
  refusal: FormRefusal | undefined;
}) {
  const { t } = useTranslation();
  const start = refusal ? { ...values, ...refusal.values } : values;
  const [name, setName] = useState(start.name);
  const [edited, setEdited] = useState(Boolean(refusal));
  const visaLabel = (slug: string) =>
    visas.flatMap((group) => group.options).find((option) => option.value === slug)?.label ?? "";
  const proposed = (slug: string) =>
    slug ? t("advisor.newPlan.nameDefault", { client: client.name, visa: visaLabel(slug) }) : client.name;
  const nameError = refusal?.fields.name;
  const hintId = `${nameId}-hint`;

  return (
    <Form
      method="post"
      noValidate
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <ErrorSummary refusal={refusal} idOf={(field) => planFieldId(prefix, field)} />
      <input type="hidden" name="clientId" value={client.id} />
      <FormField
        id={nameId}
        label={t("advisor.fields.name")}
        error={nameError}
        details={
          <p id={hintId} className="text-sm text-slate-600">
            {t("advisor.fields.nameHint")}
          </p>
        }
      >
        <input
          id={nameId}
          name="name"
          type="text"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setEdited(true);
          }}
          maxLength={caseTitleMaxLength}
          required
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(nameId, [hintId], nameError)}
          className={controlClasses}
        />
      </FormField>
      <PlanDetailsFields
        prefix={prefix}
        values={start}
        refusal={refusal}
        visas={visas}
        packages={packages}
        onVisaChange={(slug) => {
          if (!edited) setName(proposed(slug));
        }}
      />
      <TeamFields prefix={prefix} values={start} refusal={refusal} staff={staff} />
      <div>
        <button type="submit" className={buttonClasses("primary")}>
          {t("advisor.newPlan.submit")}
        </button>
      </div>
    </Form>
  );
}
