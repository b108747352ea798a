import { useTranslation } from "react-i18next";
import { Link } from "../components/ui/link.tsx";
import { LetterList } from "../features/letters/letter-list.tsx";
import { LetterPreview } from "../features/letters/letter-preview.tsx";
import { LetterReferences } from "../features/letters/letter-references.tsx";
import { lettersView } from "../features/letters/letters-view.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import { currentUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/letter-templates";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const user = currentUser(context);
  const view = lettersView({
    language,
    plan: user?.userPlan ?? "visitor",
    name: "",
    chosen: url.searchParams.get("letter"),
    url,
    page: "public",
  });
  return {
    ...view,
    signedIn: user !== null,
    seo: {
      title: `${t("letters.public.title")} · Passerelle`,
      description: t("letters.public.metaDescription"),
      siteUrl: siteUrlOf(context),
      path: "/letters",
      language,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * /letters: the letters in French anyone can read before buying, each filled with example details
 * beside its reading aid, and the way to fill it in — the plans for a visitor or a free member, the
 * dashboard for a member whose plan includes them.
 */
export default function LetterTemplates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { chosen, letters } = loaderData;
  const linkClasses = "font-semibold text-brand-700 underline underline-offset-2";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t("letters.public.title")}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t("letters.intro")}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{t("letters.disclaimer")}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <LetterList letters={letters} />
        <section aria-labelledby="letter-title" className="lg:col-span-2">
          <h2 id="letter-title" className="text-2xl font-semibold text-slate-900">
            {chosen.name}
          </h2>
          <p className="mt-2 text-slate-700">{loaderData.purpose}</p>
          <p className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
            {loaderData.canDownload ? (
              <Link to={loaderData.fillInHref} className={linkClasses}>
                {t("letters.public.fillIn")}
              </Link>
            ) : (
              <>
                {t("letters.preview.lockedNote")}{" "}
                <Link to={loaderData.pricingHref} className={linkClasses}>
                  {t("letters.preview.upgrade")}
                </Link>
                {!loaderData.signedIn && (
                  <>
                    {" · "}
                    <Link to={loaderData.registerHref} className={linkClasses}>
                      {t("letters.public.register")}
                    </Link>
                  </>
                )}
              </>
            )}
          </p>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{t("letters.preview.title")}</h3>
          {loaderData.preview && (
            <div className="mt-2">
              <LetterPreview letter={loaderData.preview} />
            </div>
          )}
          <LetterReferences references={chosen.references} />
        </section>
      </div>
    </div>
  );
}
