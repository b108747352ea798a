import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { href, useLocation } from "react-router";
import { isStaff } from "../../../core/account-rules.ts";
import { type AccountSummary, usePlan } from "../../lib/account-context.tsx";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { SignOutButton } from "../ui/sign-out-button.tsx";

const itemClasses =
  "block w-full rounded-lg px-3 py-2 text-start text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50";

/**
 * The signed-in user's menu in the header: who is signed in, their plan, Profile, Dashboard, the
 * advisor workspace for staff (advisors and admins), Administration for admins, and Sign out. A native <details> disclosure, so it is server-rendered and works
 * before (and without) JavaScript; with it, Escape, a click outside and navigation close it.
 */
export function AccountMenu({ account }: { account: AccountSummary }) {
  const { t } = useTranslation();
  const { plan } = usePlan();
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => {
    if (details.current?.open) details.current.open = false;
  }, []);

  // A new page closes the menu. Only a change of page: on mount (after signing in, say) the
  // effect can run after a quick first click has already opened it, and must not shut it again.
  const pathnameShown = useRef(pathname);
  useEffect(() => {
    if (pathnameShown.current === pathname) return;
    pathnameShown.current = pathname;
    close();
  }, [pathname, close]);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (details.current && !details.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.current?.open) {
        close();
        details.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [close]);

  return (
    <details ref={details} className="group relative" data-testid="account-menu" data-account-menu>
      <summary className="flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {account.name.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <span className="sr-only">{t("account.menu.open")}: </span>
        <span className="max-w-40 truncate">{account.name}</span>
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute end-0 top-full z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <p className="px-3 pt-2 text-xs text-slate-600">{t("account.menu.signedInAs")}</p>
        <p className="truncate px-3 text-sm font-semibold text-slate-900" dir="ltr">
          {account.email}
        </p>
        <p className="px-3 pt-1 pb-2 text-xs text-slate-700">
          {t("account.menu.plan")}: <span className="font-semibold">{t(`account.plans.${plan}`)}</span>
        </p>
        <ul className="grid gap-0.5 border-t border-slate-200 pt-2">
          <li>
            <Link to={href("/profile")} className={itemClasses}>
              {t("account.menu.profile")}
            </Link>
          </li>
          <li>
            <Link to={href("/dashboard")} className={itemClasses}>
              {t("dashboard.links.dashboard")}
            </Link>
          </li>
          <li>
            <Link to={href("/dashboard/permits")} className={itemClasses}>
              {t("dashboard.links.permits")}
            </Link>
          </li>
          <li>
            <Link to={href("/dashboard/letters")} className={itemClasses}>
              {t("dashboard.links.letters")}
            </Link>
          </li>
          {isStaff(account.role) && (
            <li>
              <Link to={href("/advisor")} className={itemClasses}>
                {t("dashboard.links.advisor")}
              </Link>
            </li>
          )}
          {account.role === "admin" && (
            <li>
              <Link to={href("/admin")} className={itemClasses}>
                {t("account.menu.admin")}
              </Link>
            </li>
          )}
          <li>
            <SignOutButton className={itemClasses} onSignOut={close} />
          </li>
        </ul>
      </div>
    </details>
  );
}
