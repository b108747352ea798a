import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { caseTitleMaxLength } from "../../../core/case/case-inputs.ts";
import { journeyPhases, phaseIndex, planStatuses } from "../../../core/case/journey.ts";
import { languageNames } from "../../../core/languages.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { SelectField, TextField } from "../../components/ui/fields.tsx";
import { type FormRefusal, fieldFrom, refusalFor } from "../../lib/form-refusal.ts";
import { CaseFormSummary } from "./case-form-summary.tsx";
import type { CasePage } from "./case-page.server.ts";
import { CaseSection } from "./case-section.tsx";
import { PlanDetailsFields, planFieldId, TeamFields } from "./plan-fields.tsx";

/**
 * The Overview tab: who the client is, and the plan's four forms — move the phase, set the status,
 * assign the team, edit the details. Each posts only its own fields (intent), so saving the team
 * never resends a stale name. A form remounts when the plan changes (its key is the plan's
 * update time), so it shows what is now stored.
 */
export function OverviewPanel({
  page,
  refusal,
  permitForm,
}: {
  page: CasePage;
  refusal: FormRefusal | undefined;
  /** The form recording a permit for the client (the permits feature's, given by the route). */
  permitForm?: ReactNode;
}) {
  const { t } = useTranslation();
  const { view } = page;
  const next = journeyPhases[phaseIndex(view.phase) + 1];
  const idOf = (prefix: string) => (field: string) => planFieldId(prefix, field);
  const key = view.updatedAt;
  const refusedDetails = refusalFor(refusal, "details");
  const refusedTeam = refusalFor(refusal, "team");
  const refusedPhase = refusalFor(refusal, "phase");
  const refusedStatus = refusalFor(refusal, "status");

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-6">
        <CaseSection title={t("advisor.overview.clientTitle")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-medium text-slate-700">{t("advisor.overview.name")}</dt>
            <dd className="text-slate-900">{view.client.name}</dd>
            <dt className="font-medium text-slate-700">{t("advisor.overview.email")}</dt>
            <dd className="text-slate-900" dir="ltr">
              <a href={`mailto:${view.client.email}`} className="text-brand-700 underline underline-offset-2">
                {view.client.email}
              </a>
            </dd>
            <dt className="font-medium text-slate-700">{t("advisor.overview.language")}</dt>
            <dd className="text-slate-900" lang={view.client.language}>
              {languageNames[view.client.language].nativeName}
            </dd>
          </dl>
        </CaseSection>

        <CaseSection title={t("permits.advisor.title")}>
          {page.clientPermits.length === 0 ? (
            <p className="text-slate-700">{t("permits.advisor.none")}</p>
          ) : (
            page.clientPermits.map((permit) => (
              <div key={permit.id} className="mb-4 last:mb-0">
                <h3 className="font-semibold text-slate-900">
                  {t("permits.advisor.permit", { route: permit.route, expiry: permit.expiry })}
                </h3>
                <ul className="mt-1 grid gap-1">
                  {permit.steps.map((step) => (
                    <li key={step.key} className="text-slate-700">
                      <span className="font-medium text-slate-900">{step.dateText}</span> · {step.title} ·{" "}
                      {t(`permits.states.${step.state}`)}
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
          {permitForm && (
            <details className="mt-4" open={refusal?.intent === "permit-add"}>
              <summary className="cursor-pointer font-semibold text-brand-700">{t("permits.advisor.add")}</summary>
              <p className="mt-2 text-sm text-slate-700">{t("permits.advisor.addHint")}</p>
              <div className="mt-3">{permitForm}</div>
            </details>
          )}
        </CaseSection>

        <CaseSection title={t("advisor.overview.phaseTitle")}>
          <div className="grid gap-4">
            <CaseFormSummary refusal={refusedPhase} idOf={idOf("phase")} />
            {next && (
              <Form method="post" noValidate preventScrollReset key={`next-${key}`}>
                <input type="hidden" name="intent" value="phase" />
                <input type="hidden" name="phase" value={next} />
                <button type="submit" className={buttonClasses("primary")}>
                  {t("advisor.overview.nextPhase", { phase: t(`dashboard.phases.${next}`) })}
                </button>
              </Form>
            )}
            <Form
              method="post"
              noValidate
              preventScrollReset
              key={`phase-${key}`}
              className="flex flex-wrap items-end gap-3"
            >
              <input type="hidden" name="intent" value="phase" />
              <div className="min-w-56 flex-1">
                <SelectField
                  id={planFieldId("phase", "phase")}
                  {...fieldFrom(refusedPhase, "phase", view.phase)}
                  label={t("advisor.fields.phase")}
                  options={journeyPhases.map((phase) => ({ value: phase, label: t(`dashboard.phases.${phase}`) }))}
                />
              </div>
              <button type="submit" className={buttonClasses("secondary")}>
                {t("advisor.overview.movePhase")}
              </button>
            </Form>
          </div>
        </CaseSection>

        <CaseSection title={t("advisor.overview.statusTitle")}>
          <Form method="post" noValidate preventScrollReset key={`status-${key}`} className="grid gap-4">
            <CaseFormSummary refusal={refusedStatus} idOf={idOf("status")} />
            <input type="hidden" name="intent" value="status" />
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-56 flex-1">
                <SelectField
                  id={planFieldId("status", "status")}
                  {...fieldFrom(refusedStatus, "status", view.status)}
                  label={t("advisor.fields.status")}
                  options={planStatuses.map((status) => ({
                    value: status,
                    label: t(`dashboard.planStatuses.${status}`),
                  }))}
                />
              </div>
              <button type="submit" className={buttonClasses("secondary")}>
                {t("advisor.overview.saveStatus")}
              </button>
            </div>
          </Form>
        </CaseSection>
      </div>

      <div className="grid content-start gap-6">
        <CaseSection title={t("advisor.overview.teamTitle")}>
          <Form method="post" noValidate preventScrollReset key={`team-${key}`} className="grid gap-4">
            <CaseFormSummary refusal={refusedTeam} idOf={idOf("team")} />
            <input type="hidden" name="intent" value="team" />
            <TeamFields
              prefix="team"
              staff={page.staff}
              refusal={refusedTeam}
              values={{ advisorId: view.team.advisor?.id ?? "", contactId: view.team.contact?.id ?? "" }}
            />
            <div>
              <button type="submit" className={buttonClasses("secondary")}>
                {t("advisor.overview.saveTeam")}
              </button>
            </div>
          </Form>
        </CaseSection>

        <CaseSection title={t("advisor.overview.detailsTitle")}>
          <Form method="post" noValidate preventScrollReset key={`details-${key}`} className="grid gap-4">
            <CaseFormSummary refusal={refusedDetails} idOf={idOf("details")} />
            <input type="hidden" name="intent" value="details" />
            <TextField
              id={planFieldId("details", "name")}
              {...fieldFrom(refusedDetails, "name", view.name)}
              label={t("advisor.fields.name")}
              hint={t("advisor.fields.nameHint")}
              maxLength={caseTitleMaxLength}
              required
              autoComplete="off"
            />
            <PlanDetailsFields
              prefix="details"
              visas={page.visas}
              packages={page.packages}
              refusal={refusedDetails}
              values={{
                visaSlug: page.visaChoice,
                adults: String(view.adults),
                children: String(view.children),
                packageId: view.package?.id ?? "",
                targetArrival: view.targetArrival ?? "",
                advisorId: "",
                contactId: "",
              }}
            />
            <div>
              <button type="submit" className={buttonClasses("secondary")}>
                {t("advisor.overview.saveDetails")}
              </button>
            </div>
          </Form>
        </CaseSection>
      </div>
    </div>
  );
}
