import { describe, expect, it } from "vitest";
import { addDays, parisDate } from "./paris-date.ts";

describe("parisDate", () => {
  it("turns at midnight in Paris, not at midnight UTC", () => {
    // 31 May 2026, 21:59 UTC is 23:59 in Paris (summer time, UTC+2); a minute later it is 1 June.
    expect(parisDate(new Date("2026-05-31T21:59:00Z"))).toBe("2026-05-31");
    expect(parisDate(new Date("2026-05-31T22:00:00Z"))).toBe("2026-06-01");
    // Winter time, UTC+1.
    expect(parisDate(new Date("2025-12-31T22:59:59Z"))).toBe("2025-12-31");
    expect(parisDate(new Date("2025-12-31T23:00:00Z"))).toBe("2026-01-01");
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-05-31", 1)).toBe("2026-06-01");
    expect(addDays("2026-12-01", 90)).toBe("2027-03-01");
    expect(addDays("2026-06-01", -1)).toBe("2026-05-31");
  });
});
