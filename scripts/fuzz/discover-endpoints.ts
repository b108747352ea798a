import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { inspectRoutes } from "hono/dev";
import { supportedLanguages } from "../../core/languages.ts";
import { authOf } from "../../server/modules/auth/auth.ts";
import { guidePreviewsRoutes } from "../../server/modules/guide-pdf/guide-previews.routes.ts";
import { previewPages } from "../../server/modules/guide-pdf/guide-previews.ts";
import { publicPdfsRoutes } from "../../server/modules/guide-pdf/public-pdfs.routes.ts";
import type { bootRuntime } from "../../server/runtime.ts";

export type Runtime = Awaited<ReturnType<typeof bootRuntime>>;

/** Something the server answers: the method it declares and its path pattern (`:slug`, `*`). */
export type Endpoint = {
  method: string;
  pattern: string;
  kind: "api" | "page" | "page-data" | "static";
  /** Concrete paths the site itself links to for this pattern (from its sitemap, or its files). */
  examples: string[];
};

export const labelOf = (endpoint: Pick<Endpoint, "method" | "pattern">) => `${endpoint.method} ${endpoint.pattern}`;

/** Where server/index.ts mounts createApi() (ADR 0002). */
const apiMount = "/api";

const joinPath = (...parts: string[]) => `/${parts.join("/")}`.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");

/**
 * The API's own route table: a runtime booted in-process builds the same Hono app the server
 * mounts, and Hono lists its handlers. Wildcard routes that hand over to
 * better-auth are expanded with better-auth's own endpoint table.
 */
function apiEndpoints(runtime: Runtime): Endpoint[] {
  const found: Endpoint[] = inspectRoutes(runtime.api)
    .filter((route) => !route.isMiddleware)
    .map((route) => ({ method: route.method, pattern: joinPath(apiMount, route.path), kind: "api", examples: [] }));
  const auth = authOf(runtime.deps);
  const authBase = auth.options.basePath ?? "/api/auth";
  if (found.some((endpoint) => endpoint.pattern === `${authBase}/*`)) {
    for (const entry of Object.values(auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
      if (!entry.path) continue; // server-only calls have no HTTP path
      const methods = [entry.options?.method ?? "GET"].flat().filter((method) => method !== "*");
      for (const method of methods)
        found.push({ method, pattern: joinPath(authBase, entry.path), kind: "api", examples: [] });
    }
  }
  return found;
}

type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
};

/**
 * The React Router route table of the production build being fuzzed: a GET for each page, a POST
 * for each route exporting an action, and the single-fetch data URLs (`/page.data`) the browser
 * uses for client navigations and fetchers.
 */
async function pageEndpoints(): Promise<Endpoint[]> {
  const build = await import(pathToFileURL(resolve("build/server/assets/server-build.js")).href);
  const routes = build.routes as Record<string, BuiltRoute>;
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return joinPath(parent ? fullPath(parent) : "", route.path ?? "");
  };
  const found: Endpoint[] = [];
  for (const route of Object.values(routes)) {
    if (!route.index && !route.path) continue; // layouts (the root) have no URL of their own
    const pattern = fullPath(route);
    const dataPattern = pattern === "/" ? "/_.data" : `${pattern}.data`;
    if (route.module.loader || route.module.default) {
      found.push({ method: "GET", pattern, kind: "page", examples: [] });
      found.push({ method: "GET", pattern: dataPattern, kind: "page-data", examples: [] });
    }
    if (route.module.action) {
      found.push({ method: "POST", pattern, kind: "page", examples: [] });
      found.push({ method: "POST", pattern: dataPattern, kind: "page-data", examples: [] });
    }
  }
  const discovery = build.routeDiscovery as { mode?: string; manifestPath?: string } | undefined;
  if (discovery?.mode === "lazy") {
    found.push({ method: "GET", pattern: discovery.manifestPath ?? "/__manifest", kind: "page-data", examples: [] });
  }
  return found;
}

/** Files the server serves from the client build: one pattern per top folder, real files as examples. */
function staticEndpoints(): Endpoint[] {
  const root = "build/client";
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .map((folder) => ({
      method: "GET",
      pattern: `/${folder}/*`,
      kind: "static" as const,
      examples: readdirSync(join(root, folder))
        .slice(0, 5)
        .map((file) => `/${folder}/${file}`),
    }));
}

/** Where server/index.ts mounts the public files: the starter guides and the guide's page previews. */
const pdfsMount = "/pdfs";

/**
 * The public files under /pdfs, from their own route tables (server/index.ts mounts them beside
 * the API, so the API's table does not list them), with every real file as an example.
 */
function publicFileEndpoints(runtime: Runtime): Endpoint[] {
  const real = [
    ...supportedLanguages.map((language) => `${pdfsMount}/passerelle-starter-guide-${language}.pdf`),
    ...supportedLanguages.flatMap((language) =>
      previewPages.map((page) => `${pdfsMount}/previews/${language}/${page}.svg`),
    ),
  ];
  return [publicPdfsRoutes(runtime.deps), guidePreviewsRoutes(runtime.deps)].flatMap((routes) =>
    inspectRoutes(routes)
      .filter((route) => !route.isMiddleware)
      .map((route) => {
        const pattern = joinPath(pdfsMount, route.path);
        const first = pattern.split("/:")[0]!;
        const examples = real.filter(
          (path) => path.startsWith(`${first}/`) && path.split("/").length === pattern.split("/").length,
        );
        return { method: route.method, pattern, kind: "static" as const, examples };
      }),
  );
}

/** Every endpoint, from the API of `runtime` (booted in-process) and the production build's pages. */
export async function discoverEndpoints(runtime: Runtime): Promise<Endpoint[]> {
  const all = [
    ...apiEndpoints(runtime),
    ...(await pageEndpoints()),
    ...staticEndpoints(),
    ...publicFileEndpoints(runtime),
  ];
  const seen = new Set<string>();
  return all.filter((endpoint) => !seen.has(labelOf(endpoint)) && seen.add(labelOf(endpoint)));
}

/** A pattern as a regular expression over concrete paths (`:name` is one segment, `*` the rest). */
function matcherOf(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) =>
      segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * Real values for dynamic segments come from the site's own sitemap (every public page it links
 * to): a pattern with `:slug` is tried with the slugs that exist as well as with random ones.
 */
export async function addSitemapExamples(endpoints: Endpoint[], base: string): Promise<number> {
  const sitemap = endpoints.find((endpoint) => endpoint.kind === "page" && /sitemap[^/]*\.xml$/.test(endpoint.pattern));
  if (!sitemap) return 0;
  const xml = await (await fetch(`${base}${sitemap.pattern}`)).text();
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname))];
  for (const endpoint of endpoints) {
    if (!endpoint.pattern.includes("/:")) continue;
    const matcher = matcherOf(
      endpoint.kind === "page-data" ? endpoint.pattern.replace(/\.data$/, "") : endpoint.pattern,
    );
    const suffix = endpoint.kind === "page-data" ? ".data" : "";
    // Added to the examples already there (a case's real ids, case-examples.ts), never replacing them.
    endpoint.examples.push(...paths.filter((path) => matcher.test(path) && path !== "/").map((path) => path + suffix));
  }
  return paths.length;
}
