import { refusalMessageOf } from "../../lib/api-failure.ts";
import { showToast } from "./toast-store.ts";

/**
 * The error toast of a form the API did not take: the API's own sentence when it refused the
 * request (a limit says how long to wait, a value it does not accept says why), in the visitor's
 * language; the form's own sentence for anything else (network, server). Returns what it said.
 */
export function toastRefusal(error: unknown, title: string, fallback: string): string {
  const description = refusalMessageOf(error) ?? fallback;
  showToast({ title, description, variant: "destructive" });
  return description;
}
