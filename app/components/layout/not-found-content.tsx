import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-accent-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-700">{t("notFound.description")}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {t("notFound.backHome")}
      </Link>
    </div>
  );
}
