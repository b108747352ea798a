import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import { baseUrl, expect, test } from "./support.ts";

/**
 * The guarded sections (ADR 0082), asked over HTTP at every address the route table declares
 * under them: a visitor is sent to sign in and back, for a GET and for a POST alike; a signed-in
 * member gets 403 from the administration and the advisor workspace, and an advisor from the
 * administration. tests/unit/route-guards.test.ts checks the same table's nesting.
 */
const sampleId = "00000000-0000-4000-8000-000000000000";

function pathsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [path, ...pathsOf(entry.children ?? [], path)];
  });
}

const all = [...new Set(pathsOf(await routes))].map((path) => `/${path.replace(/:[A-Za-z]+/g, sampleId)}`);
const under = (pattern: RegExp) => all.filter((path) => pattern.test(path));
const admin = under(/^\/admin(?:-panel)?(?:\/|$)/);
const advisor = under(/^\/advisor(?:\/|$)/);
const signedIn = [...under(/^\/dashboard(?:\/|$)/), ...under(/^\/profile(?:\/|$)/)];

async function answer(request: APIRequestContext, method: "GET" | "POST", path: string) {
  const options = { maxRedirects: 0, headers: { origin: baseUrl() } };
  return method === "GET" ? request.get(path, options) : request.post(path, { ...options, form: { intent: "x" } });
}

test("the route table has guarded addresses to ask", () => {
  expect(admin).toContain("/admin/blog/preview");
  expect(advisor).toContain(`/advisor/cases/${sampleId}/messages`);
  expect(signedIn).toContain("/profile");
});

test("a visitor is sent to sign in and back from every guarded address, GET and POST", async ({ request }) => {
  test.slow();
  for (const path of [...admin, ...advisor, ...signedIn]) {
    for (const method of ["GET", "POST"] as const) {
      const response = await answer(request, method, path);
      expect(response.status(), `${method} ${path}`).toBe(302);
      expect(response.headers().location, `${method} ${path}`).toBe(
        `/login?${new URLSearchParams({ redirectTo: path })}`,
      );
    }
  }
});

for (const role of ["user", "advisor"] as const) {
  test(`a signed-in ${role} gets 403 where the role may not go, GET and POST`, async ({ page }) => {
    test.slow();
    const email = uniqueEmail(`guards-${role}`);
    await registerThroughApi(page, email);
    updateDatabase("UPDATE users SET role = ? WHERE email = ?", role, email);
    const closed = role === "user" ? [...admin, ...advisor] : admin;
    for (const path of closed) {
      for (const method of ["GET", "POST"] as const) {
        const response = await answer(page.request, method, path);
        expect(response.status(), `${method} ${path}`).toBe(403);
      }
    }
    // The sections this role may open let it in: no 403, no sign-in redirect (a page may still
    // send a person without a plan elsewhere, or answer 404 for the sample id).
    for (const path of role === "advisor" ? [...advisor, ...signedIn] : signedIn) {
      const response = await answer(page.request, "GET", path);
      expect(response.status(), `GET ${path}`).not.toBe(403);
      expect(response.status(), `GET ${path}`).toBeLessThan(500);
      expect(response.headers().location ?? "", `GET ${path}`).not.toMatch(/^\/login/);
    }
  });
}
