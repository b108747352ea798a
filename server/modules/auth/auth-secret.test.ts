import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authSecretFile, resolveAuthSecret } from "./auth-secret.ts";

describe("the secret that signs sessions", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "passerelle-secret-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const sqlite = () => ({ DATABASE_URL: `file:${join(dir, "data", "passerelle.sqlite")}` });

  it("is BETTER_AUTH_SECRET when set, and then nothing is written", () => {
    const secret = "s".repeat(40);
    expect(resolveAuthSecret({ ...sqlite(), BETTER_AUTH_SECRET: secret })).toBe(secret);
    expect(() => statSync(authSecretFile(sqlite()))).toThrow();
  });

  it("is generated once on a fresh machine, kept beside the database, private, and reused on restart", () => {
    const first = resolveAuthSecret(sqlite());
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = authSecretFile(sqlite());
    expect(file).toBe(join(dir, "data", "auth-secret"));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(sqlite())).toBe(first);
    // Another fresh machine gets another secret: there is no built-in default.
    const elsewhere = { DATABASE_URL: `file:${join(dir, "other", "passerelle.sqlite")}` };
    expect(resolveAuthSecret(elsewhere)).not.toBe(first);
  });

  it("refuses a kept secret too short to sign anything", () => {
    resolveAuthSecret(sqlite());
    writeFileSync(authSecretFile(sqlite()), "short\n");
    expect(() => resolveAuthSecret(sqlite())).toThrow(/usable secret/);
    expect(readFileSync(authSecretFile(sqlite()), "utf8")).toBe("short\n");
  });
});
