import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { StartWizardButton } from "../../components/shared/wizard-launcher.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ArrowIcon, CheckIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { SectionHeading } from "./section-heading.tsx";

const steps = ["assessment", "analysis", "recommendations", "guidance"] as const;

/** How it works, in the four-step wording: assessment, analysis, recommendations, guidance. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-heading" className="bg-white">
      <div className="section">
        <SectionHeading id="how-heading" title={t("home.steps.heading")} lead={t("home.steps.intro")} centered />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="panel-sand p-6">
              <span aria-hidden="true" className="step-number">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`home.steps.${step}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const visaCards = [
  { key: "talent", slug: "passeport-talent" },
  { key: "blueCard", slug: "carte-bleue-ue" },
  { key: "autoEntrepreneur", slug: "auto-entrepreneur" },
] as const;

/** Three popular routes; "Learn more" opens each visa page. */
export function VisaCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="visas-heading" className="section">
      <SectionHeading id="visas-heading" title={t("home.visas.heading")} lead={t("home.visas.intro")} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {visaCards.map(({ key, slug }) => (
          <li key={key}>
            <article aria-labelledby={`visa-card-${key}`} className="card h-full">
              <p className="badge">{t(`home.visas.${key}.category`)}</p>
              <h3 id={`visa-card-${key}`} className="mt-4 text-xl font-bold text-slate-900">
                {t(`home.visas.${key}.name`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`home.visas.${key}.description`)}</p>
              <ul className="mt-4 grid gap-2">
                {(["point1", "point2", "point3"] as const).map((point) => (
                  <li key={point} className="check-item">
                    <CheckIcon className="check-icon" />
                    {t(`home.visas.${key}.${point}`)}
                  </li>
                ))}
              </ul>
              <Link to={href("/visa/:slug", { slug })} className={buttonClasses("secondary", "md", "mt-6 self-start")}>
                {t("home.visas.learnMore")}
                <span className="sr-only"> — {t(`home.visas.${key}.name`)}</span>
                <ArrowIcon />
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={href("/visa")} className={buttonClasses("primary")}>
          {t("home.visas.viewAll")}
          <ArrowIcon />
        </Link>
      </p>
    </section>
  );
}

const resources = [
  { key: "visas", href: href("/visa") },
  { key: "cities", href: href("/city-comparison") },
  { key: "paris", href: href("/paris-guide") },
  { key: "lyon", href: href("/lyon-digital-nomads") },
  { key: "marseille", href: href("/marseille-living") },
  { key: "nice", href: href("/retiring-nice") },
] as const;

export function Resources() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="resources-heading" className="section">
      <SectionHeading id="resources-heading" title={t("home.resources.heading")} lead={t("home.resources.intro")} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {resources.map(({ key, href }) => (
          <li key={key}>
            <Link to={href} className="group card-link">
              <span className="card-link-title">
                {t(`home.resources.${key}.title`)}
                <ArrowIcon />
              </span>
              <span className="mt-2 text-slate-700">{t(`home.resources.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CityPromo() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="city-promo-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div>
          <h2 id="city-promo-heading" className="text-3xl font-bold tracking-tight">
            {t("home.cityPromo.heading")}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{t("home.cityPromo.text")}</p>
        </div>
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <Link to={href("/city-comparison")} className={buttonClasses("secondary")}>
            {t("home.cityPromo.compare")}
          </Link>
          <Link
            to={href("/city-quiz")}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-white/60 px-5 font-semibold text-white hover:bg-white/10"
          >
            {t("home.cityPromo.quiz")}
          </Link>
        </div>
      </div>
    </section>
  );
}

const topics = ["country", "profession", "family", "income"] as const;

/** "Start your journey": what the assessment looks at, and a start button that opens the wizard. */
export function StartJourney() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="journey-heading" className="bg-white">
      <div className="section">
        <SectionHeading id="journey-heading" title={t("home.journey.heading")} lead={t("home.journey.intro")} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {topics.map((topic) => (
            <li key={topic} className="panel-sand p-5">
              <h3 className="font-semibold text-slate-900">{t(`home.journey.${topic}.title`)}</h3>
              <p className="mt-1 text-slate-700">{t(`home.journey.${topic}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <StartWizardButton>{t("home.journey.start")}</StartWizardButton>
        </div>
      </div>
    </section>
  );
}
