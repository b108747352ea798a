import { useTranslation } from "react-i18next";
import { href, useLocation } from "react-router";
import { type Language, textDirection } from "../../../core/languages.ts";
import { useAccount } from "../../lib/account-context.tsx";
import { accountHref } from "../../lib/sign-in-href.ts";
import { buttonClasses } from "../ui/button.tsx";
import { LogoMark } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { AccountMenuSlot } from "./account-menu-slot.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

export function SiteHeader({ language }: { language: Language }) {
  const { t } = useTranslation();
  // Server-rendered from the root loader's session: the signed-in state shows without a flash.
  const account = useAccount();
  const { pathname, search } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to={href("/")} className="flex min-w-0 items-center gap-2.5 rounded-lg">
          <LogoMark className="size-9 shrink-0" />
          <span className="min-w-0">
            <span className="block text-lg leading-tight font-bold text-brand-900" translate="no">
              {t("brand.name")}
            </span>
            <span className="hidden truncate text-xs text-slate-600 sm:block">{t("brand.tagline")}</span>
          </span>
        </Link>
        <div className="flex-1 lg:flex lg:justify-center">
          <DesktopNav dir={textDirection(language)} />
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitcher current={language} />
          {account ? (
            <AccountMenuSlot account={account} />
          ) : (
            <>
              <Link to={accountHref("/login", pathname, search)} className={buttonClasses("ghost", "sm")}>
                {t("nav.signIn")}
              </Link>
              <Link to={accountHref("/register", pathname, search)} className={buttonClasses("primary", "sm")}>
                {t("nav.getStarted")}
              </Link>
            </>
          )}
        </div>
        <MobileMenu language={language} />
      </div>
    </header>
  );
}
