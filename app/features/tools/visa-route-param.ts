import { visaRouteOf } from "../../../content/visas/visa-routes.ts";

/**
 * The calculators' query with its visa read as its route: the pickers list each route
 * once (content/visas/visa-routes.ts), so an address or a saved scenario naming a route by an
 * alias ("?visa=eu-blue-card", as the assistant links) shows that route chosen, with the same
 * figures. Any other value is left for the query's own check to refuse.
 */
export function withVisaRoute(params: URLSearchParams): URLSearchParams {
  const visa = params.get("visa");
  const route = visa ? visaRouteOf(visa)?.slug : undefined;
  if (!route || route === visa) return params;
  const copy = new URLSearchParams(params);
  copy.set("visa", route);
  return copy;
}
