import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LogoMark } from "../../components/ui/icons.tsx";
import { StartWizardButton } from "../wizard/wizard-launcher.tsx";

/** Three dots that bounce while the assistant "types"; still when the visitor asks for less motion. */
function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <div className="flex w-fit items-center gap-1.5 rounded-2xl rounded-ss-sm bg-slate-100 px-4 py-3">
      {["[animation-delay:0ms]", "[animation-delay:150ms]", "[animation-delay:300ms]"].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className={`size-2 rounded-full bg-slate-500 motion-safe:animate-bounce ${delay}`}
        />
      ))}
      <span className="sr-only">{t("home.hero.typing")}</span>
    </div>
  );
}

/**
 * Spec §2 "Home" hero: marked as an AI assistant, "online" with a typing indicator, a call to
 * start (the wizard) and a link to the free guide.
 */
export function AssistantHero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-title" className="bg-gradient-to-b from-white to-sand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            <svg className="size-4" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" />
            </svg>
            {t("home.hero.badge")}
          </p>
          <h1 id="home-title" className="mt-4 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            {t("home.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{t("home.intro")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <StartWizardButton>{t("home.hero.start")}</StartWizardButton>
            <Link to="/free-pdf" className={buttonClasses("secondary")}>
              {t("home.hero.freeGuide")}
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t("home.hero.note")}</p>
        </div>

        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5">
          <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
            <LogoMark className="size-10 shrink-0" />
            <div className="min-w-0">
              <p id="assistant-name" className="font-semibold text-slate-900">
                {t("home.hero.assistantName")}
              </p>
              <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
                <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
                {t("home.hero.online")}
              </p>
            </div>
            <span className="ms-auto rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t("home.hero.aiLabel")}
            </span>
          </div>
          <div className="grid gap-3 px-5 py-5">
            <p className="max-w-[85%] rounded-2xl rounded-ss-sm bg-slate-100 px-4 py-3 text-slate-800">
              {t("home.hero.greeting")}
            </p>
            <p className="max-w-[85%] rounded-2xl rounded-ss-sm bg-slate-100 px-4 py-3 text-slate-800">
              {t("home.hero.question")}
            </p>
            <TypingIndicator />
          </div>
        </div>
      </div>
    </section>
  );
}
