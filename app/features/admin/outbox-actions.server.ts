import type { RouterContextProvider } from "react-router";
import { retryOutboxMessage } from "../../../server/modules/outbox/retry-outbox-message.ts";
import { backOfficeAction } from "./back-office-action.server.ts";

/** A failed e-mail sent again: queued anew, and the outbox's worker woken to send it now. */
export async function outboxAction(request: Request, context: Readonly<RouterContextProvider>) {
  return backOfficeAction(
    request,
    context,
    {
      retry: async (form, admin, services) => {
        await retryOutboxMessage(services.db, String(form.get("id") ?? "").slice(0, 100), admin.id);
        services.outbox.nudge();
      },
    },
    "/admin/outbox",
  );
}
