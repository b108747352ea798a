import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { type PointerEvent, startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { isGroupActive, isPathActive, type NavGroup, type NavLinkItem, navGroups, pricingLink } from "./navigation.ts";

const entryClasses =
  "inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-[0.95rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800 data-[active=true]:shadow-[inset_0_-2px_0_var(--color-brand-600)]";

const dropdownClasses =
  "absolute start-0 top-full z-50 mt-2 w-[34rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl data-[state=closed]:hidden";

function DropdownLink({
  item,
  pathname,
  live,
  featured = false,
}: {
  item: NavLinkItem;
  pathname: string;
  /** A Radix menu link (arrow keys, closing on select), or plain markup before hydration. */
  live: boolean;
  featured?: boolean;
}) {
  const { t } = useTranslation();
  const current = pathname === item.href;
  const link = (
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
  );
  return live ? (
    <NavigationMenu.Link asChild active={current}>
      {link}
    </NavigationMenu.Link>
  ) : (
    link
  );
}

function DropdownLinks({ group, pathname, live }: { group: NavGroup; pathname: string; live: boolean }) {
  return (
    <div className={group.feature ? "grid grid-cols-[13rem_1fr] gap-2" : "grid gap-1"}>
      {group.feature && <DropdownLink item={group.feature} pathname={pathname} live={live} featured />}
      <ul className="grid gap-1">
        {group.links.map((link) => (
          <li key={link.href}>
            <DropdownLink item={link} pathname={pathname} live={live} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Dropdowns open on click and keyboard only: hover-opening made a following click close them. */
const ignoreHover = (event: PointerEvent) => event.preventDefault();

/**
 * Desktop menu. Until the page is hydrated every dropdown's links are in the HTML, in a plain
 * hidden block, so crawlers and visitors without JavaScript find them. Once hydrated, that block
 * gives way to Radix dropdowns that mount only while open: kept mounted, they swallowed clicks
 * and Escape meant for the open one. The hidden block is plain markup, not force-mounted Radix
 * content, so hydration does not set up (and then tear down) three dismissable layers.
 */
export function DesktopNav({ dir }: { dir: "ltr" | "rtl" }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  // A transition: React re-renders the menu in small slices instead of one long task right
  // after hydration (ADR 0015). Focus or a press inside the menu switches at once (an update
  // from a discrete event is rendered before the next one), so a key pressed right after
  // hydration already reaches the live dropdowns.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const goLive = () => setHydrated(true);

  return (
    <NavigationMenu.Root
      dir={dir}
      aria-label={t("nav.mainLabel")}
      className="relative hidden lg:block"
      onFocusCapture={hydrated ? undefined : goLive}
      onPointerDownCapture={hydrated ? undefined : goLive}
    >
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
            {hydrated ? (
              <NavigationMenu.Content
                onPointerMove={ignoreHover}
                onPointerLeave={ignoreHover}
                className={dropdownClasses}
              >
                <DropdownLinks group={group} pathname={pathname} live />
              </NavigationMenu.Content>
            ) : (
              <div hidden className={dropdownClasses}>
                <DropdownLinks group={group} pathname={pathname} live={false} />
              </div>
            )}
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
