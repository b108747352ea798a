import { serve } from "@hono/node-server";
import { inspectRoutes } from "hono/dev";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../db/test-database.ts";
import { siteUrl } from "../modules/auth/accounts-test-kit.ts";
import { authOf } from "../modules/auth/auth.ts";
import { type CasesWorld, casesWorld } from "../modules/cases/cases-test-kit.ts";
import { maxJsonDepth } from "./json-body-problem.ts";
import { isUploadPath } from "./upload-paths.ts";

/**
 * A JSON body nested thousands deep (10,000 arrays, 5,000 objects) once answered 500 on every JSON
 * endpoint — the NUL-character walk recursed until the stack overflowed. Every endpoint that takes
 * a body, ours and better-auth's (which also reads `application/…+json`), is sent both shapes over
 * real HTTP by a signed-in administrator: each must be a translated 400.
 */
const deepArrays = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
const deepObjects = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;
const bodyMethods = ["POST", "PUT", "PATCH", "DELETE"];

/** Each body-taking endpoint of the API as served (our routes, then better-auth's own table). */
function jsonEndpoints(world: CasesWorld): { method: string; path: string }[] {
  const concrete = (pattern: string) =>
    pattern
      .split("/")
      .map((segment) => (segment.startsWith(":") ? crypto.randomUUID() : segment === "*" ? "anything" : segment))
      .join("/");
  const found = inspectRoutes(world.api.app)
    .filter((route) => !route.isMiddleware && (bodyMethods.includes(route.method) || route.method === "ALL"))
    .map((route) => ({ method: route.method === "ALL" ? "POST" : route.method, path: concrete(route.path) }));
  for (const entry of Object.values(authOf(world.api.deps).api) as {
    path?: string;
    options?: { method?: string | string[] };
  }[]) {
    if (!entry.path) continue;
    for (const method of [entry.options?.method ?? "GET"].flat())
      if (bodyMethods.includes(method)) found.push({ method, path: concrete(`/api/auth${entry.path}`) });
  }
  const seen = new Set<string>();
  return found.filter(({ method, path }) => {
    const key = `${method} ${path.replace(/[0-9a-f-]{36}/g, ":id")}`;
    return !seen.has(key) && seen.add(key);
  });
}

describe.each(testEngines)("deeply nested JSON at every JSON endpoint on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;
  let server: { baseUrl: string; close(): Promise<void> };
  beforeAll(async () => {
    database = await freshDatabase(engine);
    world = await casesWorld(database);
    server = await new Promise((resolve) => {
      const running = serve({ fetch: world.api.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve({
          baseUrl: `http://127.0.0.1:${info.port}`,
          close: () => new Promise<void>((done) => running.close(() => done())),
        }),
      );
    });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it("answers a translated 400 to 10,000 nested arrays and 5,000 nested objects, never a 5xx", async () => {
    const endpoints = jsonEndpoints(world);
    // Ours and better-auth's are both there (a route table that came back empty would prove nothing).
    expect(endpoints.length).toBeGreaterThan(60);
    expect(endpoints.some((e) => e.path === "/api/auth/sign-up/email")).toBe(true);
    expect(endpoints.some((e) => e.path === "/api/payments/webhook")).toBe(true);
    const cookie = [...world.ada.client.jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const wrong: string[] = [];
    for (const { method, path } of endpoints) {
      for (const [shape, body] of [
        ["arrays", deepArrays],
        ["objects", deepObjects],
      ] as const) {
        // better-auth parses `application/<anything>+json` as JSON too: that door is checked as well.
        const contentType =
          path.startsWith("/api/auth/") && shape === "objects" ? "application/vnd.api+json" : "application/json";
        const response = await fetch(`${server.baseUrl}${path}`, {
          method,
          body,
          headers: {
            "content-type": contentType,
            "accept-language": "fr",
            origin: siteUrl,
            "sec-fetch-site": "same-origin",
            cookie,
          },
        });
        const text = await response.text();
        const label = `${method} ${path} (${shape}): ${response.status}`;
        if (response.status >= 500) wrong.push(`${label} ${text}`);
        else if (isUploadPath(path)) {
          // An upload route never reads its body as JSON (it streams a multipart file): any refusal will do.
          if (response.status < 400) wrong.push(label);
        } else if (response.status !== 400) wrong.push(label);
        else {
          const message = (JSON.parse(text) as { error: { message: string } }).error.message;
          if (message !== apiMessage("fr", "json_too_deep", { max: String(maxJsonDepth) }))
            wrong.push(`${label} ${message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("still takes a JSON body nested to the bound", async () => {
    // 63 arrays around a consultation request's field: refused by the schema (a 400 naming the
    // field), not by the depth bound.
    const nested = `${"[".repeat(maxJsonDepth - 1)}1${"]".repeat(maxJsonDepth - 1)}`;
    const response = await fetch(`${server.baseUrl}/api/consultation-request`, {
      method: "POST",
      body: `{"name":${nested}}`,
      headers: { "content-type": "application/json", origin: siteUrl, "sec-fetch-site": "same-origin" },
    });
    expect(response.status).toBe(400);
    const message = ((await response.json()) as { error: { message: string } }).error.message;
    expect(message).not.toBe(apiMessage("en", "json_too_deep", { max: String(maxJsonDepth) }));
  });
});
