import { handleLetterDownload } from "../features/letters/letters-action.server.ts";
import type { Route } from "./+types/dashboard-letters-download";

/** POST /dashboard/letters/download: the filled letter itself (a resource route, no page). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLetterDownload(request, context);
}
