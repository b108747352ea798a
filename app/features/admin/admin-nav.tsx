import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { keepLanguage } from "../../lib/keep-language.ts";

/** A back-office link that may be the current page or filter (aria-current="page"): underlined and darker then. */
export const currentLinkClasses =
  "font-semibold text-brand-700 underline-offset-4 hover:underline aria-[current=page]:text-brand-900 aria-[current=page]:underline";

/**
 * The back office's navigation (ADR 0038), on every administration screen. The dashboard and the
 * blog are their own engineers' screens; e-mail captures and orders live on /admin itself.
 */
const links = [
  { to: "/admin/dashboard", key: "dashboard" },
  { to: "/admin/consultations", key: "consultations" },
  { to: "/admin/outbox", key: "outbox" },
  { to: "/admin/faq", key: "faq" },
  { to: "/admin/users", key: "users" },
  { to: "/admin/settings", key: "settings" },
  { to: "/admin/audit", key: "audit" },
  { to: "/admin/blog", key: "blog" },
  { to: "/admin#email-captures-heading", key: "captures" },
  { to: "/admin#orders", key: "commerce" },
] as const;

export function AdminNav() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={t("backOffice.navLabel")} className="mb-8 border-b border-slate-200 pb-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {links.map((link) => {
          const path = link.to.split("#")[0] ?? link.to;
          const current = location.pathname === path || location.pathname.startsWith(`${path}/`);
          return (
            <li key={link.key}>
              <Link
                to={keepLanguage(link.to, location)}
                aria-current={current && path !== "/admin" ? "page" : undefined}
                className={currentLinkClasses}
              >
                {t(`backOffice.nav.${link.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
