import { previewQuestionIds } from "../../content/assistant/preview-questions.ts";
import { createConversation } from "../../server/modules/assistant/create-conversation.ts";
import type { Endpoint, Runtime } from "./discover-endpoints.ts";
import type { FuzzAccount } from "./fuzz-accounts.ts";

/**
 * The assistant's endpoints answer 403 to a free account and 404 to any id but the
 * session's own conversation, so random requests would never reach what is behind those checks.
 * The fuzz member gets the premium plan and one conversation with a question and an answer,
 * written in the throwaway database; the conversation and answer patterns get their ids, and the
 * preview its real question ids. The event streams end by themselves (the built-in answerer is
 * fast and no model is configured), so they never hold a fuzz connection open.
 */
export async function addAssistantExamples(runtime: Runtime, endpoints: Endpoint[], accounts: FuzzAccount[]) {
  const { db } = runtime.deps;
  const email = accounts.find((account) => account.role === "user")?.email ?? "";
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db.updateTable("users").set({ plan: "premium" }).where("id", "=", user.id).execute();
  const conversation = await createConversation(db, user.id, { title: "Fuzz", language: "en" });
  const answerId = crypto.randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("assistant_messages")
    .values([
      {
        id: crypto.randomUUID(),
        conversation_id: conversation.id,
        user_id: user.id,
        role: "user",
        text: "Fuzz?",
        answerer: null,
        feedback: null,
        created_at: at,
      },
      {
        id: answerId,
        conversation_id: conversation.id,
        user_id: user.id,
        role: "assistant",
        text: "Fuzz.",
        answerer: "builtin",
        feedback: null,
        created_at: at,
      },
    ])
    .execute();
  for (const endpoint of endpoints) {
    if (endpoint.kind !== "api" || !endpoint.pattern.startsWith("/api/assistant/")) continue;
    if (endpoint.pattern.includes("/conversations/:id"))
      endpoint.examples.push(endpoint.pattern.replace(":id", conversation.id));
    if (endpoint.pattern.includes("/messages/:id")) endpoint.examples.push(endpoint.pattern.replace(":id", answerId));
    if (endpoint.pattern.includes(":questionId"))
      for (const id of previewQuestionIds) endpoint.examples.push(endpoint.pattern.replace(":questionId", id));
  }
}
