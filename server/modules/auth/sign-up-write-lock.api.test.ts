import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase } from "../../db/test-database.ts";
import { type AccountsApi, buildAccountsApi, password, registration, signIn } from "./accounts-test-kit.ts";
import { passwordHashing, withPasswordHashedAhead } from "./password-hashing.ts";

/**
 * On SQLite a transaction holds the database's one write lock (BEGIN IMMEDIATE), so whatever a
 * request does inside its transaction, every other write of the site waits for. better-auth's
 * sign-up used to hash the password in there: about 120 ms of CPU at the standard factor, seconds
 * on a loaded machine.
 */
describe("a sign-up on SQLite", () => {
  let database: FreshDatabase;
  let api: AccountsApi;

  beforeEach(async () => {
    database = await freshDatabase("sqlite");
    api = buildAccountsApi(database, { PASSWORD_HASH_COST: "standard" });
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("holds the write lock for its inserts only, not while the password is hashed", async () => {
    // One standard hash, timed here and now: the machine may be busy with other suites.
    const started = performance.now();
    await passwordHashing("standard").hash(password);
    const hashMs = performance.now() - started;

    // Another writer tries the lock without waiting, between the sign-up's own steps (same event
    // loop: the request runs in this process), and keeps the longest time it found it taken.
    const other = new DatabaseSync(database.url.replace(/^file:/, ""));
    other.exec("PRAGMA busy_timeout = 0");
    let takenSince: number | undefined;
    let longestTaken = 0;
    let finished = false;
    const signingUp = api
      .client()
      .request("/api/auth/sign-up/email", { body: registration("lena@example.com") })
      .finally(() => {
        finished = true;
      });
    while (!finished) {
      try {
        other.exec("BEGIN IMMEDIATE");
        other.exec("ROLLBACK");
        if (takenSince !== undefined) longestTaken = Math.max(longestTaken, performance.now() - takenSince);
        takenSince = undefined;
      } catch {
        takenSince ??= performance.now();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    other.close();

    expect((await signingUp).status).toBe(200);
    expect(longestTaken, `a hash took ${hashMs.toFixed(0)} ms`).toBeLessThan(hashMs / 2);
    // The hash stored is the one made before the transaction: the password signs in.
    expect((await signIn(api.client(), "lena@example.com")).status).toBe(200);
  });
});

describe("a password hashed ahead", () => {
  const hashing = passwordHashing("test-light");

  it("is given once to the first request for that password, and is a valid hash of it", async () => {
    let made = 0;
    const counted = async (secret: string) => {
      made++;
      return hashing.hash(secret);
    };
    const [first, second, other] = await withPasswordHashedAhead(counted, password, async () => [
      await hashing.hash(password),
      await hashing.hash(password),
      await hashing.hash("another password entirely"),
    ]);
    expect(made).toBe(1);
    expect(await hashing.verify({ hash: first, password })).toBe(true);
    // Used once: the next request for the same password is a hash of its own (a new salt).
    expect(second).not.toBe(first);
    expect(await hashing.verify({ hash: second, password })).toBe(true);
    expect(await hashing.verify({ hash: other, password: "another password entirely" })).toBe(true);
  });

  it("is not seen outside the work it was made for", async () => {
    let ahead = "";
    const result = await withPasswordHashedAhead(
      async (secret) => {
        ahead = await hashing.hash(secret);
        return ahead;
      },
      password,
      async () => "done",
    );
    expect(result).toBe("done");
    const outside = await hashing.hash(password);
    expect(outside).not.toBe(ahead);
    expect(await hashing.verify({ hash: outside, password })).toBe(true);
  });
});
