import { useTranslation } from "react-i18next";
import { toolChoices } from "../../content/calculators/tool-choices.ts";
import { addDays } from "../../core/calculators/iso-date.ts";
import { documentWeeksLimits } from "../../core/calculators/timeline.ts";
import { timelineModes } from "../../core/calculators/tool-query.ts";
import { textDirection } from "../../core/languages.ts";
import { DateField, ErrorSummary, NumberField, RadioField, SelectField } from "../components/ui/fields.tsx";
import { Assumptions } from "../features/tools/assumptions.tsx";
import { SaveScenarioForm } from "../features/tools/save-scenario-form.tsx";
import { saveScenarioFromForm } from "../features/tools/scenario-actions.server.ts";
import { TimelineResult } from "../features/tools/timeline-result.tsx";
import { timelineView } from "../features/tools/timeline-view.server.ts";
import { ToolForm } from "../features/tools/tool-form.tsx";
import { defaultScenarioName, toolAnswer, toolPageBase, visaChoices } from "../features/tools/tool-page.server.ts";
import { ToolPage } from "../features/tools/tool-page.tsx";
import { UpgradePrompt } from "../features/tools/upgrade-prompt.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tools-timeline";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { t, language, access, today, common } = toolPageBase(context, url, "timeline");
  const view = timelineView({ params: url.searchParams, access, language, t, today });
  const payload = {
    common,
    view,
    tomorrow: addDays(today, 1),
    visas: visaChoices(toolChoices.timelineVisas, language),
    saveName: defaultScenarioName(t, "timeline", view.details),
  };
  return toolAnswer(payload);
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveScenarioFromForm(request, context, "timeline");
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.common.seo, location);

/**
 * /tools/timeline: the phases of the move with their dates — research, documents,
 * appointment, decision with the registry's processing time, travel, the first weeks' formalities
 * (VLS-TS validation within its legal deadline, OFII, bank, health insurance) — drawn on the
 * server as a calendar with the same dates as a table. Premium and dfy see the result.
 */
export default function ToolsTimeline({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { common, view } = loaderData;
  const v = view.values;
  const rtl = textDirection(common.seo.language) === "rtl";
  return (
    <ToolPage common={common} tool="timeline" intro={t("tools.timeline.intro")}>
      <ErrorSummary
        title={t("tools.form.errorSummary")}
        errors={view.errors}
        idOf={(field) => (field === "mode" ? "tool-mode-asap" : `tool-${field}`)}
      />
      <ToolForm action={common.formAction}>
        <SelectField
          id="tool-visa"
          name="visa"
          label={t("tools.form.visa")}
          defaultValue={v.visa ?? ""}
          error={view.errors.visa}
          options={loaderData.visas}
          placeholder={t("tools.form.chooseVisa")}
        />
        <NumberField
          id="tool-docs"
          name="docs"
          label={t("tools.form.docs")}
          hint={t("tools.form.docsHint")}
          defaultValue={v.docs || "4"}
          error={view.errors.docs}
          min={documentWeeksLimits.min}
          max={documentWeeksLimits.max}
        />
        <RadioField
          name="mode"
          idPrefix="tool-mode"
          legend={t("tools.form.mode")}
          defaultValue={v.mode || "asap"}
          error={view.errors.mode}
          options={timelineModes.map((id) => ({ value: id, label: t(`tools.form.modeOptions.${id}`) }))}
        />
        <DateField
          id="tool-arrival"
          name="arrival"
          label={t("tools.form.arrival")}
          hint={t("tools.form.arrivalHint")}
          defaultValue={v.arrival ?? ""}
          error={view.errors.arrival}
          min={loaderData.tomorrow}
        />
      </ToolForm>
      {view.locked && (
        <UpgradePrompt
          text={t("tools.upgrade.timeline")}
          pricingHref={common.pricingHref}
          signInHref={common.signInHref}
        />
      )}
      {view.result && <TimelineResult result={view.result} details={view.details} rtl={rtl} />}
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
