import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { serverContext } from "../../server/router-context.server.ts";
import { Link } from "../components/ui/link.tsx";
import { handleAppointmentKitAction } from "../features/appointment-kit/appointment-kit-actions.server.ts";
import { appointmentKitView } from "../features/appointment-kit/appointment-kit-view.server.ts";
import { AttemptForm } from "../features/appointment-kit/attempt-form.tsx";
import { AttemptsList } from "../features/appointment-kit/attempts-list.tsx";
import { ConsultationForm } from "../features/consultation/consultation-form.tsx";
import { FormNotice } from "../features/dashboard/form-notice.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { isFormRefusal, refusalSentence } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import { guardedUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/dashboard-appointment-kit";

const savedNotices = ["added", "deleted"] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guardedUser(context);
  const { t } = getI18n(context);
  const view = await appointmentKitView(context.get(serverContext).services.db, user.id, getLocale(context), t, url);
  const saved = url.searchParams.get("saved");
  const notice = savedNotices.find((key) => key === saved);
  return {
    seo: accountPageSeo(
      context,
      href("/dashboard/appointment-kit"),
      t("appointmentKit.title"),
      t("appointmentKit.intro"),
    ),
    ...view,
    notice: notice ? t(`appointmentKit.saved.${notice}`) : null,
    action: keepLanguage(href("/dashboard/appointment-kit"), url),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAppointmentKitAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * /dashboard/appointment-kit: when the prefecture gives no appointment — what the law allows, the
 * member's dated record of attempts with screenshots, the letter it fills, and an adviser.
 */
export default function DashboardAppointmentKit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusal = isFormRefusal(actionData) ? actionData : undefined;
  const { action } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t("appointmentKit.title")}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t("appointmentKit.intro")}</p>
      <p className="mt-2 max-w-3xl text-sm font-semibold text-slate-800">{t("appointmentKit.disclaimer")}</p>
      <p className="mt-3 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900">
        {loaderData.deadline ?? t("appointmentKit.noPermit")}{" "}
        <Link to={loaderData.permitsHref} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("appointmentKit.permitsLink")}
        </Link>
      </p>

      <section aria-labelledby="kit-law" className="mt-8">
        <h2 id="kit-law" className="text-2xl font-semibold text-slate-900">
          {t("appointmentKit.law.title")}
        </h2>
        <ol className="mt-3 grid list-decimal gap-3 ps-6">
          {loaderData.law.map((point) => (
            <li key={point.key} className="text-slate-800">
              <p>{point.text}</p>
              {point.references.length > 0 && (
                <p className="mt-1 text-sm text-slate-600">
                  {t("appointmentKit.law.sources")}:{" "}
                  {point.references.map((reference, index) => (
                    <span key={reference.url}>
                      {index > 0 && " · "}
                      <a
                        href={reference.url}
                        lang="fr"
                        rel="noopener"
                        className="text-brand-700 underline underline-offset-2"
                      >
                        {reference.label}
                      </a>
                    </span>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section id="attempts" aria-labelledby="kit-record" className="mt-8">
        <h2 id="kit-record" className="text-2xl font-semibold text-slate-900">
          {t("appointmentKit.record.title")}
        </h2>
        <FormNotice
          notice={loaderData.notice}
          refusal={refusal && refusal.intent !== "attempt-add" ? refusalSentence(refusal) : null}
        />
        <p className="mt-2 text-slate-700">{loaderData.summary ?? t("appointmentKit.record.empty")}</p>
        <div className="mt-4">
          <AttemptsList attempts={loaderData.attempts} action={action} uploadMaxText={loaderData.uploadMaxText} />
        </div>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          <h3 className="text-lg font-semibold text-slate-900">{t("appointmentKit.record.addTitle")}</h3>
          <div className="mt-3">
            <AttemptForm
              key={refusal?.intent === "attempt-add" ? "refused" : `new-${loaderData.attempts.length}`}
              action={action}
              today={loaderData.today}
              channels={loaderData.choices.channels}
              outcomes={loaderData.choices.outcomes}
              refusal={refusal}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="kit-letter" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5">
        <h2 id="kit-letter" className="text-2xl font-semibold text-slate-900">
          {t("appointmentKit.letter.title")}
        </h2>
        <p className="mt-2 text-slate-800">{t("appointmentKit.letter.text")}</p>
        <p className="mt-3">
          <Link to={loaderData.letterHref} className="font-semibold text-brand-700 underline underline-offset-2">
            {t("appointmentKit.letter.link")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="kit-consultation" className="mt-8">
        <h2 id="kit-consultation" className="text-2xl font-semibold text-slate-900">
          {t("appointmentKit.consultation.title")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("appointmentKit.consultation.text")}</p>
        <div className="mt-4 max-w-3xl">
          <ConsultationForm key={loaderData.consultation.message} prefill={loaderData.consultation} />
        </div>
      </section>
    </div>
  );
}
