import { describe, expect, it } from "vitest";
import { type PermitRecord, type PermitRules, permitCalendar, renewalWindow } from "./permit-calendar.ts";
import { remindersDue } from "./permit-reminders.ts";

// The registry's figures on 2026-12-03 (content/permits/permit-rules.test.ts checks they still are).
const rules: PermitRules = {
  vlsTsValidationMonths: 3,
  renewalOpensDays: 120,
  renewalClosesDays: 60,
  prefectureMonths: 2,
  lateRenewalFee: 180,
  extensionCertificateMonths: 3,
  healthCoverResidenceMonths: 3,
};

const vlsTs = (arrivalDate: string, more: Partial<PermitRecord> = {}): PermitRecord => ({
  document: "vls-ts",
  startDate: arrivalDate,
  expiryDate: "2027-11-29",
  arrivalDate,
  filing: "online",
  validatedOn: null,
  renewalFiledOn: null,
  ...more,
});

const card = (expiryDate: string, more: Partial<PermitRecord> = {}): PermitRecord => ({
  document: "residence-permit",
  startDate: "2025-01-16",
  expiryDate,
  arrivalDate: null,
  filing: "online",
  validatedOn: null,
  renewalFiledOn: null,
  ...more,
});

const item = (permit: PermitRecord, today: string, kind: string) =>
  permitCalendar(permit, rules, today).find((entry) => entry.kind === kind);

describe("the VLS-TS validation deadline: three calendar months after arrival", () => {
  it.each([
    ["2026-11-30", "2027-02-28"], // February has no 30th: its last day
    ["2027-11-30", "2028-02-29"], // a leap year's
    ["2026-12-01", "2027-03-01"], // the first of a month: the first, three months on
    ["2026-12-31", "2027-03-31"],
    ["2027-01-31", "2027-04-30"], // April has no 31st
  ])("arrived %s: validate by %s", (arrival, deadline) => {
    expect(item(vlsTs(arrival), arrival, "vls-ts-validation")?.day).toBe(deadline);
  });

  it("is soon within 30 days, today on the day, missed the day after, done once validated", () => {
    const permit = vlsTs("2026-11-30");
    expect(item(permit, "2026-12-03", "vls-ts-validation")?.state).toBe("upcoming");
    expect(item(permit, "2027-01-29", "vls-ts-validation")?.state).toBe("soon");
    expect(item(permit, "2027-02-28", "vls-ts-validation")?.state).toBe("today");
    expect(item(permit, "2027-03-01", "vls-ts-validation")?.state).toBe("missed");
    expect(item({ ...permit, validatedOn: "2026-12-10" }, "2027-03-01", "vls-ts-validation")?.state).toBe("done");
  });

  it("is not on a residence permit's calendar", () => {
    expect(item(card("2027-10-26"), "2026-12-03", "vls-ts-validation")).toBeUndefined();
  });
});

describe("the renewal window (CESEDA R431-5)", () => {
  it("online: from the 120th to the 60th day before expiry", () => {
    expect(renewalWindow(card("2027-10-26"), rules)).toEqual({ opens: "2027-06-28", lastDay: "2027-08-27" });
  });

  it("at the prefecture: the two months before expiry, to the day before it", () => {
    expect(renewalWindow(card("2027-01-15", { filing: "prefecture" }), rules)).toEqual({
      opens: "2026-11-15",
      lastDay: "2027-01-14",
    });
    // The day two months earlier that a month lacks: its last day.
    expect(renewalWindow(card("2027-04-30", { filing: "prefecture" }), rules).opens).toBe("2027-02-28");
  });

  it("an expiry next month, filed online and not yet applied for: the window is missed, the fee due", () => {
    const calendar = permitCalendar(card("2027-01-15"), rules, "2026-12-03");
    expect(calendar.map(({ kind, day, state }) => [kind, day, state])).toEqual([
      ["renewal-window", "2026-09-17", "missed"],
      ["late-renewal-fee", "2026-11-17", "missed"],
      ["permit-expires", "2027-01-15", "upcoming"],
    ]);
    expect(calendar[0]?.lastDay).toBe("2026-11-16");
  });

  it("the same expiry at a prefecture: the window is open today", () => {
    expect(item(card("2027-01-15", { filing: "prefecture" }), "2026-12-03", "renewal-window")?.state).toBe("open");
  });

  it("a renewal already late: the fee is recorded as incurred, no extension certificate is due", () => {
    const permit = card("2027-01-15", { renewalFiledOn: "2026-12-01" });
    const calendar = permitCalendar(permit, rules, "2026-12-03");
    expect(calendar.map(({ kind, state }) => [kind, state])).toEqual([
      ["renewal-window", "done"],
      ["late-renewal-fee", "passed"],
      ["permit-expires", "upcoming"],
    ]);
  });

  it("filed online on the last day: in time, so the extension certificate is due at expiry", () => {
    const permit = card("2027-10-26", { renewalFiledOn: "2027-08-27" });
    const calendar = permitCalendar(permit, rules, "2027-09-01");
    expect(calendar.map(({ kind, day, state }) => [kind, day, state])).toEqual([
      ["renewal-window", "2027-06-28", "done"],
      ["extension-certificate", "2027-10-26", "upcoming"],
      ["permit-expires", "2027-10-26", "upcoming"],
    ]);
    expect(item(permit, "2027-10-27", "permit-expires")?.state).toBe("passed");
  });

  it("an expired permit never applied for is missed", () => {
    expect(item(card("2026-11-30"), "2026-12-03", "permit-expires")?.state).toBe("missed");
  });

  it("the late fee is upcoming before the window closes, soon within 30 days", () => {
    expect(item(card("2027-10-26"), "2026-12-03", "late-renewal-fee")).toMatchObject({
      day: "2027-08-28",
      state: "upcoming",
    });
    expect(item(card("2027-10-26"), "2027-08-01", "late-renewal-fee")?.state).toBe("soon");
  });
});

describe("reminders: 90, 30 and 7 days before a deadline and on the day", () => {
  // Arrived 1 December 2026: validate by 1 March 2027, 90 days later.
  const permit = vlsTs("2026-12-01");
  const validation = (today: string) =>
    remindersDue(permit, rules, today).filter((r) => r.kind === "vls-ts-validation");

  it.each([
    ["2026-12-01", 90, 90],
    ["2027-01-29", 90, 31],
    ["2027-01-30", 30, 30],
    ["2027-01-31", 30, 29], // a clock that missed the day still sends the 30-day reminder
    ["2027-02-22", 7, 7],
    ["2027-03-01", 0, 0],
  ])("on %s: the %i-day reminder (%i days left)", (today, offset, daysLeft) => {
    expect(validation(today)).toEqual([{ kind: "vls-ts-validation", deadline: "2027-03-01", offset, daysLeft }]);
  });

  it("none before the 90-day point, after the deadline, or once validated", () => {
    // Arriving 15 January: validate by 15 April, 135 days after 1 December.
    expect(remindersDue(vlsTs("2027-01-15"), rules, "2026-12-01")).toEqual([]);
    expect(validation("2027-03-02")).toEqual([]);
    expect(remindersDue({ ...permit, validatedOn: "2027-01-05" }, rules, "2027-02-22")).toEqual([]);
  });

  it("the renewal's last day is reminded; once applied for, it is not", () => {
    const renewal = card("2027-10-26");
    expect(remindersDue(renewal, rules, "2027-07-28")).toEqual([
      { kind: "renewal-last-day", deadline: "2027-08-27", offset: 30, daysLeft: 30 },
    ]);
    expect(remindersDue({ ...renewal, renewalFiledOn: "2027-07-01" }, rules, "2027-07-28")).toEqual([]);
  });
});

describe("health cover: the PUMa from the day after three months of residence, for those not working", () => {
  it("arrived on 30 November 2026: from 1 March 2027 (28 February is the three months' last day)", () => {
    expect(item(vlsTs("2026-11-30"), "2026-12-03", "health-cover")).toMatchObject({
      day: "2027-03-01",
      state: "upcoming",
    });
    expect(item(vlsTs("2026-11-30"), "2027-02-10", "health-cover")?.state).toBe("soon");
    expect(item(vlsTs("2026-11-30"), "2027-03-01", "health-cover")?.state).toBe("open");
  });

  it("leaves the calendar 90 days after it opens, and never shows for a student or without an arrival day", () => {
    expect(item(vlsTs("2026-11-30"), "2027-05-30", "health-cover")?.state).toBe("open");
    expect(item(vlsTs("2026-11-30"), "2027-05-31", "health-cover")).toBeUndefined();
    expect(item(vlsTs("2026-11-30", { studies: true }), "2026-12-03", "health-cover")).toBeUndefined();
    expect(item(card("2027-01-15"), "2026-12-03", "health-cover")).toBeUndefined();
  });

  it("sends no reminder: it is a right that opens, not a deadline", () => {
    const due = remindersDue(vlsTs("2026-11-30", { validatedOn: "2026-12-01" }), rules, "2027-03-01");
    expect(due.map((reminder) => reminder.kind)).not.toContain("health-cover");
  });
});

describe("the republican integration contract: after validation, for the routes it applies to", () => {
  const salaried = (more: Partial<PermitRecord> = {}) => vlsTs("2026-11-30", { integrationContract: true, ...more });

  it("dated by the validation deadline until the visa is validated, then by the validation, open from then", () => {
    expect(item(salaried(), "2026-12-03", "integration-contract")).toMatchObject({
      day: "2027-02-28",
      state: "upcoming",
    });
    expect(item(salaried({ validatedOn: "2026-12-10" }), "2026-12-11", "integration-contract")).toMatchObject({
      day: "2026-12-10",
      state: "open",
    });
  });

  it("leaves the calendar 180 days on, and never shows for an exempt route or a residence permit", () => {
    expect(item(salaried({ validatedOn: "2026-12-10" }), "2027-06-08", "integration-contract")?.state).toBe("open");
    expect(item(salaried({ validatedOn: "2026-12-10" }), "2027-06-09", "integration-contract")).toBeUndefined();
    expect(item(vlsTs("2026-11-30"), "2026-12-03", "integration-contract")).toBeUndefined();
    expect(
      item(card("2027-01-15", { integrationContract: true }), "2026-12-03", "integration-contract"),
    ).toBeUndefined();
  });
});

describe("the first income tax return: April of the year after arrival, until the end of June", () => {
  it("arrived 30 November 2026: April 2027, a month, open from 1 April, gone after 30 June", () => {
    expect(item(vlsTs("2026-11-30"), "2026-12-03", "first-tax-return")).toMatchObject({
      day: "2027-04-01",
      month: true,
      state: "upcoming",
    });
    expect(item(vlsTs("2026-11-30"), "2027-03-15", "first-tax-return")?.state).toBe("soon");
    expect(item(vlsTs("2026-11-30"), "2027-06-30", "first-tax-return")?.state).toBe("open");
    expect(item(vlsTs("2026-11-30"), "2027-07-01", "first-tax-return")).toBeUndefined();
  });

  it("arrived 1 January 2027 (the other side of the year's end): April 2028; no arrival day, no step", () => {
    expect(item(vlsTs("2027-01-01"), "2027-01-02", "first-tax-return")?.day).toBe("2028-04-01");
    expect(item(card("2027-01-15"), "2026-12-03", "first-tax-return")).toBeUndefined();
  });
});
