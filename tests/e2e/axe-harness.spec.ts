import { axeScriptPath } from "../support/e2e-browser.ts";
import { expect, expectNoAxeViolations, test, visit } from "./support.ts";

/**
 * The check every walk relies on for accessibility: it runs the minified axe in the page itself
 * with violations only (support.ts), so this proves that set-up still finds what it must, on a page
 * with four planted faults, and passes a page without them.
 */
const faulty = `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main>
  <h1>Planted faults</h1>
  <p style="color:#bbb;background:#fff">Grey on white, too faint to read</p>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <label>Name <input id="a"></label><input id="b" type="text">
</main></body></html>`;

test("the walks' axe run fails on planted contrast, alt text, button name and label faults", async ({ page }) => {
  await page.setContent(faulty);
  const error = await expectNoAxeViolations(page, "planted page").then(
    () => null,
    (caught: Error) => caught,
  );
  expect(error?.message).toContain("color-contrast");
  expect(error?.message).toContain("image-alt");
  expect(error?.message).toContain("button-name");
  expect(error?.message).toContain("label");
});

test("the walks' axe run passes the same page once the faults are fixed", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fixed</title></head><body><main>
    <h1>No faults</h1><p style="color:#333;background:#fff">Readable text</p>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot">
    <button>Send</button><label>Name <input id="a"></label>
  </main></body></html>`);
  await expectNoAxeViolations(page, "fixed page");
});

test("on a page of the site, axe comes from the walks' copy of the build and still finds a planted fault", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === axeScriptPath) loaded.push(request.url());
  });
  await visit(page, "/contact");
  await expectNoAxeViolations(page, "/contact");
  expect(loaded, "axe loaded by a script tag from the site").toHaveLength(1);
  // Once per document: a second run in the same page loads nothing again.
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement("p"), { textContent: "Grey on white, too faint to read" });
    faint.style.cssText = "color:#bbb;background:#fff";
    document.querySelector("main")?.append(faint);
  });
  const error = await expectNoAxeViolations(page, "/contact with a faint line").then(
    () => null,
    (caught: Error) => caught,
  );
  expect(error?.message).toContain("color-contrast");
  expect(loaded).toHaveLength(1);
});
