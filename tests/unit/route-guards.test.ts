import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { adminGuard, signedInGuard, staffGuard } from "../../app/lib/viewer.server.ts";
import routes from "../../app/routes.ts";

/**
 * The guarded sections (ADR 0082): every route under /admin (and /admin-panel), /advisor,
 * /dashboard and /profile is nested in its section's layout route, whose middleware is the one
 * guard of every loader and action below it. A route declared outside its layout would be open:
 * this test fails first.
 */
const sections = [
  { layout: "routes/admin-layout.tsx", paths: /^admin(?:-panel)?(?:\/|$)/, guard: adminGuard },
  { layout: "routes/advisor-layout.tsx", paths: /^advisor(?:\/|$)/, guard: staffGuard },
  { layout: "routes/dashboard-layout.tsx", paths: /^dashboard(?:\/|$)/, guard: signedInGuard },
  { layout: "routes/account-layout.tsx", paths: /^profile(?:\/|$)/, guard: signedInGuard },
] as const;

type FlatRoute = { path: string; file: string; id: string; layouts: string[] };

/** Every route of the table with its full path and the files of the routes it is nested in. */
function flatten(entries: RouteConfigEntry[], parentPath = "", layouts: string[] = []): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const own = { path, file: entry.file, id: entry.id ?? entry.file, layouts };
    return [own, ...flatten(entry.children ?? [], path, [...layouts, entry.file])];
  });
}

const table = flatten(await routes);
const sectionOf = (path: string) => sections.find((section) => section.paths.test(path));

describe("guarded layout routes", () => {
  it("finds the guarded routes in the table (the walk itself works)", () => {
    const paths = table.map((route) => route.path);
    for (const path of ["admin", "admin-panel", "admin/blog/preview", "advisor/cases/:caseId/messages"]) {
      expect(paths).toContain(path);
    }
    for (const path of ["dashboard/tasks", "profile", "profile/assessments/:id"]) expect(paths).toContain(path);
  });

  it("nests every route under /admin, /advisor, /dashboard and /profile in its section's guarded layout", () => {
    const outside = table
      .filter((route) => !sections.some((section) => section.layout === route.file))
      .filter((route) => {
        const section = sectionOf(route.path);
        return section !== undefined && !route.layouts.includes(section.layout);
      })
      .map((route) => `${route.path} (${route.file})`);
    expect(outside).toEqual([]);
  });

  it("puts nothing else in a guarded layout (an open page there would be closed by mistake)", () => {
    const misplaced = table
      .filter((route) => route.path !== "")
      .filter((route) => sections.some((section) => route.layouts.includes(section.layout)))
      .filter((route) => !route.layouts.includes(sectionOf(route.path)?.layout ?? "none"))
      .map((route) => `${route.path} (${route.file})`);
    expect(misplaced).toEqual([]);
  });

  it("gives each guarded layout its section's guard as its only middleware", async () => {
    for (const section of sections) {
      const name = section.layout.slice("routes/".length, -".tsx".length);
      const module = (await import(`../../app/routes/${name}.tsx`)) as { middleware?: unknown[] };
      expect(module.middleware, section.layout).toEqual([section.guard]);
    }
  });

  it("uses each guarded layout once, as a pathless layout at the top of the table", async () => {
    for (const section of sections) {
      const uses = table.filter((route) => route.file === section.layout);
      expect(uses, section.layout).toHaveLength(1);
      expect(uses[0]?.path, section.layout).toBe("");
      expect(uses[0]?.layouts, section.layout).toEqual([]);
    }
  });
});
