import { planFor } from "../../server/modules/messages/messages-test-kit.ts";
import type { Endpoint, Runtime } from "./discover-endpoints.ts";
import type { FuzzAccount } from "./fuzz-accounts.ts";

/**
 * Case endpoints answer 404 to every id but a case the session may open, so random path segments
 * never reach what is behind the access check. This gives them a real one: a plan of the fuzz
 * member, with the fuzz administrator as its advisor and one message, written in the throwaway
 * database; every API pattern whose only parameter is :caseId gets it as an example (the thread
 * also with a page cursor), so both sessions' fuzzed requests reach the handlers.
 */
export async function addCaseExamples(runtime: Runtime, endpoints: Endpoint[], accounts: FuzzAccount[]) {
  const { db } = runtime.deps;
  const idOf = async (role: FuzzAccount["role"]) => {
    const email = accounts.find((account) => account.role === role)?.email ?? "";
    return (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  };
  const client = await idOf("user");
  const advisor = await idOf("admin");
  const caseId = await planFor(db, { id: client }, { advisor: { id: advisor } });
  const messageId = crypto.randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("case_messages")
    .values({ id: messageId, plan_id: caseId, author_user_id: client, body: "Fuzz", created_at: at })
    .execute();
  for (const endpoint of endpoints) {
    if (endpoint.kind !== "api" || !endpoint.pattern.includes(":caseId")) continue;
    if ((endpoint.pattern.match(/:/g) ?? []).length !== 1) continue;
    const path = endpoint.pattern.replace(":caseId", caseId);
    endpoint.examples.push(path);
    if (endpoint.method === "GET" && endpoint.pattern.endsWith("/messages"))
      endpoint.examples.push(`${path}?before=${messageId}&limit=2`);
  }
}
