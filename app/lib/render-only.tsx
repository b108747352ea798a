import { createContext, type ReactNode, useContext } from "react";

/**
 * A named place for data a loader hands to the server's render of the page's HTML only (ADR 0055):
 * what only parts the browser keeps as HTML show (ADR 0053), so it is not serialised into the page
 * a second time as loader data. `handToRender` (render-only.server.ts) fills it.
 */
export type RenderOnlySlot<T> = { readonly name: string; readonly holds?: T };

export function renderOnlySlot<T>(name: string): RenderOnlySlot<T> {
  return { name };
}

const RenderOnlyData = createContext<ReadonlyMap<string, unknown>>(new Map());

/** Set by entry.server around the page; the browser has none, so every slot reads undefined there. */
export function RenderOnlyProvider({ data, children }: { data: ReadonlyMap<string, unknown>; children: ReactNode }) {
  return <RenderOnlyData.Provider value={data}>{children}</RenderOnlyData.Provider>;
}

export function useRenderOnly<T>(slot: RenderOnlySlot<T>): T | undefined {
  return useContext(RenderOnlyData).get(slot.name) as T | undefined;
}
