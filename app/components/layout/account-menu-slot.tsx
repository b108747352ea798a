import { use } from "react";
import type { AccountSummary } from "../../lib/account-context.tsx";

type AccountMenuComponent = typeof import("./account-menu.tsx").AccountMenu;

/**
 * The header's account menu, whose code only a signed-in visitor downloads: it is in no visitor's
 * first load. When the server drew the menu, its code is fetched as soon as this module runs, which
 * is before hydration starts, so hydration normally finds it there and does not wait; if it has
 * not come yet, the header's hydration waits for it (it sits in its own Suspense boundary).
 */
let Loaded: AccountMenuComponent | undefined = import.meta.env.SSR
  ? (await import("./account-menu.tsx")).AccountMenu
  : undefined;
let loading: Promise<unknown> | undefined;
function load(): Promise<unknown> {
  loading ??= import("./account-menu.tsx").then((module) => {
    Loaded = module.AccountMenu;
  });
  return loading;
}
if (!import.meta.env.SSR && document.querySelector("[data-account-menu]")) void load();

export function AccountMenuSlot({ account }: { account: AccountSummary }) {
  if (!Loaded) use(load());
  const AccountMenu = Loaded as AccountMenuComponent;
  return <AccountMenu account={account} />;
}
