import { readFileSync } from "node:fs";

/**
 * The Node flags `npm start` runs the production server with, read from package.json's `start`
 * script, so `npm run bench` measures the process production runs (its memory above all: the
 * young generation's cap is one of these flags, ADR 0049) and the two never drift apart.
 */
export function startNodeFlags(packageJsonPath = "package.json"): string[] {
  const start: unknown = JSON.parse(readFileSync(packageJsonPath, "utf8")).scripts?.start;
  const flags = typeof start === "string" ? /\bnode((?:\s+--\S+)*)\s+build\/server\/index\.js/.exec(start) : null;
  if (!flags)
    throw new Error(`package.json's start script does not run "node [flags] build/server/index.js": ${start}`);
  return flags[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
}
