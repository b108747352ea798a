import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Pages reach the database only through server/ use cases: an ownership check written once (the
 * invoice's was written twice, in its API route and in its page) cannot drift. A Kysely query in
 * app/ builds and runs fine, so only a check over the sources catches it.
 */

const root = path.resolve(import.meta.dirname, "../..");

const queryPattern =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|with)\(\s*["'`]|from\s+["']kysely["']/;

function appSources(): string[] {
  return readdirSync(path.join(root, "app"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function filesWithQueries(files: readonly { file: string; source: string }[]): string[] {
  return files.filter(({ source }) => queryPattern.test(source)).map(({ file }) => file);
}

describe("app/ and the database", () => {
  it("runs no query of its own: loaders and actions call server/ use cases", () => {
    const files = appSources().map((file) => ({ file, source: readFileSync(path.join(root, file), "utf8") }));
    expect(files.length).toBeGreaterThan(100);
    expect(filesWithQueries(files)).toEqual([]);
  });

  it("would see a query written in a page", () => {
    const page = `const row = await services.db.selectFrom("invoices").selectAll().executeTakeFirst();`;
    const typed = `import { sql } from "kysely";`;
    expect(
      filesWithQueries([
        { file: "a.tsx", source: page },
        { file: "b.ts", source: typed },
      ]),
    ).toEqual(["a.tsx", "b.ts"]);
    expect(filesWithQueries([{ file: "c.tsx", source: "const selectFrom = 1;" }])).toEqual([]);
  });
});
