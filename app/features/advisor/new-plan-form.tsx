import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { caseTitleMaxLength } from "../../../core/case/case-inputs.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { type Choice, type ChoiceGroup, TextField } from "../../components/ui/fields.tsx";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import { CaseFormSummary } from "./case-form-summary.tsx";
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
  // Uncontrolled, so what is typed before the page hydrates stays; the proposal is written into
  // the box until the advisor types their own.
  const nameInput = useRef<HTMLInputElement>(null);
  const edited = useRef(Boolean(refusal));
  const visaLabel = (slug: string) =>
    visas.flatMap((group) => group.options).find((option) => option.value === slug)?.label ?? "";
  const proposed = (slug: string) =>
    slug ? t("advisor.newPlan.nameDefault", { client: client.name, visa: visaLabel(slug) }) : client.name;

  return (
    <Form
      method="post"
      noValidate
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <CaseFormSummary refusal={refusal} idOf={(field) => planFieldId(prefix, field)} />
      <input type="hidden" name="clientId" value={client.id} />
      <TextField
        ref={nameInput}
        id={nameId}
        name="name"
        label={t("advisor.fields.name")}
        hint={t("advisor.fields.nameHint")}
        defaultValue={start.name}
        onInput={() => {
          edited.current = true;
        }}
        maxLength={caseTitleMaxLength}
        required
        autoComplete="off"
        error={refusal?.fieldErrors.name}
      />
      <PlanDetailsFields
        prefix={prefix}
        values={start}
        refusal={refusal}
        visas={visas}
        packages={packages}
        onVisaChange={(slug) => {
          if (!edited.current && nameInput.current) nameInput.current.value = proposed(slug);
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
