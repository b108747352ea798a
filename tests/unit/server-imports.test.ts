import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * app/ reaches server/ only through `*.server.ts` modules. React Router refuses to build when code
 * that runs in the browser imports a `.server` module, so the suffix is a checked promise that a
 * server module (its database queries, secrets, Node built-ins) never lands in a page's script;
 * without it, only the loader's tree-shaking keeps it out. Type-only imports are erased and stay
 * allowed, so components can name the views a loader returns.
 */

const root = path.resolve(import.meta.dirname, "../..");
const serverDirectory = path.join(root, "server");
const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);

/** `import`/`export … from` clauses and dynamic `import()`s, with the path they name. */
const staticImport = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+["']([^"']+)["']/g;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** A named clause where every name is `type X`: erased like `import type`. */
function typeOnlyClause(clause: string): boolean {
  const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
  if (names === undefined) return false;
  const list = names
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return list.length > 0 && list.every((name) => name.startsWith("type "));
}

/** The server/ modules a file of app/ imports for their values, not through a `.server` module. */
function serverValueImports(file: string, source: string): string[] {
  const found: string[] = [];
  const intoServer = (specifier: string) => {
    if (!specifier.startsWith(".")) return null;
    const target = path.resolve(path.dirname(file), specifier);
    return target.startsWith(`${serverDirectory}/`) && !isServerModule(target) ? path.relative(root, target) : null;
  };
  for (const [, , typeOnly, clause = "", specifier = ""] of source.matchAll(staticImport)) {
    const target = intoServer(specifier);
    if (target && !typeOnly && !typeOnlyClause(clause)) found.push(target);
  }
  for (const [, specifier = ""] of source.matchAll(dynamicImport)) {
    const target = intoServer(specifier);
    if (target) found.push(target);
  }
  return found;
}

function appFiles(): string[] {
  return readdirSync(path.join(root, "app"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("app/ and server/", () => {
  it("meet only in .server modules: every other file of app/ imports server/ for types alone", () => {
    const files = appFiles();
    expect(files.length).toBeGreaterThan(100);
    const crossings = files
      .filter((file) => !isServerModule(file))
      .flatMap((file) =>
        serverValueImports(file, readFileSync(file, "utf8")).map(
          (target) => `${path.relative(root, file)} → ${target}`,
        ),
      );
    expect(crossings).toEqual([]);
  });

  it("would see a value import, a mixed one and a dynamic one, and let types and .server modules through", () => {
    const page = path.join(root, "app/routes/example.tsx");
    const source = [
      `import { listFaqItems } from "../../server/modules/faq/faq-items.ts";`,
      `import {\n  type AuditFilter,\n  listAuditLog,\n} from "../../server/modules/audit/list-audit-log.ts";`,
      `const later = await import("../../server/modules/audit/list-audit-actors.ts");`,
      `export { confirmEmail } from "../../server/modules/auth/confirm-email.ts";`,
      `import type { FaqItem } from "../../server/modules/faq/faq-items.ts";`,
      `import { type CaseView, type TaskView } from "../../server/modules/cases/case-view.ts";`,
      `import { serverContext } from "../../server/router-context.server.ts";`,
      `import { apiMessage } from "../../content/messages/api-messages.ts";`,
    ].join("\n");
    expect(serverValueImports(page, source)).toEqual([
      "server/modules/faq/faq-items.ts",
      "server/modules/audit/list-audit-log.ts",
      "server/modules/auth/confirm-email.ts",
      "server/modules/audit/list-audit-actors.ts",
    ]);
  });
});
