import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FreshDatabase, freshDatabase } from "../../db/test-database.ts";
import { markDraining } from "../../http/draining.ts";
import { buildTestApi } from "../../testing/test-api.ts";

/**
 * ADR 0071: from the moment a stop is asked for, /api/ready says 503 so a load balancer sends
 * nothing new, while /api/health (liveness) and requests in flight still answer. The flag is the
 * process's, and test files share their worker's process (vitest.config.ts): the modules are
 * reset afterwards, so the files after this one import a server that is not stopping.
 */
afterAll(() => {
  vi.resetModules();
});

describe("readiness while stopping", () => {
  let database: FreshDatabase;
  beforeEach(async () => {
    database = await freshDatabase("sqlite");
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("answers ready, then 503 draining once the stop is asked for, while still alive", async () => {
    const { api } = buildTestApi(database.db);
    expect((await api.request("/ready")).status).toBe(200);
    markDraining();
    const ready = await api.request("/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    expect((await api.request("/health")).status).toBe(200);
  });
});
