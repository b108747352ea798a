import type { ApiDeps } from "../../api-deps.ts";
import { eraseClientCases } from "../cases/erase-client-cases.ts";
import { attemptKey } from "./auth-attempts.ts";

/**
 * "Delete my account" (GDPR erasure): the user, their sessions and sign-in methods (cascade),
 * their pending reset links, and everything that is theirs by user id: checklist sign-ups,
 * consultation requests, contact messages, wizard runs, city quiz results, saved calculator
 * scenarios, saved city comparisons, assistant conversations, the self-service checklist and its ticks, and e-mails — what they created signed
 * in, and what joined the account when its address was verified (ADR 0021).
 * Never by address alone: an unverified account cannot erase what strangers left under that
 * address. Attempt counters go too. One transaction: either all of it is gone or none of it.
 * Payments are the exception the law makes (Code de commerce art. L123-22, ten years): paid or
 * refunded orders, invoices and subscriptions stay for the accounts, detached from the erased
 * account; unpaid orders go (ADR 0028).
 * A client's relocation plan goes with everything under it (ADR 0034), and the member's own files
 * (record of attempts, kept letters) with their rows; the stored files are
 * deleted from the file storage once the transaction has committed (a file whose deletion fails
 * is logged: no row points to it any more).
 */
export async function deleteAccount(
  deps: Pick<ApiDeps, "db" | "fileStorage" | "logger">,
  user: { id: string; email: string },
): Promise<void> {
  const storedFiles = await deps.db.transaction().execute(async (trx) => {
    const caseFiles = await eraseClientCases(trx, user.id);
    await trx.deleteFrom("outbox").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("email_captures").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("email_consents").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("email_subscriptions").where("user_id", "=", user.id).execute();
    // The team's notes and replies are about the request's person: they go with it (ADR 0038).
    await trx
      .deleteFrom("consultation_notes")
      .where("request_id", "in", trx.selectFrom("consultation_requests").select("id").where("user_id", "=", user.id))
      .execute();
    await trx.deleteFrom("consultation_requests").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("contact_messages").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("assessments").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("saved_scenarios").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("member_permits").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("permit_reminder_settings").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("appointment_attempts").where("user_id", "=", user.id).execute();
    const memberFiles = await trx
      .deleteFrom("member_files")
      .where("user_id", "=", user.id)
      .returning("storage_key")
      .execute();
    await trx.deleteFrom("saved_comparisons").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("assistant_messages").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("assistant_conversations").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("assistant_daily_usage").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("self_service_ticks").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("self_service_checklists").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("city_quiz_results").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("eligibility_assessments").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("eligibility_drafts").where("owner", "=", `user:${user.id}`).execute();
    await trx
      .deleteFrom("orders")
      .where("user_id", "=", user.id)
      .where("status", "in", ["created", "failed", "expired"])
      .execute();
    for (const table of ["orders", "invoices", "subscriptions"] as const) {
      await trx.updateTable(table).set({ user_id: null }).where("user_id", "=", user.id).execute();
    }
    await trx.deleteFrom("verifications").where("value", "=", user.id).execute();
    // The registering browser's nonce hash (ADR 0065) is keyed by the account, not valued by it.
    await trx.deleteFrom("verifications").where("identifier", "=", `registering-browser:${user.id}`).execute();
    await trx
      .deleteFrom("auth_attempts")
      .where(
        "key",
        "in",
        ["sign-up", "password-reset", "password-check", "verification"].map((purpose) =>
          attemptKey(purpose, user.email),
        ),
      )
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("accounts").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    return [...caseFiles, ...memberFiles.map((file) => file.storage_key)];
  });
  for (const key of storedFiles) {
    await deps.fileStorage.delete(key).catch((error: unknown) => {
      deps.logger.error({ err: error, key }, "a deleted account's file could not be deleted from storage");
    });
  }
}
