import { useTranslation } from "react-i18next";
import { href, useLocation } from "react-router";
import { Link } from "../../components/ui/link.tsx";
import { keepLanguage } from "../../lib/keep-language.ts";

/** A back-office link that may be the current page or filter (aria-current="page"): underlined and darker then. */
export const currentLinkClasses =
  "font-semibold text-brand-700 underline-offset-4 hover:underline aria-[current=page]:text-brand-900 aria-[current=page]:underline";

/**
 * The back office's navigation (ADR 0038), on every administration screen. The dashboard and the
 * blog are their own engineers' screens; e-mail captures and orders live on /admin itself.
 */
const links = [
  { to: href("/admin/dashboard"), key: "dashboard" },
  { to: href("/admin/consultations"), key: "consultations" },
  { to: href("/admin/outbox"), key: "outbox" },
  { to: href("/admin/faq"), key: "faq" },
  { to: href("/admin/users"), key: "users" },
  { to: href("/admin/settings"), key: "settings" },
  { to: href("/admin/audit"), key: "audit" },
  { to: href("/admin/blog"), key: "blog" },
  { to: `${href("/admin")}#email-captures-heading`, key: "captures" },
  { to: `${href("/admin")}#orders`, key: "commerce" },
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
                aria-current={current && path !== href("/admin") ? "page" : undefined}
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
