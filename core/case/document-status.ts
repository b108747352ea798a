import type { CaseRole } from "./case-role.ts";

/**
 * A requested document's life (ADR 0034), as an explicit state machine: every change
 * is an event, allowed only from some statuses and only to some people. Anything else is refused
 * with `document_transition_refused`, never applied silently — a client cannot approve their own
 * passport, and an approved document cannot be overwritten by a late upload.
 *
 * - requested / required: the team asked for it (required = the application cannot go without it).
 * - uploaded: a file is there; the client may add pages or send it for review.
 * - submitted: the client says it is complete.
 * - under_review: a team member is checking it.
 * - approved / rejected: the review's outcome; a rejection carries feedback the client sees.
 * - expired: it was approved but is no longer valid (a bank statement gets old).
 * - not_requested: withdrawn, or never asked for.
 */
export const documentStatuses = [
  "not_requested",
  "requested",
  "required",
  "uploaded",
  "submitted",
  "under_review",
  "approved",
  "rejected",
  "expired",
] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export type DocumentEvent =
  | "request"
  | "require"
  | "upload"
  | "submit"
  | "start_review"
  | "approve"
  | "reject"
  | "expire"
  | "withdraw";

type Rule = { from: readonly DocumentStatus[]; to: DocumentStatus; by: readonly CaseRole[] };

const team = ["advisor"] as const;
const anyone = ["client", "advisor"] as const;

const rules: Record<DocumentEvent, Rule> = {
  request: { from: ["not_requested"], to: "requested", by: team },
  require: { from: ["not_requested", "requested"], to: "required", by: team },
  upload: { from: ["requested", "required", "uploaded", "rejected", "expired"], to: "uploaded", by: anyone },
  submit: { from: ["uploaded"], to: "submitted", by: ["client"] },
  start_review: { from: ["uploaded", "submitted"], to: "under_review", by: team },
  approve: { from: ["uploaded", "submitted", "under_review"], to: "approved", by: team },
  reject: { from: ["uploaded", "submitted", "under_review"], to: "rejected", by: team },
  expire: { from: ["approved"], to: "expired", by: team },
  withdraw: {
    from: ["requested", "required", "uploaded", "submitted", "under_review", "rejected", "expired"],
    to: "not_requested",
    by: team,
  },
};

export type TransitionResult<S> = { ok: true; to: S } | { ok: false; reason: "not_allowed_now" | "not_your_role" };

/** Where `event` takes a document in `status` when `role` asks, or why it cannot. */
export function documentTransition(
  status: DocumentStatus,
  event: DocumentEvent,
  role: CaseRole,
): TransitionResult<DocumentStatus> {
  const rule = rules[event];
  if (!(rule.by as readonly CaseRole[]).includes(role)) return { ok: false, reason: "not_your_role" };
  if (!rule.from.includes(status)) return { ok: false, reason: "not_allowed_now" };
  return { ok: true, to: rule.to };
}

/** The events `role` may fire now: what the page offers as buttons. */
export function documentEventsFor(status: DocumentStatus, role: CaseRole): DocumentEvent[] {
  return (Object.keys(rules) as DocumentEvent[]).filter((event) => documentTransition(status, event, role).ok);
}

/** Counts toward the case's progress: asked for and not withdrawn. */
export function isDocumentOpen(status: DocumentStatus): boolean {
  return status !== "not_requested";
}

/** The client still has something to do. */
export function isDocumentAwaitingClient(status: DocumentStatus): boolean {
  return status === "requested" || status === "required" || status === "rejected" || status === "expired";
}

/** The team still has something to do. */
export function isDocumentAwaitingTeam(status: DocumentStatus): boolean {
  return status === "uploaded" || status === "submitted" || status === "under_review";
}
