import type { RouterContextProvider } from "react-router";
import { serverContext } from "../../server/router-context.server.ts";
import type { RenderOnlySlot } from "./render-only.tsx";

/**
 * For a loader: `value` goes to the server's render alone when the answer is the page's HTML
 * (null is returned, for the loader data), and is returned as loader data for a client navigation
 * or a revalidation, where the browser renders the parts itself (ADR 0055).
 */
export function handToRender<T>(context: Readonly<RouterContextProvider>, slot: RenderOnlySlot<T>, value: T): T | null {
  const { documentRequest, renderOnly } = context.get(serverContext);
  if (!documentRequest) return value;
  renderOnly.set(slot.name, value);
  return null;
}
