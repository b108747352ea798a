import type { Viewer } from "../../core/plans.ts";

/**
 * Who is looking, for plan checks on the server. Until accounts exist (the accounts issue) every
 * request comes from a visitor; that work replaces this with the plan read from the session.
 */
export async function viewerOf(_request: Request): Promise<Viewer> {
  return "visitor";
}
