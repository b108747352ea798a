import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { isolateFor } from "../../core/languages.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { FormNotice } from "../features/dashboard/form-notice.tsx";
import { CalendarFeedCard } from "../features/permits/calendar-feed-card.tsx";
import { PermitCard } from "../features/permits/permit-card.tsx";
import { PermitForm } from "../features/permits/permit-form.tsx";
import { handlePermitsAction } from "../features/permits/permits-actions.server.ts";
import { permitsView } from "../features/permits/permits-view.server.ts";
import { ReminderCadenceCard } from "../features/permits/reminder-cadence-card.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { isFormRefusal, refusalSentence } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import { guardedUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/dashboard-permits";

const savedNotices = ["created", "updated", "deleted", "feed-off", "reminders"] as const;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guardedUser(context);
  const { t } = getI18n(context);
  const language = getLocale(context);
  const view = await permitsView(context.get(serverContext).services.db, user.id, language, url);
  const saved = url.searchParams.get("saved");
  const notice = savedNotices.find((key) => key === saved);
  return {
    seo: accountPageSeo(context, href("/dashboard/permits"), t("permits.title"), t("permits.intro")),
    ...view,
    // The address isolated, so an Arabic sentence's punctuation stays where it belongs.
    remindersNote: t("permits.remindersNote", { email: isolateFor(language)(user.email) }),
    notice: notice ? t(`permits.saved.${notice === "feed-off" ? "feedOff" : notice}`) : null,
    action: keepLanguage(href("/dashboard/permits"), url),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePermitsAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** /dashboard/permits: a member's visas and permits, each with its dated calendar, and the calendar feed. */
export default function DashboardPermits({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { permits, routeGroups, action } = loaderData;
  const refusal = isFormRefusal(actionData) ? actionData : undefined;
  const newUrl = actionData && !isFormRefusal(actionData) && actionData.outcome === "feed-on" ? actionData.url : null;
  const adding = refusal?.intent === "permit-add";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t("permits.title")}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t("permits.intro")}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{t("permits.disclaimer")}</p>
      <p className="mt-2 text-sm text-slate-600">{loaderData.remindersNote}</p>
      <FormNotice
        notice={loaderData.notice}
        refusal={
          refusal && refusal.intent !== "permit-add" && refusal.intent !== "permit-edit"
            ? refusalSentence(refusal)
            : null
        }
      />
      <div className="mt-6 grid gap-6">
        {permits.length === 0 && <p className="text-slate-700">{t("permits.empty")}</p>}
        {permits.map((permit) => (
          <PermitCard
            key={permit.id}
            permit={permit}
            action={action}
            routeGroups={routeGroups}
            refusal={refusal}
            appointmentLetterHref={loaderData.appointmentLetterHref}
            appointmentKitHref={loaderData.appointmentKitHref}
          />
        ))}
      </div>
      <section aria-labelledby="permit-add-title" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="permit-add-title" className="text-xl font-semibold text-slate-900">
          {t("permits.form.addTitle")}
        </h2>
        <div className="mt-4">
          <PermitForm key={adding ? "refused" : "new"} action={action} routeGroups={routeGroups} refusal={refusal} />
        </div>
      </section>
      <ReminderCadenceCard action={action} cadence={loaderData.reminderCadence} />
      <CalendarFeedCard action={action} feed={loaderData.feed} newUrl={newUrl} />
    </div>
  );
}
