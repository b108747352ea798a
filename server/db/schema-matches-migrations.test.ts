import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, migratorTables, testEngines } from "./test-database.ts";

/**
 * schema.ts is written by hand beside the migrations, and the compiler trusts it: a column a
 * migration adds but schema.ts forgets cannot be queried, and one schema.ts declares that no
 * migration creates fails only at run time. This test reads schema.ts's table interfaces and
 * compares them with the database the migrations build, on every engine: the same tables, the
 * same columns, `| null` exactly where the column is nullable, and `Generated<…>` only where the
 * database fills the value in itself.
 */

type DeclaredColumn = { name: string; nullable: boolean; generated: boolean };
type Described = Record<string, Record<string, { nullable: boolean; generated: boolean }>>;

const schemaSource = readFileSync(new URL("./schema.ts", import.meta.url), "utf8");

/** The body of `export interface Name { … }` (schema.ts keeps one property a line). */
function interfaceBody(name: string): string {
  const match = new RegExp(`export interface ${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(schemaSource);
  if (!match?.[1]) throw new Error(`schema.ts: no interface ${name}`);
  return match[1];
}

/** Property lines outside comments: `name: Type;` (a type may not span lines in schema.ts). */
function properties(body: string): { name: string; type: string }[] {
  const withoutComments = body.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  return withoutComments
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const property = /^([a-z_][a-z0-9_]*)\??: (.+);$/.exec(line);
      if (!property?.[1] || !property[2]) throw new Error(`schema.ts: cannot read the line "${line}"`);
      return { name: property[1], type: property[2] };
    });
}

function declaredTables(): Map<string, DeclaredColumn[]> {
  const tables = new Map<string, DeclaredColumn[]>();
  for (const { name: table, type } of properties(interfaceBody("Database"))) {
    const columns = properties(interfaceBody(type)).map(({ name, type: columnType }) => ({
      name,
      nullable: /\|\s*null\b|\bnull\s*\|/.test(columnType),
      generated: columnType.startsWith("Generated<"),
    }));
    tables.set(table, columns);
  }
  return tables;
}

/**
 * SQLite lets a non-integer PRIMARY KEY hold NULL unless NOT NULL is written too (a bug it keeps
 * for compatibility), so its introspection calls those columns nullable. Every id is made by the
 * application and PostgreSQL, where the same migration runs, refuses NULL; the comparison counts a
 * SQLite primary key as not nullable rather than ask schema.ts to say `| null` of every id.
 */
async function sqlitePrimaryKeys(fresh: FreshDatabase, table: string): Promise<Set<string>> {
  if (fresh.engine !== "sqlite") return new Set();
  const { rows } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(
    fresh.db,
  );
  return new Set(rows.filter((row) => row.pk > 0).map((row) => row.name));
}

async function describeDatabase(fresh: FreshDatabase): Promise<Described> {
  const tables = await fresh.db.introspection.getTables();
  const described: Described = {};
  for (const table of tables) {
    if (migratorTables.includes(table.name)) continue;
    if (fresh.postgresSchema && table.schema !== fresh.postgresSchema) continue;
    const primaryKeys = await sqlitePrimaryKeys(fresh, table.name);
    described[table.name] = Object.fromEntries(
      table.columns.map((column) => [
        column.name,
        {
          nullable: column.isNullable && !primaryKeys.has(column.name),
          generated: column.hasDefaultValue || column.isAutoIncrementing,
        },
      ]),
    );
  }
  return described;
}

describe("schema.ts reads back its own interfaces", () => {
  it("finds every table with its columns", () => {
    const tables = declaredTables();
    expect(tables.size).toBeGreaterThan(40);
    expect(tables.get("users")?.map((column) => column.name)).toContain("email");
    expect(tables.get("outbox")?.find((column) => column.name === "attempts")).toEqual({
      name: "attempts",
      nullable: false,
      generated: true,
    });
  });
});

describe.each(testEngines)("schema.ts matches the migrated database (%s)", (engine) => {
  let fresh: FreshDatabase;
  let database: Described;
  const declared = declaredTables();

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    database = await describeDatabase(fresh);
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it("has the same tables", () => {
    expect(Object.keys(database).sort()).toEqual([...declared.keys()].sort());
  });

  it("has the same columns in every table", () => {
    const mismatches: string[] = [];
    for (const [table, columns] of declared) {
      const actual = Object.keys(database[table] ?? {}).sort();
      const expected = columns.map((column) => column.name).sort();
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        const missing = expected.filter((name) => !actual.includes(name));
        const extra = actual.filter((name) => !expected.includes(name));
        mismatches.push(`${table}: not in the database [${missing}], not in schema.ts [${extra}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("declares `| null` exactly on the nullable columns", () => {
    const mismatches: string[] = [];
    for (const [table, columns] of declared) {
      for (const column of columns) {
        const actual = database[table]?.[column.name];
        if (actual && actual.nullable !== column.nullable) {
          mismatches.push(
            `${table}.${column.name}: database nullable ${actual.nullable}, schema.ts ${column.nullable}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("declares Generated<…> only where the database has a default", () => {
    const mismatches: string[] = [];
    for (const [table, columns] of declared) {
      for (const column of columns) {
        const actual = database[table]?.[column.name];
        if (actual && column.generated && !actual.generated) {
          mismatches.push(`${table}.${column.name}: Generated<…> in schema.ts, no default in the database`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
