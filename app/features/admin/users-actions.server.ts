import type { RouterContextProvider } from "react-router";
import { userAccessSchema } from "../../../core/back-office/back-office-inputs.ts";
import { updateUserAccess } from "../../../server/modules/users/update-user-access.ts";
import { backOfficeAction, parsedForm } from "./back-office-action.server.ts";

/** One account's role, plan and access changed, from its row's form. */
export async function usersAction(request: Request, context: Readonly<RouterContextProvider>) {
  return backOfficeAction(
    request,
    context,
    {
      access: async (form, admin, services) => {
        const input = parsedForm(userAccessSchema, {
          role: form.get("role") ?? undefined,
          plan: form.get("plan") ?? undefined,
          disabled: form.get("disabled") === "on",
        });
        await updateUserAccess(services.db, String(form.get("id") ?? "").slice(0, 100), input, admin.id);
      },
    },
    "/admin/users",
  );
}
