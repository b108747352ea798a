import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CityId } from "../../../content/cities/city-types.ts";

/**
 * What a loader hands to FranceMap: the outline as one SVG path and the cities' points, drawn
 * once on the server (france-map-geometry.server.ts). Pass `franceMapGeometry` from the loader.
 */
export type FranceMapGeometry = {
  viewBox: string;
  outline: string;
  cities: { id: CityId; x: number; y: number }[];
};

/**
 * Where each name goes beside its point, so no two labels overlap (Lyon and Annecy sit side by
 * side, Marseille between Toulouse and Nice). Physical sides: a map is not mirrored for Arabic.
 */
const labelSide: Record<CityId, "right" | "left" | "below"> = {
  paris: "right",
  lyon: "left",
  marseille: "below",
  nice: "right",
  bordeaux: "left",
  toulouse: "right",
  annecy: "right",
};

// Contrast (WCAG 1.4.11, 1.4.3): points and outline ≥ 3:1, names ≥ 4.5:1 against the pale land,
// each name haloed in white so the coastline under it never lowers that.
const colours = {
  land: "#eef4fb", // brand-50
  coast: "#1a4a82", // brand-700
  point: "#334155", // slate-700
  chosen: "#c0392b", // accent-600
  name: "#334155",
  chosenName: "#0f172a", // slate-900
};

/**
 * The map of France with the seven cities: a server-rendered SVG, no script, no
 * request to anyone. `highlight` cities get a larger red point and a bold name (size and weight,
 * not colour alone), and the map's description says which ones they are.
 */
export function FranceMap({
  map,
  highlight = [],
  className = "",
}: {
  map: FranceMapGeometry;
  highlight?: readonly CityId[];
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = (city: CityId) => t(`cities.names.${city}`);
  const separator = t("cities.listSeparator");
  const chosen = map.cities.filter((city) => highlight.includes(city.id));
  // Chosen cities are drawn last, above the others.
  const ordered = [...map.cities.filter((city) => !highlight.includes(city.id)), ...chosen];
  return (
    <svg
      viewBox={map.viewBox}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={`h-auto w-full ${className}`}
      style={{ direction: "ltr" }}
    >
      <title id={`${id}-title`}>{t("cities.map.title")}</title>
      <desc id={`${id}-desc`}>
        {t("cities.map.description", { cities: map.cities.map((city) => name(city.id)).join(separator) })}
        {chosen.length > 0 &&
          ` ${t("cities.map.highlighted", { cities: chosen.map((city) => name(city.id)).join(separator) })}`}
      </desc>
      <path d={map.outline} fill={colours.land} stroke={colours.coast} strokeWidth={1.5} strokeLinejoin="round" />
      {ordered.map((city) => {
        const isChosen = highlight.includes(city.id);
        const side = labelSide[city.id];
        const gap = isChosen ? 11 : 8;
        const label =
          side === "below"
            ? { x: city.x, y: city.y + gap + 12, textAnchor: "middle" as const }
            : {
                x: side === "right" ? city.x + gap : city.x - gap,
                y: city.y + 5,
                textAnchor: side === "right" ? ("start" as const) : ("end" as const),
              };
        return (
          <g key={city.id} data-city={city.id} data-highlighted={isChosen ? "true" : undefined}>
            <circle
              cx={city.x}
              cy={city.y}
              r={isChosen ? 7 : 4.5}
              fill={isChosen ? colours.chosen : colours.point}
              stroke="#fff"
              strokeWidth={isChosen ? 2.5 : 1.5}
            />
            <text
              {...label}
              fontSize={isChosen ? 16 : 13}
              fontWeight={isChosen ? 700 : 500}
              fill={isChosen ? colours.chosenName : colours.name}
              stroke="#fff"
              strokeWidth={3}
              strokeLinejoin="round"
              paintOrder="stroke"
            >
              {name(city.id)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
