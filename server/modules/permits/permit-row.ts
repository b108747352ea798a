import { visaRouteOf } from "../../../content/visas/visa-routes.ts";
import type { PermitInput } from "../../../core/permits/permit-input.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * The stored columns of a permit from checked input: the route must be one of ours, kept as its
 * route's slug (an alias or twin page names the same permit); a validation date only on a VLS-TS.
 */
export function permitColumns(input: PermitInput) {
  const route = visaRouteOf(input.routeSlug);
  if (!route) throw new AppError("bad_request", "permit_route_invalid");
  return {
    route_slug: route.slug,
    document: input.document,
    start_date: input.startDate,
    expiry_date: input.expiryDate,
    arrival_date: input.arrivalDate,
    departement: input.departement,
    filing: input.filing,
    validated_on: input.document === "vls-ts" ? input.validatedOn : null,
    renewal_filed_on: input.renewalFiledOn,
  };
}
