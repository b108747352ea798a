import type { ReactNode } from "react";
import type { CityId } from "../../../content/cities/city-types.ts";

/*
 * One landmark per city, drawn by hand as flat SVG (ADR 0030, "City illustrations"): no photo to
 * license, hot-link or wait for, no text inside (so nothing to translate or mirror in Arabic), and
 * each a few hundred bytes of markup rendered on the server. All share the 120 × 80 frame, the sky
 * and the palette of app.css, so side by side they read as one set.
 */

// The site's theme (app.css) plus the few colours a landmark cannot do without (brick, gold, leaves).
const sky = "#eef4fb"; // brand-50
const water = "#b3cceb"; // brand-200
const deep = "#2f6db5"; // brand-500
const ink = "#163c69"; // brand-800
const stone = "#f3efe7"; // sand-100
const red = "#c0392b"; // accent-600
const hill = "#9fbf9a";
const leaf = "#4f7d56";
const gold = "#d9a441";
const brick = "#d98a74";

/** Paris: the Eiffel Tower above the Seine. */
const paris = (
  <>
    <path fill={water} d="M0 70h120v10H0z" />
    <path fill={hill} d="M0 66h120v4H0z" />
    <path
      fill={ink}
      d="M59 5h2v7h2l1.6 22H67v3h-1.4L68 52h4v3.5h-1.5L80 70h-9q-11-15-22 0h-9l9.5-14.5H48V52h4l2.4-15H53v-3h2.4L57 12h2z"
    />
    <path fill="none" stroke={sky} strokeWidth=".8" d="M56.5 22h7M55.5 44h9M52 61.5h16" />
  </>
);

/** Lyon: the Fourvière basilica on its hill above the Saône and the Rhône. */
const lyon = (
  <>
    <path fill={hill} d="M0 60q30-34 72-22 28 8 48 22v20H0z" />
    <path fill={stone} stroke={ink} strokeWidth="1" d="M40 24h36v16H40z" />
    <path fill={ink} d="M38 14h6v26h-6zM72 14h6v26h-6zM37 12h8v3h-8zM71 12h8v3h-8z" />
    <path fill={ink} d="M48 24l10-8 10 8z" />
    <path fill={ink} d="M51 30h4v10h-4zM57 29h4v11h-4zM63 30h4v10h-4z" />
    <path fill={ink} d="M37 10h2v2h-2zm3 0h2v2h-2zm3 0h2v2h-2zm28 0h2v2h-2zm3 0h2v2h-2zm3 0h2v2h-2z" />
    <path fill={gold} d="M57 12h2v4h-2z" />
    <path fill={deep} d="M0 62q30 6 60 3t60-1v5q-30-2-60 1T0 67z" />
    <path fill={stone} d="M0 67q30 4 60 1t60-1v5q-30-2-60 1T0 72z" />
    <path fill={deep} d="M0 72q30 4 60 1t60-1v8H0z" />
  </>
);

/** Marseille: Notre-Dame de la Garde on its rock, the Vieux-Port and its masts below. */
const marseille = (
  <>
    <path fill={hill} d="M0 58q24-30 60-32t60 32v4H0z" />
    <path fill={stone} stroke={ink} strokeWidth="1" d="M38 34h28v12H38z" />
    <path fill={ink} d="M40 34q6-10 12 0zM66 20h8v26h-8zM64 30h12v3H64z" />
    <path fill={stone} d="M68 23h4v5h-4z" />
    <path fill={ink} d="M67 20l3-5 3 5z" />
    <path fill={gold} d="M69 15h2V8h-2zm-1.2-6.3 2.2-2.3 2.2 2.3z" />
    <path fill={deep} d="M0 62h120v18H0z" />
    <path fill={water} d="M8 68h34v2H8zM58 72h40v2H58z" />
    <path fill="none" stroke={ink} strokeWidth="1" d="M20 52v12M34 50v14M86 51v13M100 53v11" />
    <path fill={stone} d="M14 64h12l-2 3h-8zM28 64h12l-2 3h-8zM80 64h12l-2 3h-8zM94 64h12l-2 3h-8z" />
  </>
);

/** Nice: the curve of the Baie des Anges along the Promenade des Anglais, its palms and blue chairs. */
const nice = (
  <>
    <path fill={hill} d="M76 46q22-16 44-10v12H76z" />
    <path fill={deep} d="M0 44q60-2 120 4v32H0z" />
    <path fill={water} d="M6 52h16v1.5H6zM28 60h12v1.5H28zM84 51h14v1.5H84z" />
    <path fill={stone} d="M0 80q50-30 120-26v26z" />
    <path
      fill="none"
      stroke={ink}
      strokeWidth="2"
      strokeLinecap="round"
      d="M38 68q-2-20 2-38M68 62q3-18 1-34M100 60q-2-16 1-28"
    />
    <path
      fill="none"
      stroke={leaf}
      strokeWidth="2.4"
      strokeLinecap="round"
      d="M40 30q-7-4-13 2m13-2q7-4 13 2m-13-2q-4-6-10-5m10 5q4-6 10-5M69 28q-7-4-13 2m13-2q7-4 13 2m-13-2q-4-6-10-5m10 5q4-6 10-5M101 32q-6-4-11 2m11-2q6-4 11 2m-11-2q-3-5-9-4m9 4q3-5 9-4"
    />
    <path
      fill={deep}
      d="M50 74h5v-6h1.6v9H50zm0 3h1.6v3H50zm5 0h1.6v3H55zM82 68h5v-6h1.6v9H82zm0 3h1.6v4H82zm5 0h1.6v4H87z"
    />
  </>
);

/** The Bourse's façade, drawn once: the building, then upside down in the water mirror. */
const bourse = (
  <>
    <path fill={stone} stroke={ink} strokeWidth="1" d="M8 30h104v20H8z" />
    <path fill={ink} d="M6 30l6-6h96l6 6zM48 24l12-10 12 10z" />
    <path
      fill={deep}
      d="M14 36h4v9h-4zm10 0h4v9h-4zm10 0h4v9h-4zm12 0h4v9h-4zm12 0h4v9h-4zm12 0h4v9h-4zm12 0h4v9h-4zm10 0h4v9h-4zm10 0h4v9h-4z"
    />
  </>
);

/** Bordeaux: the Place de la Bourse and its reflection in the water mirror. */
const bordeaux = (
  <>
    <path fill={water} d="M0 50h120v30H0z" />
    {bourse}
    <g opacity=".4" transform="matrix(1 0 0 -1 0 100)">
      {bourse}
    </g>
    <path fill={sky} d="M4 66h16v1H4zM96 72h20v1H96z" />
  </>
);

/** Toulouse: the pink-brick Pont-Neuf over the Garonne, its round flood openings, the Grave dome. */
const toulouse = (
  <>
    <path fill={hill} d="M74 30a12 12 0 0 1 24 0z" />
    <path fill={stone} stroke={ink} strokeWidth="1" d="M76 30h20v9H76z" />
    <path fill={gold} d="M85 14h2v4h-2z" />
    <path fill={hill} d="M84 18h4v4h-4z" />
    <path fill={deep} d="M0 58h120v22H0z" />
    <path
      fill={brick}
      d="M0 40h120v24h-4q-6-16-14-16t-14 16h-8q-6-14-14-14t-14 14h-8q-6-16-14-16T16 64H8q-4-12-8-12z"
    />
    <path fill={red} d="M0 38h120v3H0z" />
    <path fill={sky} d="M30 52a3 3 0 1 0 0 .1zM56 51a3 3 0 1 0 0 .1zM82 52a3 3 0 1 0 0 .1z" />
    <path fill={water} d="M10 70h16v1.5H10zM50 74h24v1.5H50zM94 70h14v1.5H94z" />
  </>
);

/** Annecy: the Palais de l'Isle, prow-shaped in its canal, the lake and the mountains behind. */
const annecy = (
  <>
    <path fill={hill} d="M0 44l22-26 16 14 20-22 26 28 14-12 22 18z" />
    <path fill={sky} d="M16 25l6-7 5 5-4 2zM52 17l6-7 8 9-5-1z" />
    <path fill={water} d="M0 44h120v8H0z" />
    <path fill={deep} d="M0 60h120v20H0z" />
    <path fill={stone} stroke={ink} strokeWidth="1" d="M14 56l10-8h54v14H24z" />
    <path fill={red} d="M22 48l8-8h44l6 8z" />
    <path fill={stone} stroke={ink} strokeWidth="1" d="M30 34h10v14H30z" />
    <path fill={red} d="M28 34l7-8 7 8z" />
    <path fill={ink} d="M44 52h3v4h-3zm10 0h3v4h-3zm10 0h3v4h-3zM33 38h4v4h-4z" />
    <path fill={stone} d="M0 62h120v3H0z" />
    <path fill={water} d="M8 68h20v1.5H8zM60 72h30v1.5H60z" />
  </>
);

const scenes: Record<CityId, ReactNode> = { paris, lyon, marseille, nice, bordeaux, toulouse, annecy };

/**
 * A city's landmark. Decorative: the city's name is always written next to it, so screen readers
 * skip the drawing rather than hear the name twice. Size it with `className` (it scales, 3:2).
 * Takes any id (the quiz's scoring in core/ knows cities as strings) and draws nothing for one
 * that is not among the seven.
 */
export function CityIllustration({ city, className }: { city: string; className?: string }) {
  if (!Object.hasOwn(scenes, city)) return null;
  return (
    <svg
      viewBox="0 0 120 80"
      aria-hidden="true"
      focusable="false"
      data-illustration={city}
      className={`rounded-lg ${className ?? ""}`}
    >
      <path fill={sky} d="M0 0h120v80H0z" />
      {scenes[city as CityId]}
    </svg>
  );
}
