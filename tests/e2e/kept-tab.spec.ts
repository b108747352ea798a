import { expect, test, visit } from "./support.ts";

/**
 * A worker's kept tab (warm-page.ts, ADR 0095) reaches the next walk as a new context would: what
 * one walk left (a permission it granted, storage, a cookie of its own, the page itself) is gone
 * in the next. Serial, so both walks run in one worker, one after the other, on the same tab.
 */
test.describe.configure({ mode: "serial" });

const permissionState = (name: string) =>
  // Chromium names the clipboard permissions this way; TypeScript's list does not have them.
  ({ name }) as unknown as PermissionDescriptor;

test("a walk grants the clipboard, stores something and sets a cookie", async ({ page }) => {
  await visit(page, "/contact");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.context().addCookies([{ name: "left-behind", value: "1", url: page.url() }]);
  await page.evaluate(() => {
    localStorage.setItem("left-behind", "1");
    sessionStorage.setItem("left-behind", "1");
  });
  const state = await page.evaluate(
    async (descriptor) => (await navigator.permissions.query(descriptor)).state,
    permissionState("clipboard-read"),
  );
  expect(state).toBe("granted");
});

test("the next walk on the same tab finds none of it", async ({ page }) => {
  expect(new URL(page.url()).pathname, "parked between walks, not on the last walk's page").toBe("/robots.txt");
  await visit(page, "/contact");
  const left = await page.evaluate(
    async (descriptor) => ({
      permission: (await navigator.permissions.query(descriptor)).state,
      local: localStorage.getItem("left-behind"),
      session: sessionStorage.getItem("left-behind"),
      cookie: document.cookie.includes("left-behind"),
    }),
    permissionState("clipboard-read"),
  );
  expect(left).toEqual({ permission: "prompt", local: null, session: null, cookie: false });
});
