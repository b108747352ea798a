// `npm run admin:create -- <email> [--keep-password]`: create an administrator, or promote an
// existing user, and print a one-time password (decisions.md: never a default password).
import { loadConfigOrExit } from "../server/config.ts";
import { createDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createLogger } from "../server/logger.ts";
import { createOrPromoteAdmin } from "../server/modules/admin/create-admin.ts";
import { resolveAuthSecret } from "../server/modules/auth/auth-secret.ts";

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith("--"));
if (!email) {
  console.error("Usage: npm run admin:create -- <email> [--keep-password]");
  process.exit(2);
}

const loaded = loadConfigOrExit();
const config = { ...loaded, BETTER_AUTH_SECRET: resolveAuthSecret(loaded) };
const db = createDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(db);
  const result = await createOrPromoteAdmin(
    {
      config,
      db,
      logger: createLogger("warn"),
      outbox: { nudge() {} },
      siteUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    },
    email,
    { keepPassword: args.includes("--keep-password") },
  );
  console.log(`${result.action === "created" ? "Created" : "Promoted"} administrator ${result.email}.`);
  if (result.oneTimePassword) {
    console.log(`One-time password: ${result.oneTimePassword}`);
    console.log("It is shown only now and works once: sign in at /login, where you will choose your own password.");
  } else {
    console.log("Their password is unchanged.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
