import type { Config } from "../../config.ts";
import { createDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { createLogger } from "../../logger.ts";
import { resolveAuthSecret } from "../auth/auth-secret.ts";
import type { createOrPromoteAdmin } from "./create-admin.ts";

export type AdminCommandDeps = Parameters<typeof createOrPromoteAdmin>[0];

/**
 * What `npm run admin:create` works with, from the configuration: the database, migrated, and the
 * auth secret the server uses (the same file beside the database when none is set). No outbox: the
 * command e-mails nobody, it prints. The browser walks open the same in their own process rather
 * than start the command for each staff account. Whoever opens it destroys `db` when done.
 */
export async function openAdminCommandDeps(loaded: Config): Promise<AdminCommandDeps> {
  const config = { ...loaded, BETTER_AUTH_SECRET: resolveAuthSecret(loaded) };
  const db = createDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  return {
    config,
    db,
    logger: createLogger("warn"),
    outbox: { nudge() {} },
    siteUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}
