import type { RouterContextProvider } from "react-router";
import { maxCities } from "../../../core/calculators/tool-query.ts";
import { hasAccess } from "../../../core/plans.ts";
import { currentUser } from "../../lib/viewer.server.ts";

/**
 * What the viewer may do with the calculators: everyone gets
 * the cost of living for one city at a time; premium and dfy get every calculator, several cities
 * at once and saved scenarios. Checked on the server; the pages only show what this allows.
 */
export type ToolAccess = { signedIn: boolean; premium: boolean; maxCities: number };

export function toolAccessOf(context: Readonly<RouterContextProvider>): ToolAccess {
  const user = currentUser(context);
  const premium = user !== null && hasAccess(user.userPlan, "premium");
  return { signedIn: user !== null, premium, maxCities: premium ? maxCities : 1 };
}
