import {
  allowConsoleErrors,
  baseUrl,
  drawWholePage,
  escapeRegExp,
  expect,
  test,
  useLanguage,
  visit,
} from "./support.ts";

// The interface's icons are empty spans drawn by the stylesheet (ADR 0055): a mask of the drawing
// filled with the text colour, or the logo as a background. A misspelt class, or a drawing the
// build failed to inline, would leave an invisible icon without any error: these walks check that
// every shown icon on a page has a drawing, a size and, for the masks, the colour of its text.

const pages = ["/", "/pricing", "/visa/passeport-talent", "/no-such-page"];

for (const language of ["en", "ar"] as const) {
  test.describe(`icons [${language}]`, () => {
    useLanguage(language);

    for (const path of pages) {
      test(`every icon on ${path} is drawn by the stylesheet`, async ({ page }) => {
        if (path === "/no-such-page") {
          // Chromium logs the 404 of the document itself as a console error: that one is expected.
          const address = escapeRegExp(`${baseUrl()}${path}`);
          allowConsoleErrors(
            page,
            new RegExp(`^console\\.error: Failed to load resource: .* 404 \\(Not Found\\) \\(${address}\\)$`),
          );
        }
        await visit(page, path);
        // Icons below the first screen are measured as drawn once a reader scrolls to them.
        await drawWholePage(page);
        const icons = await page.locator('[class*="icon-"]').evaluateAll((elements) =>
          elements
            .filter((element) => element.checkVisibility())
            .filter((element) => [...element.classList].some((name) => name.startsWith("icon-")))
            .map((element) => {
              const style = getComputedStyle(element);
              const box = element.getBoundingClientRect();
              return {
                name: [...element.classList].find((name) => name.startsWith("icon-")),
                tag: element.tagName,
                empty: element.childNodes.length === 0,
                drawing: element.classList.contains("icon-logo") ? style.backgroundImage : style.maskImage,
                fill: style.backgroundColor,
                color: style.color,
                width: box.width,
                height: box.height,
              };
            }),
        );
        expect(icons.length).toBeGreaterThan(0);
        for (const icon of icons) {
          expect(icon, `${icon.name}: an empty span`).toMatchObject({ tag: "SPAN", empty: true });
          expect(icon.drawing, `${icon.name}: its drawing`).toMatch(/^url\("data:image\/svg\+xml/);
          expect(icon.width, `${icon.name}: its width`).toBeGreaterThan(0);
          expect(icon.height, `${icon.name}: its height`).toBeGreaterThan(0);
          if (icon.name !== "icon-logo") expect(icon.fill, `${icon.name}: the text's colour`).toBe(icon.color);
        }
        expect(new Set(icons.map((icon) => icon.name)).size).toBeGreaterThan(1);
      });
    }
  });
}
