import { inspectRoutes } from "hono/dev";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "./db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
} from "./modules/auth/accounts-test-kit.ts";

/**
 * Non-admins get 403 on every admin endpoint, checked against the API's own route table rather than
 * of a list someone must remember to extend: every route under /api/admin (and the administrator's
 * list of e-mail captures) answers 401 to a visitor and 403 to a member or an advisor — the team
 * that works on cases is not the administration. A route added later is checked too.
 */
const isAdminPath = (path: string) => path.startsWith("/api/admin") || path.startsWith("/api/email-captures");
const someId = "00000000-0000-4000-8000-000000000000";

describe.each(testEngines)("every administrator endpoint on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeAll(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("answers 401 signed out, and 403 to a member and to an advisor", async () => {
    const endpoints = inspectRoutes(api.app)
      .filter((route) => !route.isMiddleware && isAdminPath(route.path) && route.method !== "ALL")
      .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, someId) }));
    // The admin surface as it stands: captures, orders and invoices, blog, dashboard, back office.
    expect(endpoints.length).toBeGreaterThan(10);

    const member = await registeredClient(api, "member@example.com");
    const advisor = await registeredClient(api, "advisor@example.com");
    await database.db
      .updateTable("users")
      .set({ role: "advisor" })
      .where("email", "=", "advisor@example.com")
      .execute();

    for (const { method, path } of endpoints) {
      const body = method === "GET" || method === "HEAD" ? undefined : {};
      const visitor = await api.client().json<ErrorBody>(path, { method, body });
      expect(visitor.status, `${method} ${path} signed out`).toBe(401);
      for (const [who, client] of [
        ["a member", member],
        ["an advisor", advisor],
      ] as const) {
        const answer = await client.json<ErrorBody>(path, { method, body });
        expect(answer.status, `${method} ${path} as ${who}`).toBe(403);
        expect(answer.body.error.code).toBe("forbidden");
      }
    }
  });
});
