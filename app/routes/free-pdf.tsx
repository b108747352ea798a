import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { displayNames } from "../../core/intl-formats.ts";
import { languageNames, supportedLanguages, textDirection } from "../../core/languages.ts";
import { formatEuros, pdfGuide } from "../../core/plans-catalogue.ts";
import { Link } from "../components/ui/link.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/free-pdf";

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const names = displayNames(language, { type: "language" });
  // The reader's language first: it is the one they most likely came for.
  const ordered = [language, ...supportedLanguages.filter((other) => other !== language)];
  return {
    downloads: ordered.map((code) => ({
      code,
      href: `/pdfs/passerelle-starter-guide-${code}.pdf`,
      name: names.of(code) ?? languageNames[code].name,
      nativeName: languageNames[code].nativeName,
    })),
    price: formatEuros(pdfGuide.priceCents, language),
    seo: {
      title: `${t("freePdf.title")} · Passerelle`,
      description: t("freePdf.metaDescription"),
      siteUrl: siteUrlOf(context),
      path: "/free-pdf",
      language,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

const contents = ["routes", "thresholds", "checklist", "next"] as const;

/**
 * The free starter guide (route /free-pdf): what it contains and a
 * direct download in each language from /pdfs/ — no account, no e-mail address — and the way to
 * the complete guide.
 */
export default function FreePdf({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("freePdf.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("freePdf.lead")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="free-pdf-contents">
          <h2 id="free-pdf-contents" className="text-xl font-bold text-brand-900">
            {t("freePdf.contentsTitle")}
          </h2>
          <ul className="mt-4 grid gap-3">
            {contents.map((item) => (
              <li key={item} className="rounded-xl bg-sand-50 px-4 py-3 text-slate-800">
                {t(`freePdf.contents.${item}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-700">{t("freePdf.notAdvice")}</p>
        </section>
        <section
          aria-labelledby="free-pdf-download"
          className="content-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="free-pdf-download" className="text-xl font-bold text-brand-900">
            {t("freePdf.downloadTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("freePdf.noSignUp")}</p>
          <ul className="mt-5 grid gap-3">
            {loaderData.downloads.map((download, index) => (
              <li key={download.code}>
                {/* A plain link: the file comes from the server, not from a client-side route. */}
                <a
                  href={download.href}
                  hrefLang={download.code}
                  type="application/pdf"
                  download
                  data-language={download.code}
                  className={
                    index === 0
                      ? "flex min-h-11 items-center justify-between gap-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                      : "flex min-h-11 items-center justify-between gap-3 rounded-lg border border-brand-300 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                  }
                >
                  <span>
                    {t("freePdf.download", { language: download.name })}
                    {/* The language's own name too, for a reader who does not read this page's. */}
                    {download.nativeName.toLowerCase() !== download.name.toLowerCase() && (
                      <span lang={download.code} dir={textDirection(download.code)}>
                        {" "}
                        ({download.nativeName})
                      </span>
                    )}
                    {index === 0 && <span className="sr-only"> — {t("freePdf.yourLanguage")}</span>}
                  </span>
                  <span className="text-sm font-normal opacity-90">{t("freePdf.fileType")}</span>
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-lg font-bold text-brand-900">{t("freePdf.fullTitle")}</h2>
          <p className="mt-2 text-slate-700">{t("freePdf.fullText")}</p>
          <p className="mt-2 text-sm text-slate-700">
            {t("freePdf.fullPrice", { price: loaderData.price, days: pdfGuide.guaranteeDays })}
          </p>
          <Link
            to={href("/pdf-guide")}
            className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2"
          >
            {t("freePdf.fullLink")}
          </Link>
        </section>
      </div>
    </div>
  );
}
