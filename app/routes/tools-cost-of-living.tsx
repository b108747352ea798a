import { useTranslation } from "react-i18next";
import { toolChoices } from "../../content/calculators/tool-choices.ts";
import { householdLimits, housingTypes, lifestyles } from "../../core/calculators/cost-of-living.ts";
import { textDirection } from "../../core/languages.ts";
import { ErrorSummary, NumberField, SelectField } from "../components/ui/fields.tsx";
import { Assumptions } from "../features/tools/assumptions.tsx";
import { cityNameKey } from "../features/tools/city-name-key.ts";
import { CostComparison, CostOfLivingResult } from "../features/tools/cost-of-living-result.tsx";
import { costOfLivingView } from "../features/tools/cost-of-living-view.server.ts";
import { SaveScenarioForm } from "../features/tools/save-scenario-form.tsx";
import { saveScenarioFromForm } from "../features/tools/scenario-actions.server.ts";
import { ToolForm } from "../features/tools/tool-form.tsx";
import { defaultScenarioName, toolAnswer, toolPageBase } from "../features/tools/tool-page.server.ts";
import { ToolPage } from "../features/tools/tool-page.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tools-cost-of-living";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { t, language, access, today, common } = toolPageBase(context, url, "cost-of-living");
  const view = costOfLivingView({ params: url.searchParams, access, language, t, today });
  const payload = {
    common,
    view,
    cities: toolChoices.cities.map((id) => ({ value: id, label: t(cityNameKey(id)) })),
    saveName: defaultScenarioName(
      t,
      "cost-of-living",
      view.details &&
        [view.results.map((city) => city.cityName).join(t("cities.listSeparator")), view.details].join(
          t("cities.listSeparator"),
        ),
    ),
  };
  return toolAnswer(payload);
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveScenarioFromForm(request, context, "cost-of-living");
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.common.seo, location);

/**
 * /tools/cost-of-living: a city, a home, a household and a way of living give each
 * cost as a range, with a chart drawn on the server and the same figures as a table. Everyone gets
 * one city at a time; premium and dfy compare up to three and save scenarios. A GET form: the
 * inputs live in the address, so a result is shareable, printable and works without JavaScript.
 */
export default function ToolsCostOfLiving({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { common, view, cities } = loaderData;
  const rtl = textDirection(common.seo.language) === "rtl";
  const compareSlots = common.access.premium ? [1, 2] : [];
  return (
    <ToolPage common={common} tool="cost-of-living" intro={t("tools.costOfLiving.intro")}>
      <ErrorSummary
        title={t("tools.form.errorSummary")}
        errors={view.errors}
        idOf={(field) => (field === "city" ? "tool-city-0" : `tool-${field}`)}
      />
      <ToolForm action={common.formAction}>
        <SelectField
          name="city"
          id="tool-city-0"
          label={t("tools.form.city")}
          defaultValue={view.selectedCities[0] ?? ""}
          error={view.errors.city}
          options={cities}
        />
        {compareSlots.map((slot) => (
          <SelectField
            key={slot}
            name="city"
            id={`tool-city-${slot}`}
            label={t("tools.form.compareWith")}
            defaultValue={view.selectedCities[slot] ?? ""}
            options={cities}
            placeholder={t("tools.form.none")}
          />
        ))}
        <SelectField
          id="tool-housing"
          name="housing"
          label={t("tools.form.housing")}
          defaultValue={view.values.housing || "one-bedroom"}
          error={view.errors.housing}
          options={housingTypes.map((id) => ({ value: id, label: t(`tools.form.housingOptions.${id}`) }))}
        />
        <NumberField
          id="tool-people"
          name="people"
          label={t("tools.form.people")}
          defaultValue={view.values.people || "1"}
          error={view.errors.people}
          min={householdLimits.min}
          max={householdLimits.max}
        />
        <SelectField
          id="tool-lifestyle"
          name="lifestyle"
          label={t("tools.form.lifestyle")}
          defaultValue={view.values.lifestyle || "moderate"}
          error={view.errors.lifestyle}
          options={lifestyles.map((id) => ({ value: id, label: t(`tools.form.lifestyleOptions.${id}`) }))}
        />
      </ToolForm>
      {view.limitNotice && (
        <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800" data-limit-notice>
          {view.limitNotice}
        </p>
      )}
      {view.results.length > 1 && <CostComparison cities={view.results} />}
      {view.results.map((city) => (
        <CostOfLivingResult key={city.cityId} city={city} details={view.details} rtl={rtl} />
      ))}
      {common.access.premium && view.query && (
        <SaveScenarioForm
          action={common.postAction}
          query={view.query}
          defaultName={actionData?.values.name || loaderData.saveName}
          refusal={actionData?.message ?? null}
        />
      )}
      {view.results.length > 0 && <Assumptions assumptions={view.assumptions} sources={view.sources} />}
    </ToolPage>
  );
}
