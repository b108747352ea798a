import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { formatEuros, pdfGuide, vatRatePercent } from "../../core/plans-catalogue.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { guideShowcase } from "../features/checkout/guide-showcase.server.ts";
import { GuideShowcase } from "../features/checkout/guide-showcase.tsx";
import { startCheckoutFromForm } from "../features/checkout/start-checkout-from-form.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { fieldFrom, refusalSentence } from "../lib/form-refusal.ts";
import { formText, readForm, refusedByUseCase } from "../lib/page-form.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import { currentUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/pdf-guide";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const locale = getLocale(context);
  return {
    price: formatEuros(pdfGuide.priceCents, locale),
    email: currentUser(context)?.email ?? "",
    // This page view's attempt: a second click or a reload after an error finds the same order.
    attempt: crypto.randomUUID(),
    cancelled: url.searchParams.get("cancelled") === "1",
    showcase: guideShowcase(context, locale),
    seo: {
      title: `${t("checkout.guide.title")} · Passerelle`,
      description: t("checkout.guide.metaDescription"),
      siteUrl: siteUrlOf(context),
      path: "/pdf-guide",
      language: locale,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** The form posts here; success redirects to the payment page, a refusal is shown beside the field. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const result = await startCheckoutFromForm(form, request, context);
  if (result instanceof Response) return result;
  return refusedByUseCase(getLocale(context), result, { values: { email: formText(form, "email", 400) } });
}

const contents = ["visas", "costs", "checklists", "cities"] as const;

/**
 * The paid guide (route /pdf-guide): what it contains, its price with
 * VAT, and an e-mail address first — "Please enter your email address to continue" — before the
 * payment page. Works without JavaScript: a plain form post.
 */
export default function PdfGuide({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusal = actionData;
  const email = fieldFrom(refusal, "email", loaderData.email);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("checkout.guide.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("checkout.guide.lead")}</p>
      {loaderData.cancelled && (
        <p role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {t("checkout.guide.cancelled")}
        </p>
      )}
      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="guide-contents">
          <h2 id="guide-contents" className="text-xl font-bold text-brand-900">
            {t("checkout.guide.contentsTitle")}
          </h2>
          <ul className="mt-4 grid gap-3">
            {contents.map((item) => (
              <li key={item} className="rounded-xl bg-sand-50 px-4 py-3 text-slate-800">
                {t(`checkout.guide.contents.${item}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-700">{t("checkout.guide.notAdvice")}</p>
          <h2 className="mt-10 text-xl font-bold text-brand-900">{t("checkout.guide.freeTitle")}</h2>
          <p className="mt-2 text-slate-700">{t("checkout.guide.freeText")}</p>
          <Link
            to={href("/free-pdf")}
            className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2"
          >
            {t("checkout.guide.freeLink")}
          </Link>
        </section>
        <section
          aria-labelledby="guide-buy"
          className="content-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="guide-buy" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            {t("checkout.guide.priceLabel")}
          </h2>
          <p className="mt-2 text-4xl font-bold text-brand-900">{loaderData.price}</p>
          <p className="text-sm text-slate-700">{t("checkout.guide.vatIncluded", { rate: vatRatePercent })}</p>
          <p className="mt-3 text-sm text-slate-700">
            {t("checkout.guide.guarantee", { days: pdfGuide.guaranteeDays })}
          </p>
          <form method="post" className="mt-6 grid gap-3" noValidate>
            <input type="hidden" name="product" value="pdf-guide" />
            <input type="hidden" name="attempt" value={loaderData.attempt} />
            <label htmlFor="guide-email" className="font-semibold text-slate-900">
              {t("checkout.guide.emailLabel")}
            </label>
            <input
              id="guide-email"
              name="email"
              type="email"
              autoComplete="email"
              dir="ltr"
              defaultValue={email.defaultValue}
              aria-invalid={email.error ? true : undefined}
              aria-describedby={email.error ? "guide-email-error guide-email-hint" : "guide-email-hint"}
              className="min-h-11 rounded-lg border border-slate-400 px-3 text-base text-slate-900"
            />
            <p id="guide-email-hint" className="text-sm text-slate-700">
              {t("checkout.guide.emailHint")}
            </p>
            {refusal && (
              <p id="guide-email-error" role="alert" className="font-semibold text-red-800">
                {refusalSentence(refusal)}
              </p>
            )}
            <button type="submit" className={buttonClasses("primary", "md", "mt-2")}>
              {t("checkout.guide.buy")}
            </button>
            <p className="text-xs text-slate-700">{t("checkout.guide.secure")}</p>
          </form>
        </section>
      </div>
      <GuideShowcase {...loaderData.showcase} />
    </div>
  );
}
