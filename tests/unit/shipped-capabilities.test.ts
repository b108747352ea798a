import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { type Capability, capabilities } from "../../core/shipped-capabilities.ts";

/**
 * The list of shipped capabilities (core/shipped-capabilities.ts, ADR 0061) against the real route
 * table, evaluated as React Router reads it. core and content may not import the app (ADR 0019),
 * so this test, outside the layers, is what ties them: a capability cannot be sold as live without
 * its page, nor its page ship while pricing still says "coming soon".
 */

/** Every path of the table as a person types it: leading slash, nested routes joined to their parent. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    // The guides are declared with their slash ("/paris-guide"), the others without.
    const own = entry.path ? `${parent}/${entry.path.replace(/^\//, "")}` : parent;
    const path = own === "" ? "/" : own;
    return [...(entry.path || entry.index ? [path] : []), ...routePaths(entry.children ?? [], own)];
  });
}

const paths = new Set(routePaths(routes));
const entries = Object.entries(capabilities) as [string, Capability][];

describe("the shipped capabilities", () => {
  it("read the route table (a sanity check of the walk)", () => {
    for (const path of ["/", "/pricing", "/visa/:slug", "/advisor/cases/:caseId/tasks", "/paris-guide"])
      expect(paths, path).toContain(path);
    expect(paths).not.toContain("/:slug");
  });

  it("mark nothing shipped without a route that delivers it", () => {
    const missing = entries.filter(([, capability]) => capability.shipped && !paths.has(capability.path ?? ""));
    expect(missing.map(([id, capability]) => `${id} → ${capability.path}`)).toEqual([]);
  });

  it("mark every capability whose route exists as shipped (shipping it flips its 'coming soon')", () => {
    const unmarked = entries.filter(
      ([, capability]) => !capability.shipped && capability.path !== null && paths.has(capability.path),
    );
    expect(unmarked.map(([id, capability]) => `${id} → ${capability.path}`)).toEqual([]);
  });

  it("include the two pages pricing used to call coming soon: the assistant and the city comparison", () => {
    expect(capabilities.assistant).toEqual({ shipped: true, path: "/assistant" });
    expect(capabilities["city-comparison"]).toEqual({ shipped: true, path: "/city-comparison" });
    expect(capabilities["detailed-assessment"]).toEqual({ shipped: true, path: "/assessment/saved/:id" });
  });
});
