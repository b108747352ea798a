import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/** How many compiled statements one database keeps; a query compiles once, then is reused. */
const statementCacheSize = 500;

/**
 * Kysely's SqliteDialect speaks to a better-sqlite3-shaped object. Node's built-in node:sqlite is
 * almost that shape; this adapter fills the gaps, so we need no native addon (ADR 0003).
 *
 * Kysely asks for a new statement on every query; compiling one cost a signed-in page 5 % of its
 * CPU (ADR 0076). Statements are kept by their SQL text, the least recently used dropped past the
 * cap (SQL with values spliced in would otherwise grow it without end). Reusing one is safe:
 * Kysely runs one query at a time on its one connection, and SQLite recompiles a kept statement
 * itself when a migration changes the schema under it.
 */
function adapt(db: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, ReturnType<SqliteDatabase["prepare"]>>();
  const compile = (sql: string): ReturnType<SqliteDatabase["prepare"]> => {
    const statement = db.prepare(sql);
    const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
    return {
      reader: statement.columns().length > 0,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => statement.run(...bind(parameters)),
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  };
  return {
    close: () => db.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) {
        // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = compile(sql);
      statements.set(sql, statement);
      if (statements.size > statementCacheSize) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

/** node:sqlite cannot bind undefined or booleans. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  return value as SQLInputValue;
}

/**
 * Transactions start with BEGIN IMMEDIATE, which takes the write lock at once (waiting up to the
 * busy timeout for it). Kysely's plain BEGIN is deferred: a transaction that reads first and writes
 * later (better-auth's sign-up: look the address up, hash the password, insert the user) fails at
 * once with SQLITE_BUSY_SNAPSHOT when another process, such as `npm run admin:create`, committed a
 * write in between. The busy timeout cannot help then, so a visitor's sign-up would simply fail.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }
}

export function createNodeSqliteDialect(filename: string): SqliteDialect {
  const db = new DatabaseSync(filename, { enableForeignKeyConstraints: true });
  // WAL lets readers run beside the writer; FULL sync makes every acknowledged commit survive
  // a crash or power cut; the busy timeout waits for a lock instead of failing at once.
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  return new NodeSqliteDialect({ database: adapt(db) });
}
