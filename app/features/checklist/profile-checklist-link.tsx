import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { keepLanguage } from "../../lib/keep-language.ts";

/** "My relocation checklist" on the profile: the way to the dashboard's self-service checklist. */
export function ProfileChecklistLink() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section
      aria-labelledby="profile-checklist"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="profile-checklist" className="text-xl font-bold text-brand-900">
        {t("checklist.profile.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("checklist.profile.text")}</p>
      <Link to={keepLanguage("/dashboard", location)} className={buttonClasses("secondary", "sm", "mt-3")}>
        {t("checklist.profile.open")}
      </Link>
    </section>
  );
}
