import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { Link } from "../ui/link.tsx";
import { cookieSettingsEvent } from "./cookie-consent.tsx";

// A component class in app/app.css (ADR 0050): a dozen links on every page.
const linkClasses = "footer-link";

/**
 * The footer's link columns (blog, visas, city comparison, the four city
 * guides, the planning tools, privacy, terms, help, and who we are: the legal notice and the
 * contact page, ADR 0026).
 * Links and one button raising a window event: kept as the server's HTML (ADR 0053).
 */
export function FooterLinks() {
  const { t } = useTranslation();
  const column = (headingKey: ParseKeys, links: [string, ParseKeys][], last?: React.ReactNode) => (
    <nav aria-label={t(headingKey)}>
      <h2 className="footer-heading">{t(headingKey)}</h2>
      <ul className="mt-3 grid gap-2">
        {links.map(([href, key]) => (
          <li key={href}>
            <Link to={href} className={linkClasses}>
              {t(key)}
            </Link>
          </li>
        ))}
        {last && <li>{last}</li>}
      </ul>
    </nav>
  );

  return (
    <div className="grid gap-8 sm:grid-cols-2 md:grid-cols-3">
      {column("footer.explore", [
        [href("/visa"), "footer.visaTypes"],
        [href("/blog"), "footer.blog"],
        [href("/city-comparison"), "footer.cityComparison"],
      ])}
      {column("footer.cityGuides", [
        [href("/paris-guide"), "footer.parisGuide"],
        [href("/lyon-digital-nomads"), "footer.lyonGuide"],
        [href("/marseille-living"), "footer.marseilleGuide"],
        [href("/retiring-nice"), "footer.niceGuide"],
      ])}
      {column("footer.tools", [
        [href("/tools/cost-of-living"), "footer.costOfLiving"],
        [href("/tools/budget"), "footer.budget"],
        [href("/tools/timeline"), "footer.timeline"],
        [href("/letters"), "footer.letters"],
        [href("/tools"), "footer.allTools"],
      ])}
      {column(
        "footer.legal",
        [
          [href("/privacy-policy"), "footer.privacy"],
          [href("/terms"), "footer.terms"],
          [href("/help"), "footer.help"],
          [href("/legal-notice"), "footer.legalNotice"],
        ],
        <button
          type="button"
          data-press-event={cookieSettingsEvent}
          onClick={() => window.dispatchEvent(new Event(cookieSettingsEvent))}
          className={`${linkClasses} text-start`}
        >
          {t("footer.cookieSettings")}
        </button>,
      )}
      <div>
        <h2 className="footer-heading">{t("footer.contact")}</h2>
        <p className="mt-3">
          <Link to={href("/contact")} className={linkClasses}>
            {t("footer.contactPage")}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The footer's last line: copyright and the guidance-not-legal-advice disclaimer. */
export function FooterNotes() {
  const { t } = useTranslation();
  const year = new Date().getUTCFullYear();
  return (
    <div className="border-t border-brand-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm sm:flex-row sm:justify-between sm:px-6">
        <p>{t("footer.copyright", { year })}</p>
        <p>{t("footer.disclaimer")}</p>
      </div>
    </div>
  );
}
