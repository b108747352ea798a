import type { FrameData } from "./frame-data.server.ts";

/** The sections a role guard closes, each with its own 403 page. */
export type GuardedArea = "admin" | "advisor";

/**
 * The 403 a guarded layout throws (ADR 0082): which section refused, and the frame's data. React
 * Router renders an error thrown by route middleware at the root's boundary, before any loader
 * ran, so the refusal brings what the root's loader would have given the header and footer.
 */
export type GuardRefusal = { reason: "role"; area: GuardedArea; frame: FrameData };

export function isGuardRefusal(value: unknown): value is GuardRefusal {
  return typeof value === "object" && value !== null && "reason" in value && "area" in value && "frame" in value;
}
