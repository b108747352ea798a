import { AppError } from "../../http/app-error.ts";
import type { OpenedCase } from "./case-access.ts";

/**
 * Only the team changes the shape of a case (its plan, tasks, document requests, reviews). The
 * case's own client, who may open it, is told 403 — they know the case exists; a stranger never
 * got this far (openCase answered 404).
 */
export function requireTeam(opened: OpenedCase): void {
  if (opened.role !== "advisor") throw new AppError("forbidden", "staff_only");
}
