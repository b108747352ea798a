import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import type { ChoiceGroup } from "../../components/ui/fields.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import { PermitForm } from "./permit-form.tsx";
import type { PermitCardView } from "./permits-view.server.ts";

const stateClasses: Record<string, string> = {
  done: "bg-emerald-100 text-emerald-900",
  upcoming: "bg-slate-100 text-slate-800",
  soon: "bg-amber-100 text-amber-900",
  today: "bg-red-100 text-red-900",
  open: "bg-blue-100 text-blue-900",
  missed: "bg-red-100 text-red-900",
  passed: "bg-slate-100 text-slate-700",
};

/** One recorded permit: its dates, its dated steps with what to do and their sources, its forms. */
export function PermitCard({
  permit,
  action,
  routeGroups,
  refusal,
  appointmentLetterHref,
  appointmentKitHref,
}: {
  permit: PermitCardView;
  action: string;
  routeGroups: readonly ChoiceGroup[];
  refusal?: FormRefusal;
  appointmentLetterHref: string;
  appointmentKitHref: string;
}) {
  const { t } = useTranslation();
  const editing = refusal?.intent === "permit-edit" && refusal.target === permit.id;
  return (
    <article id={`permit-${permit.id}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-xl font-semibold text-slate-900">
        {t("permits.permit.heading", {
          route: permit.routeName,
          document: t(`permits.form.documents.${permit.document}`),
        })}
      </h2>
      <p className="mt-1 text-slate-700">
        {t("permits.permit.validity", { start: permit.start, expiry: permit.expiry, departement: permit.departement })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {permit.canMarkValidated && (
          <StepDoneButton
            action={action}
            id={permit.id}
            intent="permit-validated"
            label={t("permits.permit.markValidated")}
          />
        )}
        {permit.canMarkFiled && (
          <StepDoneButton action={action} id={permit.id} intent="permit-filed" label={t("permits.permit.markFiled")} />
        )}
      </div>

      {permit.blocked && (
        <aside
          aria-labelledby={`blocked-${permit.id}`}
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <h3 id={`blocked-${permit.id}`} className="font-semibold text-slate-900">
            {t("permits.blocked.title")}
          </h3>
          <p className="mt-1 text-slate-800">{t("permits.blocked.text")}</p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <Link to={appointmentKitHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("permits.blocked.kitLink")}
            </Link>
            <Link to={appointmentLetterHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("permits.blocked.link")}
            </Link>
          </p>
        </aside>
      )}

      <h3 className="mt-5 text-lg font-semibold text-slate-900">{t("permits.permit.calendarTitle")}</h3>
      <ol className="mt-2 grid gap-3">
        {permit.steps.map((step) => (
          <li key={step.key} className="rounded-xl border border-slate-200 p-4">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">
                {step.lastDay ? t("permits.step.window", { from: step.day, to: step.lastDay }) : step.day}
              </span>
              <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${stateClasses[step.state] ?? ""}`}>
                {t(`permits.states.${step.state}`)}
              </span>
            </p>
            <p className="mt-1 font-semibold text-slate-900">{step.title}</p>
            <p className="mt-1 text-slate-700">{step.what}</p>
            {step.bring && (
              <p className="mt-1 text-slate-700">
                <span className="font-semibold">{t("permits.step.bring")}: </span>
                {step.bring}
              </p>
            )}
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-semibold">{t("permits.step.where")}: </span>
              <a href={step.link} className="underline" rel="noopener" dir="ltr" translate="no">
                {step.linkHost}
              </a>
            </p>
            {step.sources.map((source) => (
              <p key={source.url + source.label} className="mt-1 text-sm text-slate-600">
                {t("permits.step.source")}:{" "}
                <a href={source.url} className="underline" rel="noopener" lang={source.lang}>
                  {source.label}
                </a>{" "}
                (<span translate="no">{source.publisher}</span>,{" "}
                {t("permits.step.checkedOn", { date: source.checkedOn })})
              </p>
            ))}
          </li>
        ))}
      </ol>

      <details className="mt-5" open={editing}>
        <summary className="cursor-pointer font-semibold text-blue-800">{t("permits.permit.edit")}</summary>
        <div className="mt-3">
          <PermitForm
            id={permit.id}
            action={action}
            routeGroups={routeGroups}
            stored={permit.values}
            refusal={refusal}
          />
        </div>
      </details>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-red-800">{t("permits.permit.delete")}</summary>
        <Form method="post" action={action} className="mt-2 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="permit-delete" />
          <input type="hidden" name="id" value={permit.id} />
          <span className="text-slate-700">{t("permits.permit.deleteConfirm")}</span>
          <Button type="submit" variant="secondary" size="sm" className="text-red-800">
            {t("permits.permit.delete")}
          </Button>
        </Form>
      </details>
    </article>
  );
}

/** "Done today" for one step of a permit: a one-button form, so it works without scripts. */
function StepDoneButton({ action, id, intent, label }: { action: string; id: string; intent: string; label: string }) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm">
        {label}
      </Button>
    </Form>
  );
}
