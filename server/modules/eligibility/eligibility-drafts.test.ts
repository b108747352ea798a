import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  claimEligibilityDraft,
  eligibilityDraftOf,
  saveEligibilityDraft,
  sweepVisitorDrafts,
  visitorDraftDays,
} from "./eligibility-drafts.ts";

const sessionId = "session_1764633600000_abcdefghijklmnopqrstuvwx";

describe.each(testEngines)("detailed-assessment drafts on %s", (engine) => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("keeps one draft per owner, the last answers winning", async () => {
    await saveEligibilityDraft(database.db, { sessionId }, { nationality: "MA" });
    await saveEligibilityDraft(database.db, { sessionId }, { nationality: "MA", purpose: "study" });
    expect(await eligibilityDraftOf(database.db, { sessionId })).toEqual({ nationality: "MA", purpose: "study" });
    expect(await eligibilityDraftOf(database.db, { userId: "someone" })).toBeNull();
  });

  it("moves a browser session's draft to the account signed in on it, and only that one", async () => {
    await saveEligibilityDraft(database.db, { userId: "u1" }, { nationality: "DZ" });
    await saveEligibilityDraft(database.db, { sessionId }, { nationality: "MA", purpose: "study" });
    expect(await claimEligibilityDraft(database.db, sessionId, "u1")).toEqual({ nationality: "MA", purpose: "study" });
    expect(await eligibilityDraftOf(database.db, { userId: "u1" })).toEqual({ nationality: "MA", purpose: "study" });
    expect(await eligibilityDraftOf(database.db, { sessionId })).toBeNull();
    // Claimed once: another account signing in with the same (now empty) session gets nothing.
    expect(await claimEligibilityDraft(database.db, sessionId, "u2")).toBeNull();
  });

  it("forgets visitors' drafts untouched for the retention period, never an account's", async () => {
    const now = new Date("2026-12-02T12:00:00Z");
    const old = new Date(now.getTime() - (visitorDraftDays + 1) * 86_400_000);
    await saveEligibilityDraft(database.db, { sessionId }, { nationality: "MA" }, old);
    await saveEligibilityDraft(database.db, { sessionId: `${sessionId}2` }, { nationality: "TN" }, now);
    await saveEligibilityDraft(database.db, { userId: "u1" }, { nationality: "DZ" }, old);
    expect(await sweepVisitorDrafts(database.db, now)).toBe(1);
    expect(await eligibilityDraftOf(database.db, { sessionId })).toBeNull();
    expect(await eligibilityDraftOf(database.db, { sessionId: `${sessionId}2` })).toEqual({ nationality: "TN" });
    expect(await eligibilityDraftOf(database.db, { userId: "u1" })).toEqual({ nationality: "DZ" });
  });
});
