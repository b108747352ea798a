import { describe, expect, it } from "vitest";
import { documentEventsFor, documentStatuses, documentTransition } from "./document-status.ts";

describe("the document state machine", () => {
  it("walks a document from request to approval after one rejection", () => {
    const steps = [
      ["not_requested", "request", "advisor", "requested"],
      ["requested", "upload", "client", "uploaded"],
      ["uploaded", "reject", "advisor", "rejected"],
      ["rejected", "upload", "client", "uploaded"],
      ["uploaded", "submit", "client", "submitted"],
      ["submitted", "start_review", "advisor", "under_review"],
      ["under_review", "approve", "advisor", "approved"],
      ["approved", "expire", "advisor", "expired"],
      ["expired", "upload", "client", "uploaded"],
    ] as const;
    for (const [from, event, role, to] of steps) {
      expect(documentTransition(from, event, role)).toEqual({ ok: true, to });
    }
  });

  it("refuses a client reviewing their own document, whatever its status", () => {
    for (const status of documentStatuses) {
      expect(documentTransition(status, "approve", "client")).toEqual({ ok: false, reason: "not_your_role" });
      expect(documentTransition(status, "reject", "client")).toEqual({ ok: false, reason: "not_your_role" });
    }
  });

  it("refuses an upload over an approved document and an approval of nothing", () => {
    expect(documentTransition("approved", "upload", "client")).toEqual({ ok: false, reason: "not_allowed_now" });
    expect(documentTransition("requested", "approve", "advisor")).toEqual({ ok: false, reason: "not_allowed_now" });
    expect(documentTransition("not_requested", "upload", "client")).toEqual({ ok: false, reason: "not_allowed_now" });
  });

  it("offers each side only what it may do now", () => {
    expect(documentEventsFor("uploaded", "client")).toEqual(["upload", "submit"]);
    expect(documentEventsFor("uploaded", "advisor")).toEqual([
      "upload",
      "start_review",
      "approve",
      "reject",
      "withdraw",
    ]);
    expect(documentEventsFor("approved", "client")).toEqual([]);
  });
});
