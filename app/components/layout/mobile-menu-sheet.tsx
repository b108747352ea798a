import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { href, useLocation } from "react-router";
import { isStaff } from "../../../core/account-rules.ts";
import type { Language } from "../../../core/languages.ts";
import { useAccount } from "../../lib/account-context.tsx";
import { accountHref } from "../../lib/sign-in-href.ts";
import { buttonClasses } from "../ui/button.tsx";
import { CloseIcon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { SignOutButton } from "../ui/sign-out-button.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { isGroupActive, isPathActive, type NavLinkItem, navGroups, pricingLink } from "./navigation.ts";

type SheetProps = {
  language: Language;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: HTMLElement | null;
};

/**
 * The side sheet of the small-screen menu, in its own chunk: it is loaded on the first tap of
 * the menu button, so the dialog code is not part of every page's first load.
 */
export default function MobileMenuSheet({ language, open, onOpenChange, returnFocusTo }: SheetProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const account = useAccount();
  const close = () => onOpenChange(false);

  const item = (link: NavLinkItem) => {
    const current = pathname === link.href;
    return (
      <li key={link.href}>
        <Link
          to={link.href}
          onClick={close}
          aria-current={current ? "page" : undefined}
          data-active={isPathActive(pathname, link.href)}
          className="block rounded-lg px-3 py-2.5 text-slate-800 hover:bg-brand-50 data-[active=true]:bg-brand-50 data-[active=true]:font-semibold data-[active=true]:text-brand-800"
        >
          {t(link.titleKey)}
        </Link>
      </li>
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          className="animate-sheet fixed inset-y-0 end-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-white shadow-2xl"
          aria-describedby={undefined}
          // The menu button lives outside this chunk: give focus back to it on close.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t("nav.mobileMenuTitle")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-50">
              <CloseIcon />
              <span className="sr-only">{t("nav.closeMenu")}</span>
            </Dialog.Close>
          </div>
          {/* Language and account first: on small phones the links below may need scrolling. */}
          <div className="grid gap-3 border-b border-slate-200 p-4">
            <LanguageSwitcher current={language} onChanged={close} />
            {account ? (
              <>
                <p className="text-sm text-slate-700">
                  {t("account.menu.signedInAs")}{" "}
                  <span className="font-semibold text-slate-900" dir="ltr">
                    {account.email}
                  </span>
                </p>
                <Link to={href("/profile")} onClick={close} className={buttonClasses("secondary")}>
                  {t("account.menu.profile")}
                </Link>
                <Link to={href("/dashboard")} onClick={close} className={buttonClasses("secondary")}>
                  {t("dashboard.links.dashboard")}
                </Link>
                <Link to={href("/dashboard/permits")} onClick={close} className={buttonClasses("secondary")}>
                  {t("dashboard.links.permits")}
                </Link>
                <Link to={href("/dashboard/letters")} onClick={close} className={buttonClasses("secondary")}>
                  {t("dashboard.links.letters")}
                </Link>
                {isStaff(account.role) && (
                  <Link to={href("/advisor")} onClick={close} className={buttonClasses("secondary")}>
                    {t("dashboard.links.advisor")}
                  </Link>
                )}
                {account.role === "admin" && (
                  <Link to={href("/admin")} onClick={close} className={buttonClasses("secondary")}>
                    {t("account.menu.admin")}
                  </Link>
                )}
                <SignOutButton className={buttonClasses("ghost", "md", "w-full")} onSignOut={close} />
              </>
            ) : (
              <>
                <Link
                  to={accountHref("/login", pathname, search)}
                  onClick={close}
                  className={buttonClasses("secondary")}
                >
                  {t("nav.signIn")}
                </Link>
                <Link
                  to={accountHref("/register", pathname, search)}
                  onClick={close}
                  className={buttonClasses("primary")}
                >
                  {t("nav.getStarted")}
                </Link>
              </>
            )}
          </div>
          <nav aria-label={t("nav.mainLabel")} className="grid gap-5 px-3 py-4">
            {navGroups.map((group) => (
              <section key={group.id} aria-labelledby={`mobile-${group.id}`}>
                <h2
                  id={`mobile-${group.id}`}
                  data-active={isGroupActive(group, pathname)}
                  className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase data-[active=true]:text-brand-700"
                >
                  {t(group.labelKey)}
                </h2>
                <ul className="grid gap-0.5">
                  {[...(group.feature ? [group.feature] : []), ...group.links].map(item)}
                </ul>
              </section>
            ))}
            <ul>{item(pricingLink)}</ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
