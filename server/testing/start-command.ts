import { readFileSync } from "node:fs";

/** How `npm start` runs the production server: the environment it sets and Node's flags. */
export type StartCommand = { env: Record<string, string>; flags: string[] };

/**
 * Read from package.json's `start` script, `VAR=value … exec node [--flag …] build/server/index.js`,
 * so the bench and the fuzz script start the process production runs (its memory above all: the
 * young generation's cap is one of the flags, the allocator's setting one of the variables, ADR
 * 0049) and they never drift apart.
 */
export function startCommand(packageJsonPath = "package.json"): StartCommand {
  const start: unknown = JSON.parse(readFileSync(packageJsonPath, "utf8")).scripts?.start;
  const parts =
    typeof start === "string"
      ? /^((?:\w+=\S+\s+)*)(?:exec\s+)?node((?:\s+--\S+)*)\s+build\/server\/index\.js$/.exec(start.trim())
      : null;
  if (!parts)
    throw new Error(
      `package.json's start script does not run "[VAR=value …] node [flags] build/server/index.js": ${start}`,
    );
  const env = Object.fromEntries(
    [...(parts[1] ?? "").matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name, value]),
  );
  return { env, flags: parts[2]?.trim().split(/\s+/).filter(Boolean) ?? [] };
}
