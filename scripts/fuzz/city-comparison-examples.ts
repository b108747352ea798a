import type { Endpoint, Runtime } from "./discover-endpoints.ts";
import type { FuzzAccount } from "./fuzz-accounts.ts";

/**
 * The saved city comparisons (ADR 0062) answer 403 to a free account and 404 to any id but the
 * account's own, so random requests would never reach what is behind those checks. The fuzz
 * member gets the premium plan (as for the assistant) and one saved comparison, written in the
 * throwaway database; the `:id` patterns get its id, so reading and deleting it are fuzzed too.
 */
export async function addCityComparisonExamples(runtime: Runtime, endpoints: Endpoint[], accounts: FuzzAccount[]) {
  const { db } = runtime.deps;
  const email = accounts.find((account) => account.role === "user")?.email ?? "";
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db.updateTable("users").set({ plan: "premium" }).where("id", "=", user.id).execute();
  const id = crypto.randomUUID();
  await db
    .insertInto("saved_comparisons")
    .values({ id, user_id: user.id, name: "Fuzz", cities: "paris,lyon", created_at: new Date().toISOString() })
    .execute();
  for (const endpoint of endpoints) {
    if (endpoint.kind === "api" && endpoint.pattern === "/api/city-comparisons/:id")
      endpoint.examples.push(endpoint.pattern.replace(":id", id));
  }
}
