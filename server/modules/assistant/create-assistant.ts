import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";
import type { Assistant, Retriever } from "./assistant-service.ts";
import { createBuiltinAnswerer } from "./builtin-answerer.ts";
import { loadKnowledgeBase } from "./knowledge-base.ts";

/**
 * The assistant of a running server (server/runtime.ts) and of the API tests: the knowledge base
 * built from our content and the database on first use, and the built-in answerer. Concurrent
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
    answerer: builtin,
    builtin,
  };
}
