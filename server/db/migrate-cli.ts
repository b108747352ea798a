// `npm run db:migrate`: apply pending migrations to the configured database, then exit.
import { loadConfigOrExit } from "../config.ts";
import { createDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

const config = loadConfigOrExit();
const db = createDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database already up to date.");
} finally {
  await db.destroy();
}
