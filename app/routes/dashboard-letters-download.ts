import { data } from "react-router";
import { handleLetterDownload } from "../features/letters/letters-action.server.ts";
import type { Route } from "./+types/dashboard-letters-download";

/** Only the form's POST has a letter to send: a GET is a 405, not an error React Router logs. */
export async function loader() {
  throw data(null, { status: 405 });
}

/** POST /dashboard/letters/download: the filled letter itself (a resource route, no page). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLetterDownload(request, context);
}
