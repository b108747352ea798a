import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import { withdrawAddress } from "./withdraw-address.ts";

/**
 * The profile's newsletter switch turned off: the account's address leaves the list too, so no
 * checklist or other non-essential e-mail goes there, and the withdrawal is recorded beside the
 * consents (ADR 0025). Only for a verified address (ADR 0021): an account that has not proven its
 * address must not change what a visitor asked for under it. Nothing happens when the address is
 * not on the list.
 */
export async function withdrawFromProfile(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean; language: Language },
  now = new Date(),
): Promise<boolean> {
  if (!user.emailVerified) return false;
  return db
    .transaction()
    .execute((trx) =>
      withdrawAddress(
        trx,
        { email: user.email, userId: user.id, language: user.language, sourcePage: "/profile" },
        now.toISOString(),
      ),
    );
}
