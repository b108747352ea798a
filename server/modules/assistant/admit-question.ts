import { formatWait } from "../../../content/messages/wait-time.ts";
import { assistantLimits } from "../../../core/assistant/assistant-limits.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { countQuestion } from "./count-question.ts";

/** Why a question was refused, how long to wait, and the message's values in the reader's language. */
export type QuestionRefusal = {
  messageKey: "assistant_too_many_questions" | "assistant_daily_quota";
  retryAfter: number;
  values: Record<string, string>;
};

/**
 * The two limits on an account's questions, in one place for every way a question is sent (the
 * API and the page's form): per minute (in memory, the API's rate limiter) then per UTC day (in
 * the database, so a restart or a deleted conversation gives nothing back). A question let through
 * is counted; a refused one is not.
 */
export async function admitQuestion(
  deps: { db: Db; rateLimiter: RateLimiter },
  userId: string,
  language: Language,
  now = new Date(),
): Promise<QuestionRefusal | null> {
  const wait = await deps.rateLimiter.hit(`assistant:${userId}`, assistantLimits.questionsPerMinute, 60_000);
  if (wait > 0) {
    return {
      messageKey: "assistant_too_many_questions",
      retryAfter: wait,
      values: { wait: formatWait(language, wait) },
    };
  }
  const quota = await countQuestion(deps.db, userId, now);
  if (quota.allowed) return null;
  const seconds = Math.ceil((quota.resetsAt.getTime() - now.getTime()) / 1000);
  return {
    messageKey: "assistant_daily_quota",
    retryAfter: seconds,
    values: {
      wait: formatWait(language, seconds),
      max: numberFormat(language).format(assistantLimits.questionsPerDay),
    },
  };
}
