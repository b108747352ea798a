import { useTranslation } from "react-i18next";
import { dataWithKeptParts, keptHtmlPart } from "../components/layout/kept-html-part.tsx";
import { SeparateHydration } from "../components/layout/separate-hydration.tsx";
import { EmailCaptureForm } from "../components/shared/email-capture-form.tsx";
import { WizardLauncher } from "../components/shared/wizard-launcher.tsx";
import { ConsultationForm } from "../features/consultation/consultation-form.tsx";
import { type HomeParts, homePartsOf } from "../features/home/home-parts.server.ts";
import { consultationPrefillOf } from "../features/pricing/consultation-prefill.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { handToRender } from "../lib/render-only.server.ts";
import { renderOnlySlot, useRenderOnly } from "../lib/render-only.tsx";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/home";

// Text, links and start buttons: the browser keeps the server's HTML of these parts and loads
// their code (and their catalogue text) only to render them itself (ADR 0053).
const loadHero = () => import("../features/home/assistant-hero.tsx").then((module) => module.AssistantHero);
const loadShowcase = () => import("../features/home/home-showcase.tsx").then((module) => module.HomeShowcase);
const loadIntro = () => import("../features/home/consultation-intro.tsx").then((module) => module.ConsultationIntro);
const loadFaq = () => import("../features/home/home-faq.tsx").then((module) => module.HomeFaq);
const Hero = keptHtmlPart("hero", import.meta.env.SSR ? { component: await loadHero() } : { load: loadHero });
const Showcase = keptHtmlPart(
  "showcase",
  import.meta.env.SSR ? { component: await loadShowcase() } : { load: loadShowcase },
);
const Intro = keptHtmlPart("intro", import.meta.env.SSR ? { component: await loadIntro() } : { load: loadIntro });
const Faq = keptHtmlPart("faq", import.meta.env.SSR ? { component: await loadFaq() } : { load: loadFaq });

/** What only the kept parts show: the administrators' FAQ, the social proof and the packages. */
const homeParts = renderOnlySlot<HomeParts>("home-parts");

export async function loader({ url, context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const locale = getLocale(context);
  const language = locale;
  const parts = await homePartsOf(context, language);

  return {
    // What only the kept parts show goes to the server's render alone when this is the page's
    // HTML: the browser keeps their HTML, so it is not sent a second time as data (ADR 0055).
    parts: handToRender(context, homeParts, parts),
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

/** The kept parts' code comes with the page's data on a client navigation (`dataWithKeptParts`). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return dataWithKeptParts(request, serverLoader, [Hero, Showcase, Intro, Faq]);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** The home page, top to bottom. The wizard's code loads only when a start button is used. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { consultationPrefill } = loaderData;
  // On the server's render of the HTML, from the loader by hand; in the browser, from the data of a
  // navigation or revalidation, and undefined while it hydrates (the kept parts need none then).
  const handed = useRenderOnly(homeParts);
  const parts = loaderData.parts ?? handed;
  return (
    <>
      <Hero />
      <Showcase planGroups={parts?.planGroups} />

      <SeparateHydration>
        <section id="consultation" aria-labelledby="consultation-heading" className="section">
          <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
            <Intro socialProof={parts?.socialProof} />
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

        <Faq items={parts?.faq} />
      </SeparateHydration>
      <WizardLauncher />
    </>
  );
}
