import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import type { LegalNoticeVariable } from "../../content/legal/legal-notice-examples.ts";
import { Link } from "../components/ui/link.tsx";
import { configuredLegalNotice } from "../features/contact/configured-legal-notice.server.ts";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { ExampleValuesNotice, LegalValue } from "../features/contact/legal-value.tsx";
import { sendContactFromForm } from "../features/contact/send-contact-from-form.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/contact";

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const notice = await configuredLegalNotice(context);
  const { CONTACT_EMAIL, CONTACT_PHONE, LEGAL_PUBLISHER_NAME, LEGAL_ADDRESS } = notice;
  return {
    details: { CONTACT_EMAIL, CONTACT_PHONE, LEGAL_PUBLISHER_NAME, LEGAL_ADDRESS },
    seo: {
      title: `${t("contact.title")} · Passerelle`,
      description: t("contact.metaDescription"),
      siteUrl: siteUrlOf(context),
      path: "/contact",
      language: getLocale(context),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** A refused post keeps its Retry-After on the page's answer (as on /email-capture, ADR 0018). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** The form posts here when the page's JavaScript is not running; with it, it calls POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendContactFromForm(request, context);
}

const detailLines: [Extract<LegalNoticeVariable, "CONTACT_EMAIL" | "CONTACT_PHONE" | "LEGAL_ADDRESS">, ParseKeys][] = [
  ["CONTACT_EMAIL", "contact.email"],
  ["CONTACT_PHONE", "contact.phone"],
  ["LEGAL_ADDRESS", "contact.address"],
];

/** The contact page (ADR 0026): the form, and the configured ways to reach us beside it. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { details } = loaderData;
  const examples = Object.values(details).some((line) => line.example);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("contact.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("contact.intro")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-5 text-xl font-bold text-brand-900">
            {t("contact.formTitle")}
          </h2>
          <ContactForm outcome={actionData} />
        </section>
        <section aria-labelledby="contact-details-heading" className="content-start">
          <h2 id="contact-details-heading" className="text-xl font-bold text-brand-900">
            {t("contact.detailsTitle")}
          </h2>
          {examples && <ExampleValuesNotice text={t("contact.examplesText")} />}
          <dl className="mt-4 grid gap-3">
            {detailLines.map(([name, label]) => (
              <div key={name}>
                <dt className="font-semibold text-slate-800">{t(label)}</dt>
                <dd className="text-slate-700 [overflow-wrap:anywhere]">
                  {name === "CONTACT_EMAIL" ? (
                    <a href={`mailto:${details[name].value}`} className="text-brand-800 underline underline-offset-2">
                      <LegalValue line={details[name]} ltr />
                    </a>
                  ) : name === "LEGAL_ADDRESS" ? (
                    <>
                      <LegalValue line={details.LEGAL_PUBLISHER_NAME} />
                      <br />
                      <LegalValue line={details[name]} />
                    </>
                  ) : (
                    <LegalValue line={details[name]} ltr />
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6">
            <Link to={href("/legal-notice")} className="font-semibold text-brand-800 underline underline-offset-2">
              {t("contact.legalNoticeLink")}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
