import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated, so clicks reach the client-side handlers. React attaches its
 * internal props to DOM nodes on hydration; the header's home link is on every page (as "/", or
 * "/?lang=…" on a page whose address is pinned to a language, ADR 0087). Polls on
 * animation frames unless told to poll every `polling` milliseconds. Used by the browser tests
 * and by `npm run bench`, so both agree on when a page is interactive.
 */
export async function waitForHydration(page: Page, polling: number | "raf" = "raf"): Promise<void> {
  await page.waitForFunction(
    () => {
      const link = document.querySelector("header a[href='/'], header a[href^='/?lang=']");
      return !!link && Object.keys(link).some((key) => key.startsWith("__reactProps"));
    },
    undefined,
    { polling },
  );
}

/**
 * Holds every script request of the page until `release()`: the page stays painted but inert, as
 * on a slow connection or CPU before its JavaScript has run.
 */
export async function holdScripts(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
