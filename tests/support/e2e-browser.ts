import { existsSync } from "node:fs";
import { join } from "node:path";

/** Debian's full Chromium: the browser people use, and the benches'. */
export const fullChromiumPath = "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell, Chromium's own headless build, the one Playwright itself uses
 * for headless runs: it walks the suite on about half the CPU of the full browser. The full
 * browser stays the fallback. E2E_CHROMIUM names another.
 */
export const e2eChromiumPath =
  process.env.E2E_CHROMIUM ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : fullChromiumPath);

/** The flags every walk's browser starts with, whichever build it is. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Software compositing instead of SwiftShader's emulated GPU: nothing in the walks needs WebGL,
  // screenshots still render, and the browser spends less CPU on every frame.
  "--disable-gpu",
];

/**
 * Where the walks' servers keep the guide PDFs: named by content version, so they are kept between
 * runs and each build prints them once, and shared by the servers walks start of their own.
 */
export const e2ePdfCacheDir = join(import.meta.dirname, "../../node_modules/.cache/passerelle-pdf-cache");

/**
 * Where the walks' copy of the build serves axe's minified source, for their accessibility checks
 * (tests/e2e/support.ts). playwright.config.ts puts it there; the build itself never has it.
 */
export const axeScriptPath = "/e2e-axe.min.js";
