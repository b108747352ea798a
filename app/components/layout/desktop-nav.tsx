import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { isGroupActive, isPathActive, type NavGroup, type NavLinkItem, navGroups, pricingLink } from "./navigation.ts";

// Component classes in app/app.css (ADR 0050): every page's header repeated these lists.
const entryClasses = "nav-entry";
const dropdownClasses = "nav-dropdown";

// One desktop menu per page, so fixed ids are unique and safe in CSS selectors.
const triggerId = (group: NavGroup["id"]) => `desktop-nav-trigger-${group}`;
const dropdownId = (group: NavGroup["id"]) => `desktop-nav-dropdown-${group}`;

function DropdownLink({
  item,
  pathname,
  onFollow,
  featured = false,
}: {
  item: NavLinkItem;
  pathname: string;
  onFollow: () => void;
  featured?: boolean;
}) {
  const { t } = useTranslation();
  const current = pathname === item.href;
  return (
    <Link
      to={item.href}
      aria-current={current ? "page" : undefined}
      onClick={onFollow}
      className={
        featured ? "nav-link h-full bg-brand-800 text-white hover:bg-brand-900 focus-visible:bg-brand-900" : "nav-link"
      }
    >
      <span className={featured ? "nav-link-title text-white" : "nav-link-title"}>{t(item.titleKey)}</span>
      {item.descriptionKey && (
        <span className={featured ? "nav-link-text text-brand-100" : "nav-link-text"}>{t(item.descriptionKey)}</span>
      )}
    </Link>
  );
}

function DropdownLinks({ group, pathname, onFollow }: { group: NavGroup; pathname: string; onFollow: () => void }) {
  return (
    <div className={group.feature ? "grid grid-cols-[13rem_1fr] gap-2" : "grid gap-1"}>
      {group.feature && <DropdownLink item={group.feature} pathname={pathname} onFollow={onFollow} featured />}
      <ul className="grid gap-1">
        {group.links.map((link) => (
          <li key={link.href}>
            <DropdownLink item={link} pathname={pathname} onFollow={onFollow} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus `step` places among `elements` from the focused one, wrapping; false if none is focused. */
function moveFocus(elements: HTMLElement[], step: number): boolean {
  const index = elements.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return false;
  elements[(index + step + elements.length) % elements.length]?.focus();
  return true;
}

/**
 * Desktop menu: a disclosure per group (a button with aria-expanded and the links it shows), in
 * our own few lines rather than Radix NavigationMenu, whose code and its Collection, Presence and
 * DismissableLayer dependencies were about 12 KiB gzip of every page's first load (ADR 0048).
 * A dropdown's links are rendered while it is open, not into every page's HTML (ADR 0054): its
 * trigger is a button, so a visitor without JavaScript could never open it, and crawlers find the
 * same pages in the footer, the page itself and /sitemap.xml. Dropdowns open on click and keyboard
 * only (hover-opening made a following click close them); Escape closes and gives focus back to
 * the trigger; a press or focus outside the menu closes it; arrows move between the triggers and
 * between a dropdown's links.
 */
export function DesktopNav({ dir }: { dir: "ltr" | "rtl" }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // The open group belongs to the page it was opened on: following a link closes it with no effect.
  const [opened, setOpened] = useState<{ group: NavGroup["id"]; pathname: string } | null>(null);
  const open = opened?.pathname === pathname ? opened.group : null;
  const close = () => setOpened(null);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!nav.current?.contains(event.target as Node)) setOpened(null);
    };
    document.addEventListener("pointerdown", closeIfOutside);
    document.addEventListener("focusin", closeIfOutside);
    return () => {
      document.removeEventListener("pointerdown", closeIfOutside);
      document.removeEventListener("focusin", closeIfOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const root = nav.current;
    if (!root) return;
    if (event.key === "Escape" && open) {
      close();
      document.getElementById(triggerId(open))?.focus();
      event.preventDefault();
      return;
    }
    const dropdown = open ? document.getElementById(dropdownId(open)) : null;
    const links = dropdown ? [...dropdown.querySelectorAll<HTMLElement>("a[href]")] : [];
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && links.length > 0) {
      if (moveFocus(links, event.key === "ArrowDown" ? 1 : -1)) event.preventDefault();
      return;
    }
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      const entries = [...root.querySelectorAll<HTMLElement>(":scope > ul > li > :is(button, a)")];
      const forward = (event.key === "ArrowRight") === (dir === "ltr");
      if (moveFocus(entries, forward ? 1 : -1)) event.preventDefault();
    }
  };

  return (
    <nav ref={nav} dir={dir} aria-label={t("nav.mainLabel")} className="relative hidden lg:block" onKeyDown={onKeyDown}>
      <ul className="flex items-center gap-1">
        {navGroups.map((group, index) => {
          const expanded = open === group.id;
          // The last group sits near the window's end: its dropdown opens back towards the start.
          const last = index === navGroups.length - 1;
          return (
            <li key={group.id} className="relative">
              <button
                type="button"
                id={triggerId(group.id)}
                aria-expanded={expanded}
                aria-controls={dropdownId(group.id)}
                data-state={expanded ? "open" : "closed"}
                data-active={isGroupActive(group, pathname)}
                className={`${entryClasses} group`}
                onClick={() => setOpened(expanded ? null : { group: group.id, pathname })}
              >
                {t(group.labelKey)}
                <ChevronDownIcon className="nav-chevron" />
              </button>
              <div
                id={dropdownId(group.id)}
                hidden={!expanded}
                data-state={expanded ? "open" : "closed"}
                className={last ? `${dropdownClasses} start-auto end-0` : dropdownClasses}
              >
                {expanded && <DropdownLinks group={group} pathname={pathname} onFollow={close} />}
              </div>
            </li>
          );
        })}
        <li>
          <Link
            to={pricingLink.href}
            className={entryClasses}
            data-active={isPathActive(pathname, pricingLink.href)}
            aria-current={pathname === pricingLink.href ? "page" : undefined}
          >
            {t(pricingLink.titleKey)}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
