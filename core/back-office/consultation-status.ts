/**
 * Where a consultation request stands in the team's hands (ADR 0038). Any status may follow
 * any other: the team records what happened, it does not follow a fixed path (a declined request
 * may be contacted again).
 */
export const consultationStatuses = ["new", "contacted", "scheduled", "done", "declined"] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** Still waiting on the team: what the dashboard counts as open. */
export const openConsultationStatuses: readonly ConsultationStatus[] = ["new", "contacted", "scheduled"];
