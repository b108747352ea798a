import { hasNullCharacter } from "./null-characters.ts";

/**
 * How deep a JSON body may nest: arrays and objects on the way from the top to the deepest value,
 * the top one included. Our deepest schema nests about five; 64 leaves room for any honest client
 * and keeps every later reader (Zod, better-auth, a Kysely value) far from its stack's end.
 */
export const maxJsonDepth = 64;

export type JsonBodyProblem = "json_too_deep" | "null_character";

/**
 * What makes a parsed JSON body unfit for any reader of ours, as the message key of its 400 (issue
 * 29): nesting past `maxJsonDepth` (10,000 nested arrays overflowed the recursive walk this
 * replaces: a 500 on every JSON endpoint), or a NUL in a string or a key (PostgreSQL cannot store
 * one, server/http/null-characters.ts). Walked with a stack of our own, never by recursion, and it
 * stops at the first problem: a container past the bound is refused before its contents are looked at.
 */
export function jsonBodyProblem(value: unknown): JsonBodyProblem | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, depth } = next;
    if (typeof item === "string") {
      if (hasNullCharacter(item)) return "null_character";
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    if (depth + 1 > maxJsonDepth) return "json_too_deep";
    if (Array.isArray(item)) {
      for (const element of item) pending.push({ value: element, depth: depth + 1 });
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      if (hasNullCharacter(key)) return "null_character";
      pending.push({ value: element, depth: depth + 1 });
    }
  }
  return null;
}
