import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { type PointerEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { isGroupActive, isPathActive, type NavLinkItem, navGroups, pricingLink } from "./navigation.ts";

const entryClasses =
  "inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-[0.95rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800 data-[active=true]:shadow-[inset_0_-2px_0_var(--color-brand-600)]";

function DropdownLink({
  item,
  pathname,
  featured = false,
}: {
  item: NavLinkItem;
  pathname: string;
  featured?: boolean;
}) {
  const { t } = useTranslation();
  const current = pathname === item.href;
  return (
    <NavigationMenu.Link asChild active={current}>
      <Link
        to={item.href}
        aria-current={current ? "page" : undefined}
        className={`block rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50 ${featured ? "h-full bg-brand-800 text-white hover:bg-brand-900 focus-visible:bg-brand-900" : ""}`}
      >
        <span className={`block font-semibold ${featured ? "text-white" : "text-slate-900"}`}>{t(item.titleKey)}</span>
        {item.descriptionKey && (
          <span className={`mt-1 block text-sm ${featured ? "text-brand-100" : "text-slate-600"}`}>
            {t(item.descriptionKey)}
          </span>
        )}
      </Link>
    </NavigationMenu.Link>
  );
}

/** Dropdowns open on click and keyboard only: hover-opening made a following click close them. */
const ignoreHover = (event: PointerEvent) => event.preventDefault();

/**
 * Desktop menu. Until the page is hydrated every dropdown's links are in the HTML (hidden while
 * closed) so crawlers and visitors without JavaScript find them. Once hydrated, closed dropdowns
 * unmount as Radix expects: kept mounted, they swallowed clicks and Escape meant for the open one.
 */
export function DesktopNav({ dir }: { dir: "ltr" | "rtl" }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <NavigationMenu.Root dir={dir} aria-label={t("nav.mainLabel")} className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.id} value={group.id} className="relative">
            <NavigationMenu.Trigger
              className={`${entryClasses} group`}
              data-active={isGroupActive(group, pathname)}
              onPointerMove={ignoreHover}
              onPointerLeave={ignoreHover}
            >
              {t(group.labelKey)}
              <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              forceMount={hydrated ? undefined : true}
              onPointerMove={ignoreHover}
              onPointerLeave={ignoreHover}
              className="absolute start-0 top-full z-50 mt-2 w-[34rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl data-[state=closed]:hidden"
            >
              <div className={group.feature ? "grid grid-cols-[13rem_1fr] gap-2" : "grid gap-1"}>
                {group.feature && <DropdownLink item={group.feature} pathname={pathname} featured />}
                <ul className="grid gap-1">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <DropdownLink item={link} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </div>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild active={isPathActive(pathname, pricingLink.href)}>
            <Link
              to={pricingLink.href}
              className={entryClasses}
              data-active={isPathActive(pathname, pricingLink.href)}
              aria-current={pathname === pricingLink.href ? "page" : undefined}
            >
              {t(pricingLink.titleKey)}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
