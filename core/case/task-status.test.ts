import { describe, expect, it } from "vitest";
import { displayTaskStatus, taskEventsFor, taskTransition } from "./task-status.ts";

describe("the task state machine", () => {
  it("starts, completes and reopens", () => {
    expect(taskTransition("pending", "start", "client")).toEqual({ ok: true, to: "in_progress" });
    expect(taskTransition("in_progress", "complete", "advisor")).toEqual({ ok: true, to: "completed" });
    expect(taskTransition("completed", "reopen", "client")).toEqual({ ok: true, to: "pending" });
  });

  it("refuses what makes no sense now", () => {
    expect(taskTransition("completed", "complete", "client")).toEqual({ ok: false, reason: "not_allowed_now" });
    expect(taskTransition("in_progress", "start", "client")).toEqual({ ok: false, reason: "not_allowed_now" });
    expect(taskEventsFor("completed", "client")).toEqual(["reopen"]);
  });

  it("shows an unfinished task past its due date as overdue, never a finished one", () => {
    expect(displayTaskStatus("pending", "2026-11-24", "2026-11-25")).toBe("overdue");
    expect(displayTaskStatus("in_progress", "2026-11-24", "2026-11-25")).toBe("overdue");
    expect(displayTaskStatus("pending", "2026-11-25", "2026-11-25")).toBe("pending");
    expect(displayTaskStatus("completed", "2026-01-01", "2026-11-25")).toBe("completed");
    expect(displayTaskStatus("pending", null, "2026-11-25")).toBe("pending");
  });
});
