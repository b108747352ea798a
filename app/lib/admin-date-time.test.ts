import { describe, expect, it } from "vitest";
import { adminTimeZone, formatAdminDateTime } from "./admin-date-time.ts";

/** The same instant moved by a fixed offset and written in UTC: what Paris time must read. */
function asUtcPlus(iso: string, hours: number, language: string, options: Intl.DateTimeFormatOptions): string {
  const shifted = new Date(Date.parse(iso) + hours * 3_600_000);
  return new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(shifted);
}

const tableStyle: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

describe("the back office's date-times", () => {
  it("are on Paris's clock", () => {
    expect(adminTimeZone).toBe("Europe/Paris");
  });

  it("follow Paris into summer time (29 March 2026, 02:00 became 03:00)", () => {
    // One hour apart in UTC, two hours apart on the Paris clock.
    expect(formatAdminDateTime("2026-03-29T00:30:00Z", "en-GB", "time")).toBe("01:30");
    expect(formatAdminDateTime("2026-03-29T01:30:00Z", "en-GB", "time")).toBe("03:30");
    for (const language of ["en", "fr", "ar"]) {
      expect(formatAdminDateTime("2026-03-29T00:30:00Z", language)).toBe(
        asUtcPlus("2026-03-29T00:30:00Z", 1, language, tableStyle),
      );
      expect(formatAdminDateTime("2026-03-29T01:30:00Z", language)).toBe(
        asUtcPlus("2026-03-29T01:30:00Z", 2, language, tableStyle),
      );
    }
  });

  it("follow Paris back into winter time (25 October 2026, 03:00 became 02:00)", () => {
    // Two instants an hour apart read the same Paris hour.
    expect(formatAdminDateTime("2026-10-25T00:30:00Z", "en-GB", "time")).toBe("02:30");
    expect(formatAdminDateTime("2026-10-25T01:30:00Z", "en-GB", "time")).toBe("02:30");
    expect(formatAdminDateTime("2026-10-25T02:30:00Z", "fr", "long")).toBe(
      asUtcPlus("2026-10-25T02:30:00Z", 1, "fr", { dateStyle: "long", timeStyle: "short" }),
    );
  });

  it("turn a late UTC evening into the next Paris day", () => {
    expect(formatAdminDateTime("2026-12-31T23:15:00Z", "en")).toBe(
      asUtcPlus("2026-12-31T23:15:00Z", 1, "en", tableStyle),
    );
    expect(formatAdminDateTime("2026-12-31T23:15:00Z", "en")).toContain("2027");
  });

  it("read an instant given as a Date as the same one given as text", () => {
    const iso = "2026-07-14T10:00:00.000Z";
    expect(formatAdminDateTime(new Date(iso), "fr")).toBe(formatAdminDateTime(iso, "fr"));
    expect(formatAdminDateTime(iso, "en-GB", "time")).toBe("12:00");
  });
});
