import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Config } from "../../config.ts";
import { engineOf } from "../../db/database.ts";

/**
 * Where the generated secret lives when BETTER_AUTH_SECRET is not set: beside the SQLite file
 * (data/ by default), or in data/ with PostgreSQL. The folder is git-ignored.
 */
export function authSecretFile(config: Pick<Config, "DATABASE_URL">): string {
  const sqliteFile = config.DATABASE_URL.replace(/^file:/, "");
  const dir = engineOf(config.DATABASE_URL) === "sqlite" && sqliteFile !== ":memory:" ? dirname(sqliteFile) : "data";
  return join(dir, "auth-secret");
}

/**
 * The secret that signs session cookies. A real deployment sets BETTER_AUTH_SECRET (several
 * instances must share it); otherwise `npm start` on a fresh machine generates a random one once
 * and keeps it, so sessions survive restarts. There is never a built-in default.
 */
export function resolveAuthSecret(config: Pick<Config, "BETTER_AUTH_SECRET" | "DATABASE_URL">): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = authSecretFile(config);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  try {
    // "wx": if another process won the race, keep its secret rather than overwrite it.
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const created = readSecret(file);
  if (!created) throw new Error(`${file} does not hold a usable secret (32 characters at least)`);
  return created;
}

function readSecret(file: string): string | null {
  try {
    const value = readFileSync(file, "utf8").trim();
    if (value.length < 32) throw new Error(`${file} does not hold a usable secret (32 characters at least)`);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const throwAwayTestSecret = randomBytes(32).toString("base64url");

/**
 * The secret our own signatures derive from (the guide's download links, the test payment
 * provider's webhook secret): the resolved auth secret, or a throw-away one in tests that build
 * their own configuration. Never an empty or built-in value.
 */
export function signingSecretOf(config: Pick<Config, "BETTER_AUTH_SECRET" | "NODE_ENV">): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  if (config.NODE_ENV === "test") return throwAwayTestSecret;
  throw new Error("BETTER_AUTH_SECRET is missing: bootRuntime resolves it before the API starts");
}
