import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cities } from "../../../content/cities/cities.ts";
import { CityIllustration } from "../../components/shared/city-illustrations.tsx";

const markupOf = (city: string) => renderToStaticMarkup(createElement(CityIllustration, { city }));

describe("city illustrations (ADR 0030)", () => {
  it.each(cities.map((city) => city.id))("%s has its own small, decorative, self-contained drawing", (id) => {
    const svg = markupOf(id);
    // Decorative: the name is written next to it, so assistive technology skips the drawing.
    expect(svg).toMatch(/^<svg viewBox="0 0 120 80" aria-hidden="true" focusable="false"/);
    expect(svg).toContain(`data-illustration="${id}"`);
    // Small enough to inline on every page that shows the city.
    expect(Buffer.byteLength(svg)).toBeLessThan(3000);
    // Nothing to translate or mirror, nothing fetched from elsewhere.
    expect(svg).not.toMatch(/<text|<image|href=|url\(/);
  });

  it("draws a different picture for each of the seven cities", () => {
    const drawings = new Set(cities.map((city) => markupOf(city.id).replace(/data-illustration="\w+"/, "")));
    expect(drawings.size).toBe(cities.length);
    expect(cities).toHaveLength(7);
  });

  it("draws nothing for an id that is not one of the seven", () => {
    expect(markupOf("brest")).toBe("");
  });
});
