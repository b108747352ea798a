import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../db/test-database.ts";
import { type CasesWorld, casesWorld } from "../modules/cases/cases-test-kit.ts";

/**
 * A NUL character anywhere an API request carries text is a 400 that says so, on both engines:
 * PostgreSQL refuses it in a text parameter and answered 500 (the users' ?search=, a
 * consultation's or an FAQ item's id…). Found by hand on PostgreSQL; the fuzz runs on SQLite.
 */
describe.each(testEngines)("a NUL character in an API request on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("in the address (path or query) is a translated 400", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/users?search=%00"],
      ["GET", "/api/admin/consultations/%00"],
      ["GET", "/api/admin/audit?actor=a%00b"],
      ["DELETE", "/api/admin/faq/%00"],
      ["GET", "/api/cases/%00"],
    ] as const) {
      const response = await world.ada.client.request(path, { method, headers: { "accept-language": "fr" } });
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message, path).toBe(
        apiMessage("fr", "null_character"),
      );
    }
  });

  it("in a JSON body, read by our schemas or by better-auth, is a 400 and nothing is stored", async () => {
    const visitor = world.api.client({ ip: "198.51.100.40" });
    const signUp = await visitor.request("/api/auth/sign-up/email", {
      body: { email: "nul@example.com", password: "correct horse battery", name: "A\u0000B" },
    });
    expect(signUp.status).toBe(400);
    const capture = await visitor.json<{ error: { message: string } }>("/api/consultation-request", {
      body: { name: "Nul\u0000", email: "nul2@example.com" },
    });
    expect(capture.status).toBe(400);
    expect(capture.body.error.message).toBe(apiMessage("en", "null_character"));
    const users = await world.db.selectFrom("users").select("email").where("email", "=", "nul@example.com").execute();
    expect(users).toEqual([]);
  });

  it("leaves ordinary text alone, a written-out \\u0000 and a percent sign included", async () => {
    const response = await world.ada.client.request(`/api/admin/users?search=${encodeURIComponent("\\u0000 %00")}`);
    expect(response.status).toBe(200);
  });
});
