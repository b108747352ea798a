import type { ApiDeps } from "../../api-deps.ts";
import { refundAutomatically } from "./refund-automatically.ts";

/**
 * The billing clock's part of ADR 0064: every paid order still waiting for its automatic refund
 * (the provider did not answer, the server stopped in between, or an existing duplicate that
 * migration 0018 found) is tried again. Returns how many were refunded.
 */
export async function retryAutomaticRefunds(
  deps: Pick<ApiDeps, "db" | "payments" | "siteUrl" | "outbox" | "logger" | "config">,
  now = new Date(),
): Promise<number> {
  const waiting = await deps.db
    .selectFrom("orders")
    .select("id")
    .where("status", "=", "paid")
    .where("auto_refund", "is not", null)
    .orderBy("paid_at")
    .limit(50)
    .execute();
  let refunded = 0;
  for (const { id } of waiting) if (await refundAutomatically(deps, id, now)) refunded++;
  return refunded;
}
