import type { Db } from "../../db/database.ts";
import { keepGeneratedFile } from "../member-files/keep-generated-file.ts";
import { deleteStoredObjects, type MemberFileDeps } from "../member-files/store-member-file.ts";
import type { LetterFile } from "./letter-file.ts";

/** Enough for every letter in both formats several times over; the oldest go first beyond it. */
export const maxKeptLetters = 50;

/**
 * A letter the member downloaded is also kept among their files, so it can be found and
 * downloaded again from /dashboard/letters — after the plan ends too. Beyond `maxKeptLetters`
 * the oldest are deleted in the same transaction (their stored objects once it has committed).
 */
export async function keepLetter(
  deps: MemberFileDeps,
  userId: string,
  file: LetterFile,
  title: string,
  now = new Date(),
): Promise<{ id: string }> {
  const dropped: string[] = [];
  const row = await keepGeneratedFile(
    deps,
    userId,
    file,
    "letter",
    title,
    async (trx: Db) => {
      const beyond = await trx
        .selectFrom("member_files")
        .select(["id", "storage_key"])
        .where("user_id", "=", userId)
        .where("kind", "=", "letter")
        .orderBy("created_at", "desc")
        .orderBy("id")
        .offset(maxKeptLetters)
        .limit(1000)
        .execute();
      if (beyond.length === 0) return;
      await trx
        .deleteFrom("member_files")
        .where(
          "id",
          "in",
          beyond.map((one) => one.id),
        )
        .execute();
      dropped.push(...beyond.map((one) => one.storage_key));
    },
    now,
  );
  await deleteStoredObjects(deps, dropped);
  return { id: row.id };
}
