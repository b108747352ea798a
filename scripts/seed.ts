// `npm run seed [-- --password <password>] [-- --force]`: demo accounts for every role, with a
// paid case, documents, messages and saved tools, on DATABASE_URL (SQLite by default, or
// PostgreSQL), migrated first. Prints each account's password once (ADR 0080).
import { loadConfigOrExit } from "../server/config.ts";
import { createDatabase, engineOf } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createLogger } from "../server/logger.ts";
import { resolveAuthSecret } from "../server/modules/auth/auth-secret.ts";
import { openDemoRuntime } from "../server/modules/demo/demo-runtime.ts";
import { type DemoAccount, DemoPasswordError, seedDemo } from "../server/modules/demo/seed-demo.ts";

const usage = "Usage: npm run seed [-- --password <password>] [-- --force]";
const args = process.argv.slice(2);
let password: string | undefined;
let force = false;
for (let index = 0; index < args.length; index++) {
  const arg = args[index] ?? "";
  if (arg === "--force") force = true;
  else if (arg === "--password" && args[index + 1] !== undefined) password = args[++index];
  else if (arg.startsWith("--password=")) password = arg.slice("--password=".length);
  else {
    console.error(usage);
    process.exit(2);
  }
}

if (process.env.NODE_ENV === "production" && !force) {
  console.error(
    "Refusing to seed with NODE_ENV=production: it creates staff accounts and fake paid orders on this database; pass --force if this really is a demo server.",
  );
  process.exit(1);
}

/** The database named without its password, if the URL carries one. */
function redacted(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}

function table(accounts: DemoAccount[]): string {
  const rows = [
    ["role", "e-mail", "password", "after sign-in"],
    ...accounts.map((account) => [account.role, account.email, account.password, account.home]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(rows[0] ?? []), widths.map((width) => "-".repeat(width)).join("  "), ...rows.slice(1).map(line)].join(
    "\n",
  );
}

const loaded = loadConfigOrExit();
const config = { ...loaded, BETTER_AUTH_SECRET: resolveAuthSecret(loaded) };
const logger = createLogger("warn");
const db = createDatabase(config.DATABASE_URL);
let close = async () => {};
try {
  await migrateToLatest(db);
  const runtime = openDemoRuntime(config, db, logger);
  close = runtime.close;
  const accounts = await seedDemo(runtime.deps, { password });
  console.log(`Demo data ready on ${engineOf(config.DATABASE_URL)} (${redacted(config.DATABASE_URL)}).`);
  console.log("");
  console.log(table(accounts));
  console.log("");
  console.log(
    "The premium member's saved scenarios are on /tools, comparisons on /dashboard, the assessment on /profile.",
  );
  console.log(
    `Sign in at ${config.PUBLIC_URL}/login. The passwords are shown only now; run npm run seed again for new ones (the data stays).`,
  );
} catch (error) {
  console.error(error instanceof DemoPasswordError ? `--password: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await close();
  await db.destroy();
}
