import { useTranslation } from "react-i18next";
import type { HomeFaqItem } from "../../content/home/home-faq.ts";
import { dfyPackagesOf, formatEuros } from "../../core/plans-catalogue.ts";
import { publishedFaq } from "../../server/modules/faq/faq-items.ts";
import { siteSettings } from "../../server/modules/site-settings/site-settings.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { SeparateHydration } from "../components/layout/separate-hydration.tsx";
import { ConsultationForm } from "../features/consultation/consultation-form.tsx";
import { EmailCaptureForm } from "../features/email-capture/email-capture-form.tsx";
import { AssistantHero } from "../features/home/assistant-hero.tsx";
import { ChatPreview } from "../features/home/chat-preview.tsx";
import { DoneForYou, type PlanGroupView } from "../features/home/done-for-you.tsx";
import { HomeFaq } from "../features/home/home-faq.tsx";
import { CityPromo, HowItWorks, Resources, StartJourney, VisaCards } from "../features/home/home-sections.tsx";
import { SectionHeading } from "../features/home/section-heading.tsx";
import { SocialProof, type SocialProofView } from "../features/home/social-proof.tsx";
import { consultationPrefillOf } from "../features/pricing/consultation-prefill.ts";
import { WizardLauncher } from "../features/wizard/wizard-launcher.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/home";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const locale = getLocale(context);
  const language = locale;
  // The administrators' FAQ (ADR 0038): the published items of the page's language.
  const { services } = context.get(serverContext);
  const faq = await publishedFaq(services.db, language);
  // Social proof only while an administrator has set it (ADR 0038), formatted here for both sides.
  const settings = await siteSettings(services);
  const count = new Intl.NumberFormat(language);
  const rating = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const socialProof: SocialProofView = {
    clientsHelped: settings.clientsHelped === null ? null : count.format(settings.clientsHelped),
    rating: settings.rating === null ? null : rating.format(settings.rating),
    ratingCount: settings.ratingCount === null ? null : count.format(settings.ratingCount),
  };
  // Names and prices are localised here, once, so the server and the browser render the same
  // text (their Intl data may differ slightly) and the page needs no Intl work to hydrate.
  const planGroups: PlanGroupView[] = (["individuals", "business"] as const).map((id) => ({
    id,
    packages: dfyPackagesOf(id).map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: plan.priceCents === null ? "" : formatEuros(plan.priceCents, language),
    })),
  }));

  return {
    faq,
    socialProof,
    planGroups,
    // /?consultation=<package id>, from a pricing page button: the form starts filled in.
    consultationPrefill: consultationPrefillOf(url, (name) => t("pricing.consultationMessage", { name })),
    seo: {
      title: `Passerelle — ${t("brand.tagline")}`,
      description: t("home.metaDescription"),
      siteUrl: siteUrlOf(context),
      path: "/",
      language,
    },
  };
}

/** FAQPage structured data, built from the FAQ the page already carries (not sent twice). */
function faqJsonLd(items: HomeFaqItem[], language: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  seoMeta(loaderData && { ...loaderData.seo, jsonLd: [faqJsonLd(loaderData.faq, loaderData.seo.language)] }, location);

/** Spec §2 "Home", top to bottom. The wizard's code loads only when a start button is used. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { faq, planGroups, consultationPrefill } = loaderData;
  return (
    <>
      <AssistantHero />
      <SeparateHydration>
        <ChatPreview />
        <HowItWorks />
      </SeparateHydration>
      <SeparateHydration>
        <VisaCards />
        <DoneForYou groups={planGroups} />
      </SeparateHydration>
      <SeparateHydration>
        <Resources />
        <CityPromo />
        <StartJourney />
      </SeparateHydration>

      <SeparateHydration>
        <section
          id="consultation"
          aria-labelledby="consultation-heading"
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
        >
          <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
            <div>
              <SectionHeading
                id="consultation-heading"
                title={t("consultation.heading")}
                lead={t("consultation.intro")}
              />
              <p className="mt-4 text-slate-700">{t("consultation.note")}</p>
              <SocialProof figures={loaderData.socialProof} />
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <ConsultationForm key={consultationPrefill?.message ?? ""} prefill={consultationPrefill} />
            </div>
          </div>
        </section>
      </SeparateHydration>

      <SeparateHydration>
        <section
          id="free-checklist"
          aria-labelledby="checklist-heading"
          className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-16 sm:px-6"
        >
          <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 md:grid-cols-2 md:items-center">
            <div>
              <h2 id="checklist-heading" className="text-2xl font-bold text-brand-900">
                {t("emailCapture.title")}
              </h2>
              <p className="mt-2 text-slate-700">{t("emailCapture.description")}</p>
            </div>
            <EmailCaptureForm />
          </div>
        </section>

        <HomeFaq items={faq} />
      </SeparateHydration>
      <WizardLauncher />
    </>
  );
}
