import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { type BrowserContext, test as base, expect, type Locator, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import ar from "../../app/i18n/locales/ar.ts";
import en from "../../app/i18n/locales/en.ts";
import fr from "../../app/i18n/locales/fr.ts";
import { axeScriptPath } from "../support/e2e-browser.ts";
import { waitForHydration } from "./hydration.ts";
import { type ContextOptions, openTab, WarmPages } from "./warm-page.ts";

/** Shared fixtures and helpers for the browser tests. Assertions use the UI catalogs' strings. */

export type Language = "en" | "fr" | "ar";
export const catalogs = { en, fr, ar } as const;
export const languageCookie = "passerelle_lang";
export const consentCookie = "passerelle_consent";

/** Browser locale (→ Accept-Language) that goes with each language. */
export const localeFor: Record<Language, string> = { en: "en-US", fr: "fr-FR", ar: "ar" };

/** i18next-style interpolation: "sent to {{email}}" → "sent to a@b.c". */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => values[key] ?? `{{${key}}}`);
}

// ---------------------------------------------------------------------------------------------
// Cookies

export function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("baseURL is not configured");
  return url;
}

/** Stores the language choice as the site itself does (cookie first, then Accept-Language). */
export async function setLanguageCookie(context: BrowserContext, language: Language): Promise<void> {
  await context.addCookies([{ name: languageCookie, value: language, url: baseUrl() }]);
}

/** The consent cookie value for a decision, in the site's stored format (URI-encoded JSON). */
export function consentValue(
  decision: "accepted" | "rejected" | "customized",
  preferences = {
    analytics: decision === "accepted",
    marketing: decision === "accepted",
    preferences: decision === "accepted",
  },
): string {
  return encodeURIComponent(JSON.stringify({ decision, preferences }));
}

export async function setConsentCookie(context: BrowserContext, value: string): Promise<void> {
  await context.addCookies([{ name: consentCookie, value, url: baseUrl() }]);
}

/** The stored consent decoded, or null when the cookie is absent. */
export async function readConsent(
  context: BrowserContext,
): Promise<{ decision: string; preferences: Record<string, boolean> } | null> {
  const cookie = (await context.cookies(baseUrl())).find((c) => c.name === consentCookie);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

// ---------------------------------------------------------------------------------------------
// Fixtures

type Options = {
  /** Language stored in the cookie before the test (null: none, the browser locale decides). */
  lang: Language | null;
  /** Store an "accepted" consent first so the cookie banner stays out of the way. */
  presetConsent: boolean;
  /**
   * A browser context of the walk's own instead of a worker's kept tab (warm-page.ts): for walks
   * that use what a reset cannot undo (init scripts, the clock, permissions, extra headers).
   */
  freshContext: boolean;
};

type Fixtures = {
  consoleGuard: undefined;
};

type WorkerFixtures = {
  warmPages: WarmPages;
};

const allowedErrors = new WeakMap<Page, RegExp[]>();

/** Lets console errors matching these patterns through the guard (for deliberately failing requests). */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowedErrors.set(page, [...(allowedErrors.get(page) ?? []), ...patterns]);
}

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  lang: [null, { option: true }],
  presetConsent: [true, { option: true }],
  freshContext: [false, { option: true }],
  warmPages: [
    async ({ browser }, use) => {
      const pages = new WarmPages(browser);
      await use(pages);
      await pages.closeAll();
    },
    { scope: "worker" },
  ],
  // The walk's tab: a worker's kept one, reset as a new context would be, unless the walk asks for
  // a context of its own (warm-page.ts, ADR 0095).
  page: async (
    {
      browser,
      warmPages,
      freshContext,
      lang,
      presetConsent,
      contextOptions,
      baseURL,
      locale,
      timezoneId,
      javaScriptEnabled,
      viewport,
      userAgent,
      colorScheme,
      reducedMotion,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      extraHTTPHeaders,
      permissions,
      storageState,
    },
    use,
    testInfo,
  ) => {
    const options = Object.fromEntries(
      Object.entries({
        acceptDownloads: true,
        ...contextOptions,
        baseURL,
        locale,
        timezoneId,
        javaScriptEnabled,
        viewport,
        userAgent,
        colorScheme,
        reducedMotion,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        extraHTTPHeaders,
        permissions,
        storageState,
      }).filter(([, value]) => value !== undefined),
    ) as unknown as ContextOptions;
    // A stored state would be cleared by the reset: such a walk has a context of its own.
    const own = freshContext || storageState !== undefined;
    const lent = own ? undefined : await warmPages.take(options);
    const tab = lent ?? (await openTab(browser, options));
    if (lang) await setLanguageCookie(tab.context, lang);
    if (presetConsent) await setConsentCookie(tab.context, consentValue("accepted"));
    allowedErrors.delete(tab.page);
    await use(tab.page);
    if (lent) await warmPages.give(options, lent, testInfo);
    else await tab.context.close();
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
  /**
   * Fails the test on any console.error or uncaught page error. Hydration mismatches fail tests
   * too: production React reports them as recoverable errors through window.reportError, which
   * arrives here as a pageerror (and development React logs them with console.error).
   */
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const where = message.location().url ? ` (${message.location().url})` : "";
        problems.push(`console.error: ${message.text()}${where}`);
      });
      page.on("pageerror", (error) => {
        problems.push(`pageerror: ${error.stack ?? error.message}`);
      });
      await use(undefined);
      const allowed = allowedErrors.get(page) ?? [];
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, `The page reported errors:\n${unexpected.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Text as React writes it into server-rendered HTML, to look for it in a page's source. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Text to match as it is inside a regular expression (a message, an address, a page's title). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Text as a pattern in which each run of spaces may be any white space (accessible names fold them). */
export function looseText(text: string): RegExp {
  return new RegExp(escapeRegExp(text).replace(/\s+/g, "\\s+"));
}

/** Inside a describe: the page is in this language (cookie) and the browser locale matches. */
export function useLanguage(language: Language): void {
  test.use({ lang: language, locale: localeFor[language] });
}

// ---------------------------------------------------------------------------------------------
// Accessibility

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe run in the page itself, on the rules asked for, reporting violations only. Not through
 * `@axe-core/playwright`: its run configures axe again after each injection and asks for its
 * version first, about 0.1 s of the page's time a run that checks nothing (559 runs a suite), and
 * its default mode runs each frame apart and merges them in a blank page it opens, which only
 * matters for cross-origin iframes (the site has none). The source loaded, once per document
 * (`injectAxe`), is axe's minified build (640 KB against 1.45 MB): a fresh page compiles it in
 * about 250 ms of the renderer instead of 340. `resultTypes: ["violations"]` keeps every node of a
 * violation and one example node of the passes nobody reads. tests/e2e/axe-harness.spec.ts proves
 * this run still finds planted faults.
 */
export async function axeViolations(
  page: Page,
  rules: { tags: string[] } | { ids: string[] },
  include?: string,
): Promise<AxeResults["violations"]> {
  await injectAxe(page);
  const options: RunOptions = {
    runOnly: "tags" in rules ? { type: "tag", values: rules.tags } : { type: "rule", values: rules.ids },
    resultTypes: ["violations"],
  };
  const results = await page.evaluate(
    ([include, options]) => {
      const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
      return axe.run(include ? { include: [[include]] } : document, options);
    },
    [include ?? null, options] as const,
  );
  return results.violations;
}

/**
 * Loads axe into the page once per document. On a page of the site whose own scripts ran, through a
 * script tag from the site itself (the CSP's 'self'): the browser keeps the file and its compiled
 * code from one page to the next, where sending the 640 KB source with each page cost about 45 ms
 * of CPU across the worker, the browser and the renderer. A page without scripts (JavaScript off)
 * or not from the site (`setContent`) gets the source itself.
 */
async function injectAxe(page: Page): Promise<void> {
  const how = await page.evaluate(() =>
    "axe" in window ? "loaded" : "__reactRouterContext" in window ? "script tag" : "source",
  );
  if (how === "script tag") {
    // axe stays loaded; its element goes, so the page's markup is the page's own again.
    const script = await page.addScriptTag({ url: axeScriptPath });
    await script.evaluate((element) => (element as Element).remove());
    await script.dispose();
  } else if (how === "source") await page.evaluate(axeMinified());
}

let axeSource: string | undefined;
/** Read once per worker. */
function axeMinified(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return axeSource;
}

/**
 * Runs axe with the WCAG 2.2 AA rule set and fails with a readable list of every violation.
 * The blocks the page draws only near the viewport are drawn first (`drawWholePage`), so axe
 * checks the whole page as a reader scrolling down sees it, not just the first screen.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await drawWholePage(page);
  const violations = await axeViolations(page, { tags: wcagTags });
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
  expect(
    violations.map((v) => v.id),
    `axe found ${violations.length} violation(s) on ${label}:\n\n${report}`,
  ).toEqual([]);
}

/**
 * Draws every `content-visibility: auto` block of the page now (ADR 0091): until it comes near the
 * viewport such a block is not laid out, so its boxes measure nothing and checks that read them
 * would see only the first screen. The page then stays as a reader who scrolled through it sees it.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

/** Two frames drawn: what the page scheduled for the next frame (layout, effects, observers) has run. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Scrolls to an element as a reader would before pressing it, and waits until the blocks drawn as
 * they come near the viewport (ADR 0091) have taken their real size: a press sent in the same
 * frame as the scroll can land where the element was a moment before. Drawing one block can bring
 * the next one near, so the element must keep its place over two checks in a row.
 */
export async function scrollToSettled(locator: Locator): Promise<void> {
  let stillChecks = 0;
  for (let attempt = 0; attempt < 10 && stillChecks < 2; attempt += 1) {
    await locator.scrollIntoViewIfNeeded();
    const before = await locator.boundingBox();
    await twoFrames(locator.page());
    const after = await locator.boundingBox();
    stillChecks = before && after && before.x === after.x && before.y === after.y ? stillChecks + 1 : 0;
  }
}

/** Presses an element far down a page the way a reader does: once it has stopped moving. */
export async function clickSettled(locator: Locator): Promise<void> {
  await scrollToSettled(locator);
  await locator.click();
}

// ---------------------------------------------------------------------------------------------
// Page helpers

/** Marks the current document; the mark survives client-side navigation but not a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

export async function documentMark(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

/** The address of every script the page requests from now on (the list grows as it does). */
export function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

/** Opens a path and waits for hydration. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

// ---------------------------------------------------------------------------------------------
// Database

/** Runs a read query on the server's SQLite database (the fresh one of this run). */
export function queryDatabase<T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error("E2E_DATABASE_FILE is not set (it comes from playwright.config.ts)");
  return onDatabaseFile<T>(file, sql, ...params);
}

/**
 * One statement on a walks' server's SQLite file, as staff, billing or a check would run it: the
 * rows of a SELECT, none for a change. It waits up to 15 s for the server's write lock, which a
 * request holds for its whole transaction: with the server's own 5 s, a walk's statement once
 * failed with "database is locked" on a machine loaded by a profiler.
 */
export function onDatabaseFile<T = Record<string, unknown>>(
  file: string,
  sql: string,
  ...params: SQLInputValue[]
): T[] {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA busy_timeout = 15000");
    const statement = db.prepare(sql);
    if (/^\s*select/i.test(sql)) return statement.all(...params) as T[];
    statement.run(...params);
    return [];
  } finally {
    db.close();
  }
}
