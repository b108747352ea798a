import type { DfyPackageId } from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { AccountUser } from "../auth/current-user.ts";
import { issueInvoice } from "../invoices/issue-invoice.ts";
import { type DemoPaymentDeps, payWithTestProvider } from "./pay-with-test-provider.ts";

/**
 * The client's done-for-you package, sold the way the team sells one: an administrator issues the
 * invoice (numbered, priced from the catalogue, e-mailed), the client pays it on the test payment
 * page, and the paid invoice makes the account done-for-you. A client already done-for-you is
 * left alone; an invoice left open by an interrupted run is paid rather than issued again.
 */
export async function payDemoPackage(
  deps: DemoPaymentDeps & Pick<ApiDeps, "outbox">,
  client: AccountUser,
  admin: AccountUser,
  packageId: DfyPackageId,
): Promise<void> {
  if (client.hasActiveDfyPlan) return;
  const open = await deps.db
    .selectFrom("invoices")
    .select("id")
    .where("user_id", "=", client.id)
    .where("package_id", "=", packageId)
    .where("status", "=", "open")
    .executeTakeFirst();
  const invoiceId =
    open?.id ?? (await issueInvoice(deps, { email: client.email, packageId, extraHours: 0 }, admin.id)).id;
  await payWithTestProvider(deps, client, { product: "invoice", invoiceId });
}
