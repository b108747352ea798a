import { describe, expect, it } from "vitest";
import { consultationRequestSchema } from "./consultation-request.ts";
import {
  canonicalTimeZone,
  consultationDefaultTimeZone,
  isPlausiblePhone,
  normalisePhone,
  timeZoneList,
} from "./consultation-rules.ts";

const valid = {
  name: "Marie Curie",
  email: "marie@example.fr",
  countryOfOrigin: "MA",
  applicationType: "family",
  message: "We want to move to Lyon next year.",
  language: "fr",
  timeZone: "Europe/Paris",
};
const issuesOf = (change: Record<string, unknown>) => {
  const result = consultationRequestSchema.safeParse({ ...valid, ...change });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("phone numbers", () => {
  it.each(["123456", "+33 6 12 34 56 78", "+33 (0)6 12-34-56-78", "(212) 555-0100", "+1234 5678 9012 3456 7890"])(
    "takes %s",
    (phone) => {
      expect(isPlausiblePhone(phone)).toBe(true);
    },
  );

  it.each([
    ["five digits", "12345"],
    ["21 digits", "+123456789012345678901"],
    ["letters", "06 12 AB 56 78"],
    ["a plus inside", "06+12345678"],
    ["two pluses", "++33612345678"],
    ["dots", "06.12.34.56.78"],
    ["only separators", "() - ()"],
    ["an extension word", "+33 6 12 34 56 78 ext 2"],
  ])("refuses %s", (_case, phone) => {
    expect(isPlausiblePhone(phone)).toBe(false);
  });

  it("collapses white space", () => {
    expect(normalisePhone("  +33\t6  12 ")).toBe("+33 6 12");
  });
});

describe("time zones", () => {
  it("offers every zone the runtime knows, and UTC once, first", () => {
    const zones = timeZoneList();
    expect(zones[0]).toBe("UTC");
    expect(zones.filter((zone) => zone === "UTC")).toHaveLength(1);
    expect(zones).toContain("Europe/Paris");
    expect(zones).toContain("Africa/Casablanca");
    expect(zones.length).toBeGreaterThan(300);
  });

  it.each([
    ["Europe/Paris", "Europe/Paris"],
    ["europe/paris", "Europe/Paris"],
    ["UTC", "UTC"],
    ["Etc/UTC", "UTC"],
    ["US/Eastern", "America/New_York"],
  ])("understands %s as %s", (input, stored) => {
    expect(canonicalTimeZone(input)).toBe(stored);
  });

  it.each(["", "Mars/Olympus", "+01:00", "Europe/Paris<script>", "x".repeat(65), 42, null])("refuses %s", (input) => {
    expect(canonicalTimeZone(input)).toBeNull();
  });
});

describe("the consultation request's contact fields", () => {
  it("trims the name, collapses the phone, defaults the contact times and spells the time zone", () => {
    const data = consultationRequestSchema.parse({
      ...valid,
      name: "  Marie  ",
      phone: " 06  12 34 56 78 ",
      timeZone: "etc/utc",
    });
    expect(data).toMatchObject({
      name: "Marie",
      phone: "06 12 34 56 78",
      contactTime: "any",
      contactDays: "any",
      timeZone: "UTC",
    });
  });

  it("treats an absent, null or blank phone as none", () => {
    for (const phone of [undefined, null, "", "   "]) {
      expect(consultationRequestSchema.parse({ ...valid, phone }).phone).toBeNull();
    }
  });

  it.each([
    [{ name: "x".repeat(101) }, "name", "name_too_long"],
    [{ name: "Marie\nCurie" }, "name", "consultation_name_invalid"],
    [{ name: "Marie\u2028Curie" }, "name", "consultation_name_invalid"],
    [{ name: 7 }, "name", "consultation_name_invalid"],
    [{ phone: "12345" }, "phone", "phone_invalid"],
    [{ phone: 612345678 }, "phone", "phone_invalid"],
    [{ contactTime: "night" }, "contactTime", "contact_time_invalid"],
    [{ contactDays: "mondays" }, "contactDays", "contact_days_invalid"],
    [{ timeZone: "Mars/Olympus" }, "timeZone", "time_zone_invalid"],
    [{ timeZone: 1 }, "timeZone", "time_zone_invalid"],
  ])("refuses %j with one message key", (change, field, key) => {
    expect(issuesOf(change)).toEqual([[field, key]]);
  });

  it("accepts a name of exactly 100 characters", () => {
    expect(issuesOf({ name: "x".repeat(100) })).toEqual([]);
  });

  it("takes a name and a time zone as given, the time zone not assumed", () => {
    expect(consultationRequestSchema.parse(valid)).toMatchObject({
      name: "Marie Curie",
      timeZone: "Europe/Paris",
      timeZoneAssumed: false,
    });
  });
});

describe("spec §7's payload (issue 28): no name, no time zone", () => {
  const { name: _name, timeZone: _zone, ...spec } = valid;

  it("is accepted: no name, and Paris time assumed (the person is told so)", () => {
    expect(Object.keys(spec).sort()).toEqual(["applicationType", "countryOfOrigin", "email", "language", "message"]);
    expect(consultationRequestSchema.parse(spec)).toMatchObject({
      name: null,
      timeZone: consultationDefaultTimeZone,
      timeZoneAssumed: true,
    });
    expect(consultationDefaultTimeZone).toBe("Europe/Paris");
  });

  it.each([null, "", "   "])("reads a name or a time zone of %j as not given", (value) => {
    expect(consultationRequestSchema.parse({ ...spec, name: value, timeZone: value })).toMatchObject({
      name: null,
      timeZone: "Europe/Paris",
      timeZoneAssumed: true,
    });
  });

  it("still refuses a time zone given wrongly, rather than taking Paris time for it", () => {
    expect(issuesOf({ timeZone: "Mars/Olympus" })).toEqual([["timeZone", "time_zone_invalid"]]);
  });
});
