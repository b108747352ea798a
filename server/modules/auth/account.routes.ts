import { Hono } from "hono";
import { changeEmailSchema, deleteAccountSchema } from "../../../core/account.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { validateJson } from "../../http/validate-json.ts";
import { accountAssessmentsRoutes } from "../assessments/account-assessments.routes.ts";
import { endSubscriptionsOf } from "../billing/end-subscriptions-of.ts";
import { authOf } from "./auth.ts";
import { changeEmail } from "./change-email.ts";
import { deleteAccount } from "./delete-account.ts";
import { exportAccountData } from "./export-account-data.ts";
import { type AccountEnv, requireUser } from "./guards.ts";
import { registeringBrowserOf } from "./registering-browser.ts";
import { rememberRegisteringBrowser } from "./registering-browser-record.ts";
import { verifyCurrentPassword } from "./verify-password.ts";

/**
 * The signed-in user's own data: export (GDPR access), e-mail change, deletion (GDPR erasure),
 * and their saved wizard runs (ADR 0024).
 */
export function accountRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(requireUser(deps))
    .route("/assessments", accountAssessmentsRoutes(deps))
    .get("/export", async (c) => {
      const now = new Date();
      const data = await exportAccountData(deps.db, c.get("user").id, now);
      c.header(
        "content-disposition",
        `attachment; filename="passerelle-my-data-${now.toISOString().slice(0, 10)}.json"`,
      );
      c.header("cache-control", "no-store");
      return c.body(JSON.stringify(data, null, 2), 200, { "content-type": "application/json; charset=utf-8" });
    })
    .post("/email", async (c) => {
      const input = await validateJson(c, changeEmailSchema);
      const user = c.get("user");
      const changed = await changeEmail(deps, user, input);
      if (changed.email !== user.email) {
        // The password was chosen before this address was proven: the link keeps it only when
        // followed in this browser (ADR 0065).
        const browser = await registeringBrowserOf(deps, c.req.raw.headers);
        await rememberRegisteringBrowser((await authOf(deps).$context).internalAdapter, user.id, browser.hash);
        c.header("set-cookie", browser.setCookie, { append: true });
      }
      return c.json(changed);
    })
    .post("/delete", async (c) => {
      const input = await validateJson(c, deleteAccountSchema);
      const user = c.get("user");
      await verifyCurrentPassword(deps, user, input.currentPassword);
      try {
        await endSubscriptionsOf(deps, user.id);
      } catch (error) {
        c.get("logger").error({ err: error }, "could not end a subscription before deleting an account");
        throw new AppError("service_unavailable", "payment_provider_unavailable");
      }
      await deleteAccount(deps, user);
      // The session row is gone with the user; clear the browser's cookies too.
      const { authCookies } = await authOf(deps).$context;
      for (const cookie of [authCookies.sessionToken, authCookies.dontRememberToken]) {
        const secure = cookie.attributes.secure ? "; Secure" : "";
        c.header("set-cookie", `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, { append: true });
      }
      return c.json({ deleted: true });
    });
}
