import type { Browser, BrowserContext, BrowserContextOptions, Page, TestInfo } from "@playwright/test";

/**
 * The walks' tabs, kept from one walk to the next in each worker (ADR 0095).
 *
 * Why: Chromium spends about 0.65 s of CPU on a walk's first page in a new browser context, and
 * 0.26 s on the same page in a tab that has shown the site before (measured over 16 pages, server
 * included): a new context starts a new renderer process and compiles every script again. Going
 * through about:blank, or opening a new tab in the same context, costs as much as a new context:
 * only the same tab, navigating within the site, stays warm. Over the whole suite the walks took
 * 6 % less time (1,665 → 1,566 s summed over both workers): most walks open several pages, and the
 * reset costs a navigation of its own.
 *
 * So each worker keeps one context and one tab per set of context options, and hands the tab to
 * the next walk reset as a new context would be: the previous page unloaded (the tab is parked on
 * /robots.txt, same site, so the renderer stays), cookies and storage cleared, routes and the
 * previous walk's listeners removed, permissions back to the context's own, the viewport set. A
 * walk that did not pass, or that went to another server (its own stand-in site), leaves its tab
 * to be closed: the next one starts in a new context.
 *
 * Not undone, so a walk that uses them asks for a context of its own
 * (`test.use({ freshContext: true })`): init scripts, the clock, extra headers.
 */
/** A walk's context options, as `test.use` set them; those that differ get a tab of their own. */
export type ContextOptions = BrowserContextOptions;

type Kept = { context: BrowserContext; page: Page };
/**
 * A tab lent to a walk: the listeners it had before (they stay), and the sites its pages came from
 * (storage is cleared on ours only).
 */
type Lent = Kept & { before: Listeners; origins: Set<string> };

/** A new context with one tab: what a walk that keeps nothing gets, and where a kept tab starts. */
export async function openTab(browser: Browser, options: ContextOptions): Promise<Kept> {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

export class WarmPages {
  private readonly kept = new Map<string, Kept>();
  private readonly browser: Browser;

  constructor(browser: Browser) {
    this.browser = browser;
  }

  /** A tab for a walk with these options: a kept one, reset, or a new one in a new context. */
  async take(options: ContextOptions): Promise<Lent> {
    const key = keyOf(options);
    let tab = this.kept.get(key);
    this.kept.delete(key);
    if (tab && !tab.page.isClosed()) {
      if (options.viewport) await tab.page.setViewportSize(options.viewport);
    } else tab = await openTab(this.browser, options);
    const lent: Lent = { ...tab, before: listenersOf(tab), origins: new Set() };
    const page = tab.page;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith("http")) lent.origins.add(new URL(frame.url()).origin);
    });
    return lent;
  }

  /** Takes a walk's tab back: kept if the walk passed and the tab resets cleanly, else closed. */
  async give(options: ContextOptions, tab: Lent, testInfo: TestInfo): Promise<void> {
    const ours = options.baseURL ? new URL(options.baseURL).origin : "";
    // A walk that went to a server of its own left cookies and storage there, which are not reset.
    const reusable = testInfo.status === "passed" && [...tab.origins].every((origin) => origin === ours);
    if (reusable && (await reset(tab, options))) {
      this.kept.set(keyOf(options), tab);
      return;
    }
    await tab.context.close().catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    for (const { context } of this.kept.values()) await context.close().catch(() => undefined);
    this.kept.clear();
  }
}

function keyOf(options: ContextOptions): string {
  const { viewport: _viewport, ...rest } = options;
  return JSON.stringify(rest);
}

/** Playwright's pages and contexts are Node-style emitters; their public types leave these out. */
type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: unknown): unknown;
};
const emitter = (target: Page | BrowserContext) => target as unknown as Emitter;
type Listeners = { page: Map<string | symbol, unknown[]>; context: Map<string | symbol, unknown[]> };

/** The listeners a tab and its context have now, to tell a walk's own from them afterwards. */
function listenersOf(tab: Kept): Listeners {
  return { page: snapshot(emitter(tab.page)), context: snapshot(emitter(tab.context)) };
}

function snapshot(target: Emitter): Map<string | symbol, unknown[]> {
  return new Map(target.eventNames().map((name) => [name, [...target.rawListeners(name)]]));
}

function removeAdded(target: Emitter, before: Map<string | symbol, unknown[]>): void {
  for (const name of target.eventNames()) {
    const kept = before.get(name) ?? [];
    for (const listener of target.rawListeners(name)) if (!kept.includes(listener)) target.off(name, listener);
  }
}

/** What a new context would not have, taken away; false when the tab cannot be brought back. */
async function reset({ context, page, before }: Lent, options: ContextOptions): Promise<boolean> {
  try {
    removeAdded(emitter(page), before.page);
    removeAdded(emitter(context), before.context);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    if (context.pages().length !== 1) return false;
    // Same site, so the renderer process and its compiled scripts stay; the walk's page unloads.
    await page.goto(new URL("/robots.txt", options.baseURL).href, { timeout: 10_000 });
    if (options.javaScriptEnabled !== false) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await context.clearCookies();
    // Permissions a walk granted (the clipboard) go; those of the context's options stay.
    await context.clearPermissions();
    if (options.permissions?.length) await context.grantPermissions(options.permissions);
    return true;
  } catch {
    return false;
  }
}
