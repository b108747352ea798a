import { describe, expect, it } from "vitest";
import { cities } from "../../../content/cities/cities.ts";
import { franceMapGeometry } from "./france-map-geometry.server.ts";

const point = (id: string) => {
  const found = franceMapGeometry.cities.find((city) => city.id === id);
  if (!found) throw new Error(`no point for ${id}`);
  return found;
};

describe("the map of France", () => {
  const [, , width = 0, height = 0] = franceMapGeometry.viewBox.split(" ").map(Number);

  it("is a country-shaped drawing 400 units wide, a little taller than wide at most", () => {
    expect(width).toBe(400);
    // Metropolitan France in Lambert-93 is about as tall as it is wide.
    expect(height).toBeGreaterThan(340);
    expect(height).toBeLessThan(440);
  });

  it("draws the mainland and Corsica as separate shapes, and nothing overseas", () => {
    const shapes = franceMapGeometry.outline.split("M").filter(Boolean);
    expect(shapes.length).toBeGreaterThanOrEqual(2);
    // The overseas departments would put shapes far outside the box (or squeeze the mainland).
    for (const shape of shapes) {
      const [x = 0, y = 0] = shape.split("l")[0]!.split(" ").map(Number);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(height);
    }
  });

  it("stays small enough to send with every page that shows it", () => {
    expect(franceMapGeometry.outline.length).toBeGreaterThan(1000);
    expect(franceMapGeometry.outline.length).toBeLessThan(4000);
  });

  it("places the seven cities inside the box, where they are on a map", () => {
    expect(franceMapGeometry.cities.map((city) => city.id)).toEqual(cities.map((city) => city.id));
    for (const city of franceMapGeometry.cities) {
      expect(city.x).toBeGreaterThan(0);
      expect(city.x).toBeLessThan(width);
      expect(city.y).toBeGreaterThan(0);
      expect(city.y).toBeLessThan(height);
    }
    // North is up, east is right: Paris is north of Lyon, Bordeaux west of Toulouse, Nice east of Marseille.
    expect(point("paris").y).toBeLessThan(point("lyon").y);
    expect(point("bordeaux").x).toBeLessThan(point("toulouse").x);
    expect(point("nice").x).toBeGreaterThan(point("marseille").x);
    // Paris lies in the northern third of the country, Marseille and Nice on the southern coast.
    expect(point("paris").y).toBeLessThan(height / 3);
    expect(point("marseille").y).toBeGreaterThan((height * 2) / 3);
  });
});
