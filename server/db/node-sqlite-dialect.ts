import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { type SqliteDatabase, SqliteDialect } from "kysely";

/**
 * Kysely's SqliteDialect speaks to a better-sqlite3-shaped object. Node's built-in node:sqlite is
 * almost that shape; this adapter fills the gaps, so we need no native addon (ADR 0003).
 */
function adapt(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql) {
      const statement = db.prepare(sql);
      const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
    },
  };
}

/** node:sqlite cannot bind undefined or booleans. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  return value as SQLInputValue;
}

export function createNodeSqliteDialect(filename: string): SqliteDialect {
  const db = new DatabaseSync(filename, { enableForeignKeyConstraints: true });
  // WAL lets readers run beside the writer; FULL sync makes every acknowledged commit survive
  // a crash or power cut; the busy timeout waits for a lock instead of failing at once.
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  return new SqliteDialect({ database: adapt(db) });
}
