import type { Db } from "../../db/database.ts";

/**
 * The detailed wizard's answers so far, saved as the person goes so a step's form works without
 * JavaScript and a visit can resume. An account's draft is keyed by its id; a visitor's by the
 * browser's `session_` identifier (a cookie), which only that browser holds: the draft joins an
 * account only when that same browser is signed in (claimEligibilityDraft), the rule every
 * anonymous record follows (ADR 0021, ADR 0024).
 */

export type DraftOwner = { userId: string } | { sessionId: string };

/** The answers as the forms sent them: strings, booleans and numbers by field name. */
export type DraftAnswers = Record<string, unknown>;

const keyOf = (owner: DraftOwner) => ("userId" in owner ? `user:${owner.userId}` : `session:${owner.sessionId}`);

/** At most this many bytes of answers: a profile is under 2 KB; anything much larger is not one. */
export const maxDraftBytes = 16 * 1024;

export async function eligibilityDraftOf(db: Db, owner: DraftOwner): Promise<DraftAnswers | null> {
  const row = await db
    .selectFrom("eligibility_drafts")
    .select("answers_json")
    .where("owner", "=", keyOf(owner))
    .executeTakeFirst();
  return row ? (JSON.parse(row.answers_json) as DraftAnswers) : null;
}

export async function saveEligibilityDraft(
  db: Db,
  owner: DraftOwner,
  answers: DraftAnswers,
  now = new Date(),
): Promise<void> {
  const json = JSON.stringify(answers);
  if (json.length > maxDraftBytes) throw new Error("draft too large");
  const values = { owner: keyOf(owner), answers_json: json, updated_at: now.toISOString() };
  await db
    .insertInto("eligibility_drafts")
    .values(values)
    .onConflict((conflict) =>
      conflict.column("owner").doUpdateSet({ answers_json: json, updated_at: values.updated_at }),
    )
    .execute();
}

export async function deleteEligibilityDraft(db: Db, owner: DraftOwner): Promise<void> {
  await db.deleteFrom("eligibility_drafts").where("owner", "=", keyOf(owner)).execute();
}

/**
 * Moves the browser session's draft to the account signed in on that browser, replacing the
 * account's own (the newer answers are the ones just given). Returns the answers moved, or null.
 */
export async function claimEligibilityDraft(
  db: Db,
  sessionId: string,
  userId: string,
  now = new Date(),
): Promise<DraftAnswers | null> {
  const answers = await eligibilityDraftOf(db, { sessionId });
  if (!answers) return null;
  await saveEligibilityDraft(db, { userId }, answers, now);
  await deleteEligibilityDraft(db, { sessionId });
  return answers;
}

/** A visitor's draft is kept this long after its last answer; an account's stays with the account. */
export const visitorDraftDays = 30;

/** Deletes visitors' drafts untouched for {@link visitorDraftDays}: answers nobody came back for. */
export async function sweepVisitorDrafts(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - visitorDraftDays * 86_400_000).toISOString();
  const deleted = await db
    .deleteFrom("eligibility_drafts")
    .where("owner", "like", "session:%")
    .where("updated_at", "<", before)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
