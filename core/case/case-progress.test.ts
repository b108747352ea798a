import { describe, expect, it } from "vitest";
import { caseProgress } from "./case-progress.ts";

describe("case progress", () => {
  it("counts completed tasks and approved documents over all open work", () => {
    const progress = caseProgress(
      "documentation",
      [
        { title: "Book the appointment", status: "completed", dueDate: "2026-11-01" },
        { title: "Get the translation", status: "pending", dueDate: "2026-11-20" },
        { title: "Open a bank account", status: "in_progress", dueDate: "2026-12-15" },
      ],
      [{ status: "approved" }, { status: "rejected" }, { status: "not_requested" }],
      "2026-11-25",
    );
    expect(progress).toMatchObject({
      percent: 40,
      tasksDone: 1,
      tasksTotal: 3,
      tasksOverdue: 1,
      documentsApproved: 1,
      documentsOpen: 2,
      nextMilestone: { title: "Get the translation", dueDate: "2026-11-20" },
      phaseNumber: 2,
      phaseCount: 6,
    });
  });

  it("is 0 % with nothing to do yet, and has no milestone", () => {
    expect(caseProgress("planning", [], [], "2026-11-25")).toMatchObject({
      percent: 0,
      nextMilestone: null,
      phaseNumber: 1,
    });
  });
});
