import { useTranslation } from "react-i18next";
import { toolChoices } from "../../content/calculators/tool-choices.ts";
import { householdLimits } from "../../core/calculators/cost-of-living.ts";
import { amountLimits, maxAdults, monthsLimits, rentalKinds } from "../../core/calculators/tool-query.ts";
import { ErrorSummary, NumberField, SelectField } from "../components/ui/fields.tsx";
import { Assumptions } from "../features/tools/assumptions.tsx";
import { BudgetResult } from "../features/tools/budget-result.tsx";
import { budgetView } from "../features/tools/budget-view.server.ts";
import { cityNameKey } from "../features/tools/city-name-key.ts";
import { SaveScenarioForm } from "../features/tools/save-scenario-form.tsx";
import { saveScenarioFromForm } from "../features/tools/scenario-actions.server.ts";
import { ToolForm } from "../features/tools/tool-form.tsx";
import { defaultScenarioName, toolAnswer, toolPageBase, visaChoices } from "../features/tools/tool-page.server.ts";
import { ToolPage } from "../features/tools/tool-page.tsx";
import { UpgradePrompt } from "../features/tools/upgrade-prompt.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tools-budget";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { t, language, access, today, common } = toolPageBase(context, url, "budget");
  const view = budgetView({ params: url.searchParams, access, language, t, today });
  const payload = {
    common,
    view,
    cities: toolChoices.cities.map((id) => ({ value: id, label: t(cityNameKey(id)) })),
    visas: visaChoices(toolChoices.budgetVisas, language),
    saveName: defaultScenarioName(t, "budget", view.details),
  };
  return toolAnswer(payload);
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveScenarioFromForm(request, context, "budget");
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.common.seo, location);

/**
 * /tools/budget: what the move costs before the first month in France — the visa's
 * fees and 2026 taxes from the registry, travel and setup, the deposit within the legal limit and
 * the first rent, an emergency fund — against the savings, with the monthly target and the visa's
 * resources verdict. Premium and dfy see the result; others keep the form and an honest prompt.
 */
export default function ToolsBudget({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { common, view } = loaderData;
  const v = view.values;
  return (
    <ToolPage common={common} tool="budget" intro={t("tools.budget.intro")}>
      <ErrorSummary title={t("tools.form.errorSummary")} errors={view.errors} idOf={(field) => `tool-${field}`} />
      <ToolForm action={common.formAction}>
        <NumberField
          id="tool-income"
          name="income"
          label={t("tools.form.income")}
          hint={t("tools.form.incomeHint")}
          defaultValue={v.income ?? ""}
          error={view.errors.income}
          min={0}
          max={amountLimits.income}
        />
        <NumberField
          id="tool-savings"
          name="savings"
          label={t("tools.form.savings")}
          defaultValue={v.savings ?? ""}
          error={view.errors.savings}
          min={0}
          max={amountLimits.savings}
        />
        <NumberField
          id="tool-months"
          name="months"
          label={t("tools.form.months")}
          defaultValue={v.months || "6"}
          error={view.errors.months}
          min={monthsLimits.min}
          max={monthsLimits.max}
        />
        <SelectField
          id="tool-city"
          name="city"
          label={t("tools.form.targetCity")}
          defaultValue={v.city ?? ""}
          error={view.errors.city}
          options={loaderData.cities}
        />
        <NumberField
          id="tool-people"
          name="people"
          label={t("tools.form.people")}
          defaultValue={v.people || "1"}
          error={view.errors.people}
          min={householdLimits.min}
          max={householdLimits.max}
        />
        <NumberField
          id="tool-adults"
          name="adults"
          label={t("tools.form.adults")}
          hint={t("tools.form.adultsHint")}
          defaultValue={v.adults || "1"}
          error={view.errors.adults}
          min={1}
          max={maxAdults}
        />
        <SelectField
          id="tool-visa"
          name="visa"
          label={t("tools.form.visa")}
          defaultValue={v.visa ?? ""}
          error={view.errors.visa}
          options={loaderData.visas}
          placeholder={t("tools.form.chooseVisa")}
        />
        <SelectField
          id="tool-rental"
          name="rental"
          label={t("tools.form.rental")}
          defaultValue={v.rental || "unfurnished"}
          error={view.errors.rental}
          options={rentalKinds.map((id) => ({ value: id, label: t(`tools.form.rentalOptions.${id}`) }))}
        />
      </ToolForm>
      {view.locked && (
        <UpgradePrompt
          text={t("tools.upgrade.budget")}
          pricingHref={common.pricingHref}
          signInHref={common.signInHref}
        />
      )}
      {view.result && <BudgetResult result={view.result} details={view.details} />}
      {view.result && view.query && (
        <SaveScenarioForm
          action={common.postAction}
          query={view.query}
          defaultName={actionData?.values.name || loaderData.saveName}
          refusal={actionData?.message ?? null}
        />
      )}
      {view.result && <Assumptions assumptions={view.assumptions} sources={view.sources} />}
    </ToolPage>
  );
}
