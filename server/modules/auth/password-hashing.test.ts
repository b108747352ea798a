import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { passwordHashing } from "./password-hashing.ts";

const password = "correct horse battery";

describe("password hashes", () => {
  it("are better-auth's own at the standard factor: each side reads the other's", async () => {
    const standard = passwordHashing("standard");
    const ours = await standard.hash(password);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password })).toBe(true);
    const theirs = await betterAuthHash(password);
    expect(await standard.verify({ hash: theirs, password })).toBe(true);
    expect(await standard.verify({ hash: theirs, password: "correct horse batteries" })).toBe(false);
  });

  it("name the light factor, and are checked with the factor they were made with", async () => {
    const light = await passwordHashing("test-light").hash(password);
    expect(light).toMatch(/^n1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
    // A server at the standard factor still signs in an account made by a light-factor suite.
    expect(await passwordHashing("standard").verify({ hash: light, password })).toBe(true);
    expect(await passwordHashing("standard").verify({ hash: light, password: "wrong" })).toBe(false);
  });

  it("refuse what is not a hash of ours, and a factor too large to compute, without throwing", async () => {
    const { verify } = passwordHashing("standard");
    const valid = await passwordHashing("test-light").hash(password);
    const [, salt, key] = valid.split(":");
    for (const hash of [
      "",
      "plain",
      `${salt}`,
      `n1000:${salt}:${key}`,
      `n${2 ** 17}:${salt}:${key}`,
      `x:${salt}:${key}`,
      `n1024:${salt}:zz`,
      `a:b:c:d`,
    ])
      expect(await verify({ hash, password }), hash).toBe(false);
  });

  it("take the light factor only under NODE_ENV=test", () => {
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "test-light" }).PASSWORD_HASH_COST).toBe("test-light");
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe("standard");
    for (const NODE_ENV of ["production", "development"])
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: "test-light" })).toThrow(/PASSWORD_HASH_COST/);
  });
});
