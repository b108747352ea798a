import { addDays, addMonths, daysBetween } from "../calculators/iso-date.ts";

/**
 * The dated calendar of one visa or residence permit a member recorded: what falls due, when, and
 * whether it is done, coming or missed. Pure: the figures come in as `PermitRules` (read from the
 * facts registry for the day by content/permits/permit-rules.ts), the day as an ISO date, so the
 * same record gives the same calendar on every server and in every test.
 */

/** How the next permit is applied for: online on ANEF (most permits since 2021) or at the prefecture. */
export type PermitFiling = "online" | "prefecture";

/** A long-stay visa that serves as a first permit (VLS-TS) or a residence permit (carte de séjour). */
export type PermitDocument = "vls-ts" | "residence-permit";

export type PermitRecord = {
  document: PermitDocument;
  /** First day of validity. */
  startDate: string;
  /** Last day of validity, as printed on the document. */
  expiryDate: string;
  /** Day of arrival in France (a VLS-TS is validated within a set time of it). */
  arrivalDate: string | null;
  filing: PermitFiling;
  /** Day the VLS-TS was validated online, once done. */
  validatedOn: string | null;
  /** Day the renewal (or the next permit) was applied for, once done. */
  renewalFiledOn: string | null;
  /**
   * Enrolled to study (a student's permit): health cover comes with the studies, without the wait
   * for stable residence (Code de la sécurité sociale art. D160-2 1°). Absent means no.
   */
  studies?: boolean;
  /**
   * A first admission whose permit is not exempt from the republican integration contract
   * (CESEDA L413-2, exemptions L413-5): OFII invites the holder to sign it. Absent means no.
   */
  integrationContract?: boolean;
};

/** The figures the calendar is computed from, each a fact of the registry. */
export type PermitRules = {
  vlsTsValidationMonths: number;
  renewalOpensDays: number;
  renewalClosesDays: number;
  prefectureMonths: number;
  lateRenewalFee: number;
  extensionCertificateMonths: number;
  /** Months of uninterrupted residence after which someone not working may join the PUMa. */
  healthCoverResidenceMonths: number;
};

export type PermitCalendarKind =
  | "vls-ts-validation"
  | "renewal-window"
  | "late-renewal-fee"
  | "extension-certificate"
  | "permit-expires"
  | "health-cover"
  | "integration-contract"
  | "first-tax-return";

/**
 * - `done`: the person recorded it done.
 * - `upcoming`: more than `soonDays` away. `soon`: within them. `today`: the day itself.
 * - `open`: a window they are inside. `missed`: the day passed without it being recorded done.
 * - `passed`: a date that needed nothing from them and is behind (an expiry after a renewal).
 */
export type PermitCalendarState = "done" | "upcoming" | "soon" | "today" | "open" | "missed" | "passed";

export type PermitCalendarItem = {
  kind: PermitCalendarKind;
  /** The deadline, or a window's first day. */
  day: string;
  /** A window's last day (the renewal window). */
  lastDay?: string;
  /** The day stands for its month (the tax return opens "in April"; its exact dates are set each year). */
  month?: true;
  state: PermitCalendarState;
  /** The registry facts behind the date, shown with their sources. */
  factIds: string[];
};

/** A deadline within this many days is "soon" (a month: time to gather documents and book). */
export const soonDays = 30;

function deadlineState(day: string, today: string, doneOn: string | null): PermitCalendarState {
  if (doneOn) return "done";
  const left = daysBetween(today, day);
  if (left < 0) return "missed";
  if (left === 0) return "today";
  return left <= soonDays ? "soon" : "upcoming";
}

/**
 * The renewal window: online, from the 120th to the 60th day before expiry (CESEDA R431-5 1°);
 * at the prefecture, "within the two months before expiry", read from the same day two months
 * earlier to the day before expiry — the day before, not the day itself, so the advice never
 * leaves someone filing on a day the prefecture might count as too late.
 */
export function renewalWindow(permit: PermitRecord, rules: PermitRules): { opens: string; lastDay: string } {
  if (permit.filing === "online") {
    return {
      opens: addDays(permit.expiryDate, -rules.renewalOpensDays),
      lastDay: addDays(permit.expiryDate, -rules.renewalClosesDays),
    };
  }
  return { opens: addMonths(permit.expiryDate, -rules.prefectureMonths), lastDay: addDays(permit.expiryDate, -1) };
}

/** `whenPast` once the day is behind, else how near it is. */
function pastOr(day: string, today: string, whenPast: PermitCalendarState): PermitCalendarState {
  return daysBetween(today, day) < 0 ? whenPast : deadlineState(day, today, null);
}

function windowState(opens: string, lastDay: string, today: string, filedOn: string | null): PermitCalendarState {
  if (filedOn) return "done";
  if (daysBetween(today, lastDay) < 0) return "missed";
  if (daysBetween(opens, today) >= 0) return "open";
  return daysBetween(today, opens) <= soonDays ? "soon" : "upcoming";
}

const windowFacts = (filing: PermitFiling) =>
  filing === "online"
    ? ["residence-permit.renewal-window-opens-days", "residence-permit.renewal-window-closes-days"]
    : ["residence-permit.renewal-prefecture-months"];

/** How long the integration-contract step stays once its day is behind (OFII convenes within months). */
export const integrationContractShownDays = 180;

/** How long after it opens the health-cover step stays on the calendar (then it is old news). */
export const healthCoverShownDays = 90;

/** Every item of the permit's calendar, in date order. */
export function permitCalendar(permit: PermitRecord, rules: PermitRules, today: string): PermitCalendarItem[] {
  const items: PermitCalendarItem[] = [];
  if (permit.document === "vls-ts" && permit.arrivalDate) {
    const validateBy = addMonths(permit.arrivalDate, rules.vlsTsValidationMonths);
    items.push({
      kind: "vls-ts-validation",
      // "Within three months of arrival": the same day three months on, or the month's last day
      // when it has none (arrival 30 November → 28 or 29 February).
      day: validateBy,
      state: deadlineState(validateBy, today, permit.validatedOn),
      factIds: ["vls-ts.validation-deadline"],
    });
  }
  const { opens, lastDay } = renewalWindow(permit, rules);
  const filedOn = permit.renewalFiledOn;
  items.push({
    kind: "renewal-window",
    day: opens,
    lastDay,
    state: windowState(opens, lastDay, today, filedOn),
    factIds: windowFacts(permit.filing),
  });
  const filedLate = filedOn !== null && daysBetween(lastDay, filedOn) > 0;
  // From the day after the window, a renewal costs the regularisation fee (CESEDA L436-5): shown
  // while it can still be avoided, and when a late filing made it due.
  if (filedOn === null || filedLate) {
    const from = addDays(lastDay, 1);
    items.push({
      kind: "late-renewal-fee",
      day: from,
      // Due from its first day: "missed" from then on, unless a late filing already paid it.
      state: filedLate ? "passed" : daysBetween(today, from) <= 0 ? "missed" : deadlineState(from, today, null),
      factIds: ["residence-permit.late-renewal-fee"],
    });
  }
  // Filed online in time, the prefecture must provide an extension certificate if the decision
  // comes after expiry (CESEDA R431-15-1): it matters from the expiry day on.
  if (permit.filing === "online" && filedOn !== null && !filedLate) {
    items.push({
      kind: "extension-certificate",
      day: permit.expiryDate,
      state: pastOr(permit.expiryDate, today, "passed"),
      factIds: ["residence-permit.extension-certificate-max-months"],
    });
  }
  // A VLS-TS holder on a route that is not exempt signs the republican integration contract with the
  // OFII after validating the visa (CESEDA L413-2): the invitation comes after validation, so the
  // step is dated by the validation (done, or its deadline) and stays "open" once that is behind.
  if (permit.document === "vls-ts" && permit.arrivalDate && permit.integrationContract) {
    const from = permit.validatedOn ?? addMonths(permit.arrivalDate, rules.vlsTsValidationMonths);
    if (daysBetween(from, today) <= integrationContractShownDays) {
      items.push({
        kind: "integration-contract",
        day: from,
        state: permit.validatedOn || daysBetween(today, from) <= 0 ? "open" : "upcoming",
        factIds: [],
      });
    }
  }
  // Someone who came to live in France in a year declares that year's income the next spring, on
  // paper the first time: the returns open in April and close in May or June, on dates set each
  // year by département. Shown as "April" of that year until the end of June.
  if (permit.arrivalDate) {
    const from = `${Number(permit.arrivalDate.slice(0, 4)) + 1}-04-01`;
    const until = `${from.slice(0, 4)}-06-30`;
    if (daysBetween(today, until) >= 0) {
      items.push({
        kind: "first-tax-return",
        day: from,
        month: true,
        state: daysBetween(today, from) <= 0 ? "open" : deadlineState(from, today, null),
        factIds: [],
      });
    }
  }
  // Not working and not studying, a newcomer may join the PUMa once they have lived in France for
  // *more than* three months without interruption (CSS D160-2): from the day after that. Someone
  // working is covered through the job from the start; the step says so.
  if (permit.arrivalDate && !permit.studies) {
    const from = addDays(addMonths(permit.arrivalDate, rules.healthCoverResidenceMonths), 1);
    if (daysBetween(from, today) <= healthCoverShownDays) {
      items.push({
        kind: "health-cover",
        day: from,
        state: daysBetween(today, from) <= 0 ? "open" : deadlineState(from, today, null),
        factIds: ["health.puma-stable-residence-months"],
      });
    }
  }
  items.push({
    kind: "permit-expires",
    day: permit.expiryDate,
    state: pastOr(permit.expiryDate, today, filedOn ? "passed" : "missed"),
    factIds: [],
  });
  return items.sort((a, b) => a.day.localeCompare(b.day));
}
