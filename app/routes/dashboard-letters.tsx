import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { hasAccess } from "../../core/plans.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { Button } from "../components/ui/button.tsx";
import { DateField, FormAlert, TextareaField, TextField } from "../components/ui/fields.tsx";
import { Link } from "../components/ui/link.tsx";
import { FormNotice } from "../features/dashboard/form-notice.tsx";
import { KeptLetters } from "../features/letters/kept-letters.tsx";
import { handleKeptLettersAction } from "../features/letters/kept-letters-action.server.ts";
import { keptLettersView } from "../features/letters/kept-letters-view.server.ts";
import { knownLetterValues } from "../features/letters/known-letter-values.server.ts";
import { LetterList } from "../features/letters/letter-list.tsx";
import { LetterPreview } from "../features/letters/letter-preview.tsx";
import { LetterReferences } from "../features/letters/letter-references.tsx";
import { lettersView } from "../features/letters/letters-view.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { isFormRefusal, refusalSentence } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import { guardedUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/dashboard-letters";

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guardedUser(context);
  const { t } = getI18n(context);
  const { services } = context.get(serverContext);
  const language = getLocale(context);
  const chosen = url.searchParams.get("letter");
  // Filled from the account only for those who fill it in; the preview shows example answers.
  const known = hasAccess(user.userPlan, "premium") ? await knownLetterValues(services.db, user.id, chosen ?? "") : {};
  const view = lettersView({ language, plan: user.userPlan, name: user.name, chosen, url, known });
  // What the download refused, said on the letter (the form's own checks catch most mistakes first).
  const refused = url.searchParams.get("refused") ?? "";
  const field = refused.startsWith("field-") ? view.chosen.fields.find((f) => `field-${f.id}` === refused) : undefined;
  const reasons = ["plan", "busy", "letter"] as const;
  const reason = reasons.find((known) => known === refused);
  const refusal = field
    ? t("letters.refused.field", { field: field.label })
    : reason
      ? t(`letters.refused.${reason}`)
      : null;
  return {
    seo: accountPageSeo(context, href("/dashboard/letters"), t("letters.title"), t("letters.intro")),
    ...view,
    kept: await keptLettersView(services.db, user.id, language),
    notice: url.searchParams.get("saved") === "deleted" ? t("letters.kept.deleted") : null,
    action: keepLanguage(`${href("/dashboard/letters")}${chosen ? `?letter=${encodeURIComponent(chosen)}` : ""}`, url),
    refusal,
    downloadAction: keepLanguage(href("/dashboard/letters/download"), url),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleKeptLettersAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * /dashboard/letters: the letters a member fills in and downloads (premium and done-for-you), or,
 * for a free member, each letter filled with example details and the way to the plans.
 */
export default function DashboardLetters({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { chosen, letters } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t("letters.title")}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t("letters.intro")}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{t("letters.disclaimer")}</p>
      <FormNotice notice={loaderData.notice} refusal={isFormRefusal(actionData) ? refusalSentence(actionData) : null} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <LetterList letters={letters} />
        <section aria-labelledby="letter-title" className="lg:col-span-2">
          <h2 id="letter-title" className="text-2xl font-semibold text-slate-900">
            {chosen.name}
          </h2>
          {loaderData.canDownload ? (
            <Form
              method="post"
              action={loaderData.downloadAction}
              reloadDocument
              className="mt-4 grid gap-4 sm:grid-cols-2"
            >
              <input type="hidden" name="letter" value={chosen.id} />
              <div className="sm:col-span-2">
                <FormAlert message={loaderData.refusal} />
              </div>
              {chosen.fields.map((field) => {
                const props = {
                  id: `letter-${field.id}`,
                  name: `field.${field.id}`,
                  label: field.label,
                  defaultValue: field.value,
                  maxLength: field.maxLength,
                  required: true,
                };
                if (field.kind === "date") return <DateField key={field.id} {...props} />;
                if (field.kind === "lines")
                  return (
                    <div key={field.id} className="sm:col-span-2">
                      <TextareaField rows={Math.min(10, Math.max(3, field.value.split("\n").length))} {...props} />
                    </div>
                  );
                return <TextField key={field.id} {...props} />;
              })}
              <div className="flex flex-wrap gap-3 sm:col-span-2">
                <Button type="submit" name="format" value="pdf">
                  {t("letters.download.pdf")}
                </Button>
                <Button type="submit" name="format" value="docx" variant="secondary">
                  {t("letters.download.docx")}
                </Button>
              </div>
            </Form>
          ) : (
            <div className="mt-4">
              <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
                {t("letters.preview.lockedNote")}{" "}
                <Link to={loaderData.pricingHref} className="font-semibold text-brand-700 underline underline-offset-2">
                  {t("letters.preview.upgrade")}
                </Link>
              </p>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t("letters.preview.title")}</h3>
              {loaderData.preview && (
                <div className="mt-2">
                  <LetterPreview letter={loaderData.preview} />
                </div>
              )}
            </div>
          )}
          <LetterReferences references={chosen.references} />
        </section>
      </div>
      <KeptLetters letters={loaderData.kept} action={loaderData.action} />
    </div>
  );
}
