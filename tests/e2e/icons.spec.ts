import { allowConsoleErrors, baseUrl, expect, test, useLanguage, visit } from "./support.ts";

// The interface's icons come from one sprite file (ADR 0050): each is <svg><use href="…#name">.
// A misspelt symbol name, or a build that inlined the sprite as a data: URL (which <use> refuses),
// would leave empty boxes without any error: these walks check that every icon on a page draws.

const pages = ["/", "/pricing", "/visa/passeport-talent", "/no-such-page"];

for (const language of ["en", "ar"] as const) {
  test.describe(`icons [${language}]`, () => {
    useLanguage(language);

    for (const path of pages) {
      test(`every icon on ${path} is drawn from the sprite on our origin`, async ({ page, request }) => {
        if (path === "/no-such-page") {
          // Chromium logs the 404 of the document itself as a console error: that one is expected.
          const address = `${baseUrl()}${path}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          allowConsoleErrors(
            page,
            new RegExp(`^console\\.error: Failed to load resource: .* 404 \\(Not Found\\) \\(${address}\\)$`),
          );
        }
        await visit(page, path);
        const hrefs = await page.locator("svg use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
        expect(hrefs.length).toBeGreaterThan(0);

        const files = new Set<string>();
        for (const href of hrefs) {
          expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#[a-z-]+$/);
          files.add(href!.split("#")[0]!);
        }
        expect(files.size).toBe(1);
        const [file] = [...files];
        const response = await request.get(file!);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("image/svg+xml");
        const sprite = await response.text();
        for (const name of new Set(hrefs.map((href) => href!.split("#")[1]))) {
          expect(sprite, `symbol ${name}`).toContain(`<symbol id="${name}"`);
        }

        // Drawn: a shown <use> whose symbol did not load measures 0 × 0 (icons of closed menus are not drawn).
        await expect
          .poll(() =>
            page.locator("svg use").evaluateAll((uses) => {
              const shown = uses.filter((use) => (use as SVGUseElement).ownerSVGElement?.checkVisibility());
              return {
                shown: shown.length,
                empty: shown.filter((use) => (use as SVGUseElement).getBBox().width === 0).length,
              };
            }),
          )
          .toMatchObject({ empty: 0 });
      });
    }
  });
}
