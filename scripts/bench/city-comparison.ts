// The city comparison's own figures (ADR 0030): the SVG its server-rendered page carries
// (the map, and the costs tab's chart), drawn on the server with no charting library in the
// browser. Its JavaScript and Lighthouse scores are in the report's per-page sections.
import { comparisonPath } from "./routes.ts";

/** Bytes of the map SVG on the overview and of the chart SVG on the costs tab. */
export async function comparisonSvgSizes(base: string) {
  const overview = await (await fetch(`${base}${comparisonPath}`)).text();
  const costs = await (await fetch(`${base}${comparisonPath}&tab=costs`)).text();
  const svgBytes = (html: string) =>
    [...html.matchAll(/<svg\b[^>]*role="img"[\s\S]*?<\/svg>/g)].map((match) => Buffer.byteLength(match[0]));
  return { mapSvg: svgBytes(overview)[0] ?? 0, costsChartSvg: svgBytes(costs)[0] ?? 0 };
}
