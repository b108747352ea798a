import { createRequire } from "node:module";
import { geoConicConformal } from "d3-geo";
import type { MultiPolygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { cities } from "../../../content/cities/cities.ts";
import { cityPositions } from "../../../content/cities/city-map.ts";
import type { FranceMapGeometry } from "./france-map.tsx";

/*
 * The map of France, drawn once when the server loads this module (ADR 0030): Natural Earth's
 * 1:50m country outlines (the world-atlas package, no request to anyone), France's metropolitan
 * polygons (mainland, Corsica, the Atlantic islands; the overseas departments are left out),
 * projected like the official French map projection (Lambert-93: conic conformal, standard
 * parallels 44° and 49° N, central meridian 3° E). Pages receive only the finished outline and
 * the seven cities' points, so d3-geo and the 750 KB of outlines never reach a browser.
 */

/** Width of the drawing in SVG units; the height follows the country's shape. */
const width = 400;
/** Room around the outline for the labels of cities on the coast (Bordeaux, Nice). */
const padding = 12;

// A require resolves the JSON from node_modules both under Vite's server build and in tests.
const require = createRequire(import.meta.url);
const world = require("world-atlas/countries-50m.json") as Topology<{ countries: GeometryCollection }>;

function metropolitanFrance(): MultiPolygon {
  const countries = feature(world, world.objects.countries);
  // ISO 3166-1 numeric 250 is France; its multipolygon also holds the overseas departments.
  const france = countries.features.find((country) => country.id === "250");
  if (france?.geometry.type !== "MultiPolygon") throw new Error("world-atlas has no France multipolygon");
  const inEurope = ([longitude = 0, latitude = 0]: Position) =>
    longitude > -6 && longitude < 10 && latitude > 41 && latitude < 52;
  const coordinates = france.geometry.coordinates.filter((polygon) => polygon[0]?.every(inEurope));
  return { type: "MultiPolygon", coordinates };
}

function drawMap(): FranceMapGeometry {
  const outline = metropolitanFrance();
  const projection = geoConicConformal()
    .parallels([44, 49])
    .rotate([-3, 0])
    .fitWidth(width - 2 * padding, outline);
  const project = (position: Position): [number, number] => {
    const point = projection([position[0] ?? 0, position[1] ?? 0]);
    if (!point) throw new Error("a point of France fell outside the projection");
    return [point[0] + padding, point[1] + padding];
  };

  // Whole units (a pixel on a phone), relative moves ("l dx dy") and no repeated points: about
  // 2 KB of path for the whole country.
  let path = "";
  let bottom = 0;
  for (const polygon of outline.coordinates) {
    for (const ring of polygon) {
      const points = ring.map(project).map(([x, y]) => [Math.round(x), Math.round(y)] as const);
      const moves: string[] = [];
      let [x, y] = points[0] ?? [0, 0];
      for (const [nextX, nextY] of points.slice(1)) {
        if (nextX === x && nextY === y) continue;
        moves.push(`${nextX - x} ${nextY - y}`);
        [x, y] = [nextX, nextY];
        bottom = Math.max(bottom, y);
      }
      // Islets smaller than a few pixels would only be specks.
      if (moves.length < 3) continue;
      path += `M${points[0]![0]} ${points[0]![1]}l${moves.join(" ").replaceAll(" -", "-")}z`;
    }
  }

  return {
    viewBox: `0 0 ${width} ${Math.ceil(bottom + padding)}`,
    outline: path,
    cities: cities.map((city) => {
      const { longitude, latitude } = cityPositions[city.id];
      const [x, y] = project([longitude, latitude]);
      return { id: city.id, x: Math.round(x), y: Math.round(y) };
    }),
  };
}

/** Computed once per server process: every page shares the same string. */
export const franceMapGeometry: FranceMapGeometry = drawMap();
