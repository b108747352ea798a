import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";
import { createAssistantAnswerer } from "./assistant-answerer.ts";
import type { Assistant, Retriever } from "./assistant-service.ts";
import { assistantTools } from "./assistant-tools.ts";
import { createBuiltinAnswerer } from "./builtin-answerer.ts";
import { loadKnowledgeBase } from "./knowledge-base.ts";

/**
 * How long a built knowledge base is used before it is rebuilt: blog posts published or scheduled
 * to go live and FAQ items edited since are searchable within this, with no hook in each of those
 * modules (refresh() is there for one that wants it at once).
 */
export const knowledgeMaxAgeMs = 5 * 60_000;

/**
 * The assistant of a running server (server/runtime.ts) and of the API tests: the knowledge base
 * built from our content and the database on first use, and the answerers. Concurrent first
 * questions share one build; a failed build is forgotten so the next question tries again. Once
 * older than knowledgeMaxAgeMs, the one in use keeps answering while a fresh one is built.
 */
export function createAssistant(
  deps: { config: Config; db: Db; logger: Logger },
  now: () => number = Date.now,
): Assistant {
  let current: { built: Promise<Retriever>; at: number } | null = null;
  let rebuilding = false;
  const builtin = createBuiltinAnswerer();
  const build = () => {
    const at = now();
    const built = loadKnowledgeBase(deps.db);
    return { built, at };
  };
  // Changes can come in bursts (ADR 0072): one build at a time, and one more after it if a change
  // arrived meanwhile, so the index in use is never replaced by an older build finishing last.
  let building: Promise<void> | null = null;
  let again = false;
  const refresh = (): Promise<void> => {
    if (building) {
      again = true;
      return building;
    }
    building = (async () => {
      do {
        again = false;
        const next = build();
        await next.built;
        current = next;
      } while (again);
    })().finally(() => {
      building = null;
    });
    return building;
  };
  const knowledge = () => {
    if (!current) {
      const first = build();
      first.built.catch(() => {
        if (current === first) current = null;
      });
      current = first;
    } else if (now() - current.at > knowledgeMaxAgeMs && !rebuilding) {
      rebuilding = true;
      refresh()
        .catch((error: unknown) => deps.logger.error({ err: error }, "the assistant's knowledge base was not rebuilt"))
        .finally(() => {
          rebuilding = false;
        });
    }
    return current.built;
  };
  return {
    knowledge,
    refresh,
    // The configured model with the built-in answerer behind it, or the latter alone (ADR 0042).
    answerer: createAssistantAnswerer(deps.config, { builtin, tools: assistantTools, logger: deps.logger }),
    builtin,
  };
}
