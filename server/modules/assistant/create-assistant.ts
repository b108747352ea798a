import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";
import { createAssistantAnswerer } from "./assistant-answerer.ts";
import type { Assistant, Retriever } from "./assistant-service.ts";
import { assistantTools } from "./assistant-tools.ts";
import { createBuiltinAnswerer } from "./builtin-answerer.ts";
import { loadKnowledgeBase } from "./knowledge-base.ts";

/**
 * The assistant of a running server (server/runtime.ts) and of the API tests: the knowledge base
 * built from our content and the database on first use, and the answerers. Concurrent
 * first questions share one build; a failed build is forgotten so the next question tries again.
 */
export function createAssistant(deps: { config: Config; db: Db; logger: Logger }): Assistant {
  let loading: Promise<Retriever> | null = null;
  const builtin = createBuiltinAnswerer();
  const knowledge = () => {
    loading ??= loadKnowledgeBase(deps.db).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    knowledge,
    async refresh() {
      const fresh = loadKnowledgeBase(deps.db);
      await fresh;
      loading = fresh;
    },
    // The configured model with the built-in answerer behind it, or the latter alone (ADR 0042).
    answerer: createAssistantAnswerer(deps.config, { builtin, tools: assistantTools, logger: deps.logger }),
    builtin,
  };
}
