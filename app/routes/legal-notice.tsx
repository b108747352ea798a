import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import type { LegalNoticeVariable } from "../../content/legal/legal-notice-examples.ts";
import { Link } from "../components/ui/link.tsx";
import { configuredLegalNotice } from "../features/contact/configured-legal-notice.server.ts";
import { ExampleValuesNotice, LegalValue } from "../features/contact/legal-value.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/legal-notice";

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  return {
    notice: await configuredLegalNotice(context),
    seo: {
      title: `${t("legalNotice.title")} · Passerelle`,
      description: t("legalNotice.metaDescription"),
      siteUrl: siteUrlOf(context),
      path: "/legal-notice",
      language: getLocale(context),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** What LCEN art. 6 III asks of a company publishing a site, in the order a reader looks for it. */
const publisherLines: [LegalNoticeVariable, ParseKeys, boolean?][] = [
  ["LEGAL_PUBLISHER_NAME", "legalNotice.companyName"],
  ["LEGAL_FORM", "legalNotice.legalForm"],
  ["LEGAL_SHARE_CAPITAL", "legalNotice.shareCapital"],
  ["LEGAL_ADDRESS", "legalNotice.address"],
  ["LEGAL_REGISTRATION", "legalNotice.registration"],
  ["LEGAL_VAT_NUMBER", "legalNotice.vatNumber", true],
  ["LEGAL_PUBLICATION_DIRECTOR", "legalNotice.director"],
  ["CONTACT_EMAIL", "legalNotice.email", true],
  ["CONTACT_PHONE", "legalNotice.phone", true],
];
const hostLines: [LegalNoticeVariable, ParseKeys, boolean?][] = [
  ["LEGAL_HOST_NAME", "legalNotice.hostName"],
  ["LEGAL_HOST_ADDRESS", "legalNotice.hostAddress"],
  ["LEGAL_HOST_PHONE", "legalNotice.hostPhone", true],
];

/**
 * The legal notice ("Mentions légales"): who publishes the site and who hosts it, from
 * configuration (ADR 0026). Until the operator sets every value, the page says so above the
 * details and marks each example.
 */
export default function LegalNotice({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { notice } = loaderData;

  const list = (lines: typeof publisherLines) => (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(12rem,auto)_1fr]">
      {lines.map(([name, label, ltr]) => (
        <div key={name} className="contents">
          <dt className="font-semibold text-slate-800">{t(label)}</dt>
          <dd className="text-slate-700 [overflow-wrap:anywhere]">
            {name === "CONTACT_EMAIL" ? (
              <a href={`mailto:${notice[name].value}`} className="text-brand-800 underline underline-offset-2">
                <LegalValue line={notice[name]} ltr />
              </a>
            ) : (
              <LegalValue line={notice[name]} ltr={ltr} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );

  return (
    <article aria-labelledby="legal-notice-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 id="legal-notice-heading" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {t("legalNotice.title")}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{t("legalNotice.intro")}</p>
      {/* A legal text: the French one applies (ADR 0086). */}
      {i18n.language !== "fr" && (
        <p className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-slate-800">{t("content.legalTranslation")}</p>
      )}
      {!notice.complete && <ExampleValuesNotice text={t("legalNotice.examplesText")} />}

      <section aria-labelledby="legal-notice-publisher" className="mt-10">
        <h2 id="legal-notice-publisher" className="text-xl font-bold text-brand-900">
          {t("legalNotice.publisher")}
        </h2>
        {list(publisherLines)}
      </section>

      <section aria-labelledby="legal-notice-host" className="mt-10">
        <h2 id="legal-notice-host" className="text-xl font-bold text-brand-900">
          {t("legalNotice.host")}
        </h2>
        {list(hostLines)}
      </section>

      <section aria-labelledby="legal-notice-contact" className="mt-10">
        <h2 id="legal-notice-contact" className="text-xl font-bold text-brand-900">
          {t("legalNotice.contactTitle")}
        </h2>
        <p className="mt-3 text-slate-700">{t("legalNotice.contactText")}</p>
        <p className="mt-3">
          <Link to={href("/contact")} className="font-semibold text-brand-800 underline underline-offset-2">
            {t("legalNotice.contactLink")}
          </Link>
        </p>
      </section>
    </article>
  );
}
