import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";

/**
 * Password hashes: scrypt with better-auth's parameters, in better-auth's format ("salt:key", hex),
 * so every stored hash stays valid whichever side wrote it.
 *
 * The work factor is what makes a stolen hash slow to guess, and what makes each sign-up and
 * sign-in cost about 120 ms of CPU. The unit and API suites create hundreds of accounts (every
 * case test signs six people up and in), so they may ask for a lighter factor; such a hash names
 * its factor ("n1024:salt:key"), so it is checked with the factor it was made with. Only the
 * standard factor is allowed outside NODE_ENV=test (server/config.ts refuses the other).
 */
/** The configured factor; its values are defined once, in server/config.ts. */
type PasswordHashCost = Config["PASSWORD_HASH_COST"];

/** better-auth's scrypt parameters (N, r, p, key length): the standard factor. */
const standardN = 16_384;
const lightN = 1_024;
const blockSize = 16;
const keyLength = 64;
/** The largest factor a stored hash may name: verifying must not become a way to burn memory. */
const largestN = 1 << 16;

function deriveKey(password: string, salt: string, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { N: n, r: blockSize, p: 1, maxmem: 256 * n * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** The salt, key and factor of a stored hash, or null when it is not one of ours. */
function parseHash(stored: string): { salt: string; key: Buffer; n: number } | null {
  const parts = stored.split(":");
  const [factor, salt, key] = parts.length === 2 ? [`n${standardN}`, parts[0], parts[1]] : parts;
  const n = Number(/^n(\d+)$/.exec(factor ?? "")?.[1]);
  const isPowerOfTwo = Number.isInteger(n) && n >= 2 && (n & (n - 1)) === 0;
  if (parts.length > 3 || !isPowerOfTwo || n > largestN || !salt || !key || !/^[0-9a-f]+$/.test(key)) return null;
  return { salt, key: Buffer.from(key, "hex"), n };
}

/**
 * A password already hashed for the work running inside `withPasswordHashedAhead`, used once.
 *
 * Why: better-auth's sign-up hashes the password inside its database transaction, and on SQLite a
 * transaction holds the database's one write lock from its first statement (BEGIN IMMEDIATE,
 * server/db/node-sqlite-dialect.ts). Every other write of the site then waited for the whole hash:
 * about 120 ms of CPU, seconds on a loaded machine, where a wait past the 5 s busy timeout fails.
 */
const hashedAhead = new AsyncLocalStorage<{ password: string; hash: string | undefined }>();

/**
 * Hashes `password` first, then runs `work`, inside which the first request to hash that same
 * password gets the result at once. Any other password is hashed as usual.
 */
export async function withPasswordHashedAhead<T>(
  hash: (password: string) => Promise<string>,
  password: string,
  work: () => Promise<T>,
): Promise<T> {
  return hashedAhead.run({ password, hash: await hash(password) }, work);
}

export function passwordHashing(cost: PasswordHashCost) {
  const n = cost === "standard" ? standardN : lightN;
  return {
    async hash(password: string): Promise<string> {
      const ahead = hashedAhead.getStore();
      if (ahead?.hash && ahead.password === password) {
        const hash = ahead.hash;
        ahead.hash = undefined;
        return hash;
      }
      const salt = randomBytes(16).toString("hex");
      const key = (await deriveKey(password, salt, n)).toString("hex");
      return n === standardN ? `${salt}:${key}` : `n${n}:${salt}:${key}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const parsed = parseHash(hash);
      if (!parsed) return false;
      const key = await deriveKey(password, parsed.salt, parsed.n);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
  };
}
