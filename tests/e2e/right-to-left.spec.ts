import { catalogs, expect, interpolate, test, useLanguage, visit } from "./support.ts";

/**
 * Right to left, where the layout does not follow from `dir` alone. The toast region sits at the
 * inline end — the left edge in Arabic — and a toast is swiped away toward that edge, not toward
 * the right as on an English page (app/components/ui/toast-region.tsx).
 */
const ar = catalogs.ar;

test.describe("right to left [ar]", () => {
  useLanguage("ar");

  test("a toast shows at the left edge and is swiped away to the left, not to the right", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: ar.emailCapture.label }).fill("no-at-sign.example");
    await footer.getByRole("button", { name: ar.emailCapture.submit }).click();
    const toast = page
      .getByRole("region", { name: interpolate(ar.toast.regionLabel, { hotkey: "F8" }) })
      .getByRole("listitem");
    await expect(toast).toBeVisible();
    await expect(toast.getByText(ar.emailCapture.invalidTitle, { exact: true })).toBeVisible();
    const box = await toast.boundingBox();
    if (!box) throw new Error("the toast has no box");
    expect(box.x).toBeLessThan(40);

    const swipe = async (dx: number) => {
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let step = 1; step <= 6; step++) await page.mouse.move(start.x + (dx * step) / 6, start.y);
      await page.mouse.up();
    };
    await swipe(150);
    await expect(toast).toBeVisible();
    await swipe(-150);
    await expect(toast).toHaveCount(0);
  });
});
