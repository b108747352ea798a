import { useTranslation } from "react-i18next";
import { countryOptions } from "../../core/countries.ts";
import { dateTimeFormat } from "../../core/intl-formats.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { WizardLauncher } from "../components/shared/wizard-launcher.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { SignOutButton } from "../components/ui/sign-out-button.tsx";
import { AddressStatus } from "../features/account/address-status.tsx";
import { myAssessments } from "../features/account/my-assessments.server.ts";
import { MyAssessments } from "../features/account/my-assessments.tsx";
import {
  ChangeEmail,
  ChangePassword,
  PersonalInformation,
  Preferences,
  type ProfileData,
  ProfileSection,
  YourData,
} from "../features/account/profile-sections.tsx";
import { DetailedAssessments } from "../features/assessment/detailed-assessments.tsx";
import { detailedAssessmentsOf } from "../features/assessment/detailed-assessments-list.server.ts";
import { billingAction } from "../features/billing/billing-action.server.ts";
import { billingView, confirmReturningCheckout } from "../features/billing/billing-view.server.ts";
import { PlanAndBilling } from "../features/billing/plan-and-billing.tsx";
import { ProfileChecklistLink } from "../features/checklist/profile-checklist-link.tsx";
import { ProfileCityQuiz } from "../features/city-quiz/profile-city-quiz.tsx";
import { profileQuizView } from "../features/city-quiz/profile-quiz-view.server.ts";
import { notificationPreferencesIntent } from "../features/messages/intents.ts";
import {
  notificationPreferencesView,
  saveNotificationPreferences,
} from "../features/messages/notification-preferences.server.ts";
import { NotificationPreferences } from "../features/messages/notification-preferences.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { refusalFor } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import { guardedUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/profile";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = guardedUser(context);
  const { t } = getI18n(context);
  const locale = getLocale(context);
  const { services } = context.get(serverContext);
  // Back from the payment page: settle the order now if its event is late.
  await confirmReturningCheckout(services, url);
  // The account's saved wizard runs, newest first, already in the reader's words.
  const assessments = await myAssessments(services.db, user.id, t, locale);
  // The saved detailed assessments, newest first.
  const detailedAssessments = await detailedAssessmentsOf(request, context, user, locale, url);
  // The last city quiz result, as it was shown.
  const cityQuiz = await profileQuizView(services.db, user.id, t, locale, url);
  const profile: ProfileData = {
    name: user.name,
    email: user.email,
    nationality: user.nationality,
    targetCountry: user.targetCountry,
    profession: user.profession,
    language: user.language,
    newsletter: user.newsletter,
    createdAt: user.createdAt,
  };
  // Formatted here, once: the browser's date data may differ from the server's (hydration).
  const joined = dateTimeFormat(locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(user.createdAt));
  return {
    profile,
    emailVerified: user.emailVerified,
    justVerified: url.searchParams.get("verified") === "1",
    joined,
    assessments,
    detailedAssessments,
    cityQuiz,
    billing: await billingView(services, user.id, locale),
    justSubscribed: url.searchParams.get("subscribed") === "1",
    justCancelled: url.searchParams.get("cancelled") === "1",
    confirmingCancel: url.searchParams.get("cancel") === "confirm",
    // How case updates reach the person by e-mail (ADR 0035).
    notifications: await notificationPreferencesView(services.db, user.id, locale),
    notificationsSaved: url.searchParams.get("notifications") === "saved",
    billingLinks: {
      action: keepLanguage("/profile", url),
      confirmCancel: `${keepLanguage("/profile?cancel=confirm", url)}#billing`,
      keep: `${keepLanguage("/profile", url)}#billing`,
      cancelled: `${keepLanguage("/profile?cancelled=1", url)}#billing`,
      pricing: keepLanguage("/pricing", url),
    },
    countries: countryOptions(locale),
    seo: accountPageSeo(context, "/profile", t("account.profile.title"), t("account.profile.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * The profile's plain forms, with or without JavaScript: the e-mail rhythm of case notifications,
 * and the billing section's ("Manage billing", the confirmed cancellation). The form is read once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === notificationPreferencesIntent) {
    return saveNotificationPreferences(form, context, new URL(request.url));
  }
  return billingAction(request, context, form);
}

/** The profile: personal information, account settings, plan, preferences, join date, data. */
export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, joined } = loaderData;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("account.profile.title")}</h1>
          <p className="mt-2 text-slate-700">
            <span className="font-semibold text-slate-900">{profile.name}</span> ·{" "}
            <span dir="ltr">{profile.email}</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">{t("account.profile.memberSince", { date: joined })}</p>
        </div>
        <SignOutButton className={buttonClasses("secondary", "sm")} />
      </div>
      <AddressStatus email={profile.email} verified={loaderData.emailVerified} justVerified={loaderData.justVerified} />
      <div className="mt-8 grid gap-6">
        <ProfileSection title={t("account.profile.plan.title")} headingId="billing">
          <PlanAndBilling
            view={loaderData.billing}
            justSubscribed={loaderData.justSubscribed}
            justCancelled={loaderData.justCancelled}
            confirmingCancel={loaderData.confirmingCancel}
            refusal={refusalFor(actionData, notificationPreferencesIntent) ? undefined : actionData}
            links={loaderData.billingLinks}
          />
        </ProfileSection>
        <ProfileChecklistLink />
        <MyAssessments items={loaderData.assessments} />
        <DetailedAssessments view={loaderData.detailedAssessments} />
        <ProfileCityQuiz view={loaderData.cityQuiz} />
        <ProfileSection title={t("account.profile.personal.title")}>
          <PersonalInformation key={profile.email} profile={profile} countries={loaderData.countries} />
        </ProfileSection>
        <ProfileSection title={t("account.profile.settings.title")}>
          <div className="grid gap-8">
            <ChangeEmail email={profile.email} />
            <div className="border-t border-slate-200 pt-8">
              <ChangePassword />
            </div>
          </div>
        </ProfileSection>
        <ProfileSection title={t("account.profile.preferences.title")}>
          <Preferences profile={profile} />
        </ProfileSection>
        <ProfileSection title={t("messages.notifications.title")} headingId="notifications">
          <NotificationPreferences
            view={loaderData.notifications}
            action={loaderData.billingLinks.action}
            saved={loaderData.notificationsSaved}
            refusal={refusalFor(actionData, notificationPreferencesIntent)}
          />
        </ProfileSection>
        <ProfileSection title={t("account.profile.data.title")}>
          <YourData />
        </ProfileSection>
      </div>
      <WizardLauncher />
    </div>
  );
}
