import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  password,
  registeredClient,
  type TestClient,
  testProviderOf,
  testSessionIdOf,
  verifyAddress,
} from "../auth/accounts-test-kit.ts";

type Started = { orderId: string; url: string };

/**
 * What commerce adds to ADR 0021's ownership rules: a guide bought without an account joins the
 * account once its address is verified (never before); the export lists orders, subscriptions and
 * invoices; erasure ends the subscription at the provider and keeps paid records, detached.
 */
describe.each(testEngines)("purchases in a user's data on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  async function buy(client: TestClient, body: Record<string, unknown>) {
    const { status, body: started } = await client.json<Started>("/api/checkout", {
      body: { attempt: `attempt-${crypto.randomUUID()}`, ...body },
    });
    expect(status).toBe(201);
    await testProviderOf(api).settle(testSessionIdOf(started.url), "pay");
    return started.orderId;
  }
  const exportOf = async (client: TestClient) =>
    (
      await client.json<{ orders: { product: string; status: string }[]; subscriptions: { status: string }[] }>(
        "/api/account/export",
      )
    ).body;

  it("a guide bought as a visitor joins the account only when its address is verified", async () => {
    const orderId = await buy(api.client(), { product: "pdf-guide", email: "nadia@example.com" });
    const owner = await registeredClient(api, "nadia@example.com");
    expect((await exportOf(owner)).orders).toEqual([]);
    // A stranger registering the same address first gets nothing either (unverified).
    await verifyAddress(api, "nadia@example.com");
    const orders = (await exportOf(owner)).orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ product: "pdf-guide", status: "paid" });
    const row = await api.deps.db
      .selectFrom("orders")
      .select("user_id")
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(row.user_id).not.toBeNull();
  });

  it("erasing the account ends its subscription at the provider and keeps the paid order for the accounts", async () => {
    const client = await registeredClient(api, "omar@example.com");
    const orderId = await buy(client, { product: "premium-relocator", interval: "month" });
    const exported = await exportOf(client);
    expect(exported.subscriptions).toEqual([expect.objectContaining({ status: "active" })]);

    const deleted = await client.request("/api/account/delete", { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);
    const order = await api.deps.db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid", user_id: null });
    const atProvider = await api.deps.db.selectFrom("test_subscriptions").select("status").execute();
    expect(atProvider).toEqual([{ status: "canceled" }]);
    const ours = await api.deps.db.selectFrom("subscriptions").select(["status", "user_id"]).execute();
    expect(ours).toEqual([{ status: "canceled", user_id: null }]);
  });
});
