import { sql } from "kysely";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { maskAddress } from "./mask-address.ts";
import { isWellFormedToken } from "./unsubscribe-token.ts";
import { withdrawAddress } from "./withdraw-address.ts";

/** Where the request came from: our page's button, or a mail client's one-click POST (RFC 8058). */
export type UnsubscribeChannel = "page" | "one-click";

export type UnsubscribeResult =
  | { kind: "malformed" }
  | { kind: "unknown" }
  | { kind: "unsubscribed"; maskedEmail: string; changed: boolean };

/**
 * Takes the address behind the token off the list: no non-transactional e-mail goes there any
 * more (the outbox skips them), the withdrawal is recorded beside the consents, and an account
 * with this address has its newsletter choice turned off, so both say the same. Idempotent: a
 * second request changes nothing and answers the same. One transaction.
 */
export async function unsubscribeByToken(
  db: Db,
  input: { token: unknown; channel: UnsubscribeChannel; language: Language },
  now = new Date(),
): Promise<UnsubscribeResult> {
  const { token } = input;
  if (!isWellFormedToken(token)) return { kind: "malformed" };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("email_subscriptions")
      .select(["email", "user_id"])
      .where("token", "=", token)
      .executeTakeFirst();
    if (!row) return { kind: "unknown" as const };
    const at = now.toISOString();
    const changed = await withdrawAddress(
      trx,
      {
        email: row.email,
        userId: row.user_id,
        language: input.language,
        sourcePage: input.channel === "page" ? "/unsubscribe" : "List-Unsubscribe-Post",
      },
      at,
    );
    // Also when nothing changed here: the account may have turned the newsletter on since.
    await trx.updateTable("users").set({ newsletter: sql`FALSE` }).where("email", "=", row.email).execute();
    return { kind: "unsubscribed" as const, maskedEmail: maskAddress(row.email), changed };
  });
}
