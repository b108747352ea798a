import { sql } from "kysely";
import type { Config } from "../../config.ts";
import { type Db, engineOf } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";

/**
 * Administrators' content changes, seen by every instance (ADR 0072). A change adds one to the
 * `content_changes` counter; each instance compares the counter with the last value it saw, every
 * `pollMs`, and on PostgreSQL also at once when a NOTIFY arrives (a notification can be missed
 * while a connection is re-made: the counter cannot). Listeners — the page cache, the assistant's
 * index — run on every instance, the signalling one included.
 */
export type ContentChanges = {
  /** Records a change and tells this instance's listeners at once, the others within a moment. */
  signal(): Promise<void>;
  subscribe(listener: () => void): void;
  stop(): Promise<void>;
};

type Deps = { db: Db; config: Pick<Config, "DATABASE_URL">; logger: Logger };

/** The notification channel: per schema, so test schemas sharing one database stay apart. */
const channelOf = (schema: string) => `passerelle_content_${schema}`.slice(0, 63);

export function watchContentChanges(
  deps: Deps,
  options: { pollMs?: number; postgresSchema?: string } = {},
): ContentChanges {
  const listeners: (() => void)[] = [];
  let seen: number | null = null;
  let stopped = false;
  const emit = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        deps.logger.error({ err: error }, "a content-change listener failed");
      }
    }
  };
  const read = async () => {
    const row = await deps.db.selectFrom("content_changes").select("version").where("id", "=", 1).executeTakeFirst();
    return Number(row?.version ?? 0);
  };
  /**
   * Tells the listeners once per new version, whoever learns of it first: the counter only grows,
   * and a poll, a notification and this instance's own signal can all be reading it at the same
   * moment (the signalling instance's own NOTIFY arrives while its signal still runs).
   */
  const learn = (version: number) => {
    if (seen !== null && version <= seen) return;
    const first = seen === null;
    seen = version;
    if (!first) emit();
  };
  const check = async () => {
    if (stopped) return;
    learn(await read());
  };
  const poll = () =>
    void check().catch((error: unknown) => deps.logger.warn({ err: error }, "content changes not read"));
  void poll();
  const timer = setInterval(poll, options.pollMs ?? 250);
  timer.unref();
  const listening =
    engineOf(deps.config.DATABASE_URL) === "postgres" ? listen(deps, options.postgresSchema, poll) : null;

  return {
    async signal() {
      const row = await deps.db
        .updateTable("content_changes")
        .set((eb) => ({ version: eb("version", "+", 1), changed_at: new Date().toISOString() }))
        .where("id", "=", 1)
        .returning("version")
        .executeTakeFirst();
      // Told here, before the others are: by the time signal() returns, this instance's
      // listeners have run (or a poll that read the new version ran them).
      if (row && seen !== null) learn(Number(row.version));
      else {
        // Before this instance's first reading: the version is new to it in any case.
        if (row) seen = Number(row.version);
        emit();
      }
      if (engineOf(deps.config.DATABASE_URL) === "postgres") {
        await sql`select pg_notify(${sql.lit("passerelle_content_")} || current_schema(), '')`.execute(deps.db);
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (await listening)?.end().catch(() => undefined);
    },
  };
}

/** A connection of its own that LISTENs; the counter still decides whether something changed. */
async function listen(deps: Deps, schema: string | undefined, onNotice: () => void) {
  try {
    const { default: pg } = await import("pg");
    const client = new pg.Client({
      connectionString: deps.config.DATABASE_URL,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    client.on("error", (error) => deps.logger.warn({ err: error }, "content-change listener lost its connection"));
    await client.connect();
    const { rows } = await client.query<{ schema: string }>("select current_schema() as schema");
    await client.query(`LISTEN "${channelOf(rows[0]?.schema ?? "public").replaceAll('"', "")}"`);
    client.on("notification", onNotice);
    return client;
  } catch (error) {
    deps.logger.warn({ err: error }, "content changes are polled only: LISTEN failed");
    return null;
  }
}
