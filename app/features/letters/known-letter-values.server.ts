import { attemptLinesInFrench } from "../../../content/permits/appointment-attempt-labels.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { currentPermit } from "../../../core/permits/current-permit.ts";
import type { Db } from "../../../server/db/database.ts";
import { listAttempts } from "../../../server/modules/appointment-kit/attempt-view.ts";
import { listPermits } from "../../../server/modules/permits/list-permits.ts";

/**
 * What the account already holds for a letter, so the member does not type it twice: for the
 * appointment request, the record of attempts (in French, the latest 30) and the département and
 * expiry of the current permit. Never an expired one: the letter says the permit "expire le".
 */
export async function knownLetterValues(db: Db, userId: string, letterId: string): Promise<Record<string, string>> {
  if (letterId !== "appointment-request") return {};
  const [attempts, permits] = await Promise.all([listAttempts(db, userId), listPermits(db, userId)]);
  const today = parisDate();
  const permit = currentPermit(permits, today);
  return {
    ...(attempts.length > 0 ? { attempts: attemptLinesInFrench(attempts) } : {}),
    ...(permit ? { departement: permit.departement, expiry: permit.expiryDate } : {}),
  };
}
