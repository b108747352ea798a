import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Imports go only downward: core ← content ← server ← app (docs/decisions/0019). A file that
 * reaches up a layer, or two files that import each other, build and run fine, so only a check
 * over the sources can catch them. The specifiers are read with a regex (static, type-only,
 * re-export and dynamic imports alike), which is enough for code that Biome formats.
 */

const root = path.resolve(import.meta.dirname, "../..");
const layers = ["core", "content", "server", "app"] as const;
type Layer = (typeof layers)[number];

/** What each layer may not import: everything above it. */
const forbidden: Record<Layer, Layer[]> = {
  core: ["content", "server", "app"],
  content: ["server", "app"],
  server: ["app"],
  app: [],
};

const importPattern =
  /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function importSpecifiers(source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? "");
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function layerOf(file: string): Layer | undefined {
  return layers.find((layer) => file === layer || file.startsWith(`${layer}/`));
}

/** Relative imports of a file, as repository paths (existing files only: `./+types/…` is generated). */
function localImports(file: string): string[] {
  return importSpecifiers(readFileSync(path.join(root, file), "utf8"))
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)))
    .filter((target) => existsSync(path.join(root, target)));
}

const files = layers.flatMap(sourceFiles);
const graph = new Map(files.map((file) => [file, localImports(file)]));

/** Strongly connected components with more than one file (Tarjan): each is an import circle. */
function importCircles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return circles;
}

describe("import specifiers", () => {
  it("are found in every form an import takes", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b.ts";',
      "import {\n  c,\n  type D,\n} from '../../c.ts';",
      'import * as e from "./e.ts";',
      'import "./side-effect.ts";',
      'export { f } from "./f.ts";',
      'export type { G } from "./g.ts";',
      'const h = lazy(() => import("./h.tsx"));',
      'const prose = "moved from \\"somewhere\\"";',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "./a.ts",
      "../b.ts",
      "../../c.ts",
      "./e.ts",
      "./side-effect.ts",
      "./f.ts",
      "./g.ts",
      "./h.tsx",
    ]);
  });
});

describe("layers", () => {
  it("finds the source files of every layer", () => {
    for (const layer of layers) expect(files.filter((file) => layerOf(file) === layer).length).toBeGreaterThan(5);
  });

  it("are imported only downward: core ← content ← server ← app", () => {
    const upward = files.flatMap((file) => {
      const from = layerOf(file);
      if (!from) return [];
      return (graph.get(file) ?? [])
        .filter((target) => forbidden[from].includes(layerOf(target) as Layer))
        .map((target) => `${file} → ${target}`);
    });
    expect(upward).toEqual([]);
  });

  it("have no import circles", () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it("would see an import circle and an upward import", () => {
    const circle = new Map([
      ["server/api.ts", ["server/modules/a.routes.ts"]],
      ["server/modules/a.routes.ts", ["server/api.ts"]],
      ["server/lone.ts", []],
    ]);
    expect(importCircles(circle)).toEqual([["server/api.ts", "server/modules/a.routes.ts"]]);
    expect(forbidden.server.includes(layerOf("app/i18n/locales/en.ts") as Layer)).toBe(true);
  });
});

/** The feature folder a file of app/ belongs to (`app/features/<name>/…`), if any. */
function featureOf(file: string): string | undefined {
  return /^app\/features\/([^/]+)\//.exec(file)?.[1];
}

/**
 * Inside app/, a feature is a folder a newcomer can read alone: it imports shared pieces from
 * app/components and app/lib, never from another feature, and those shared folders import no
 * feature (routes and root, which put features together, may import any).
 */
const allowedCrossings: Record<string, string> = {
  // Opens the wizard from the home page and the profile: the dialog's code loads on first click.
  "app/components/shared/wizard-launcher.tsx → app/features/wizard/wizard-dialog.tsx": "lazy import()",
};

function crossFeatureImports(edges: Map<string, string[]>): string[] {
  return [...edges].flatMap(([file, targets]) => {
    const own = featureOf(file);
    const shared = /^app\/(components|lib)\//.test(file);
    if (!own && !shared) return [];
    return targets
      .filter((target) => {
        const other = featureOf(target);
        return other !== undefined && other !== own;
      })
      .map((target) => `${file} → ${target}`)
      .filter((crossing) => !(crossing in allowedCrossings));
  });
}

describe("features", () => {
  it("import no other feature, and app/components and app/lib import none", () => {
    expect(files.filter((file) => featureOf(file)).length).toBeGreaterThan(100);
    expect(crossFeatureImports(graph)).toEqual([]);
  });

  it("would see a feature importing another, and a shared component importing a feature", () => {
    const edges = new Map([
      ["app/features/wizard/results.tsx", ["app/features/account/menu.tsx", "app/components/ui/button.tsx"]],
      ["app/components/layout/header.tsx", ["app/features/account/menu.tsx"]],
      ["app/routes/home.tsx", ["app/features/wizard/results.tsx"]],
      ["app/features/account/page.tsx", ["app/features/account/menu.tsx"]],
    ]);
    expect(crossFeatureImports(edges)).toEqual([
      "app/features/wizard/results.tsx → app/features/account/menu.tsx",
      "app/components/layout/header.tsx → app/features/account/menu.tsx",
    ]);
  });
});
