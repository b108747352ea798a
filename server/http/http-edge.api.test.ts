import { serve } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../db/test-database.ts";
import {
  type AccountsApi,
  buildAccountsApi,
  type ErrorBody,
  registeredClient,
} from "../modules/auth/accounts-test-kit.ts";
import { type RawRequest, rawRequest } from "../testing/raw-http.ts";

/**
 * The API's HTTP edge (ADR 0016): odd but harmless requests get a 4xx in the caller's language,
 * never a 500. Most of these only went wrong behind the real Node server (@hono/node-server's
 * request object), so the API is served over HTTP on loopback here, exactly as createApi wires it;
 * app.request() covers what does not depend on the server.
 */
describe.each(testEngines)("HTTP edge of the API on %s", (engine) => {
  let database: FreshDatabase;
  let api: AccountsApi;
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = buildAccountsApi(database);
    await new Promise<void>((resolve) => {
      // As react-router-hono-server serves in production: Node's own Request stays the global one.
      const server = serve(
        { fetch: api.app.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false },
        (info) => {
          baseUrl = `http://127.0.0.1:${info.port}`;
          close = () => new Promise<void>((done) => server.close(() => done()));
          resolve();
        },
      );
    });
  });
  afterEach(async () => {
    await close();
    await database.dispose();
  });

  const send = (options: RawRequest) =>
    rawRequest(baseUrl, { ...options, headers: { "accept-language": "en", ...options.headers } });
  const errorOf = (body: string) => (JSON.parse(body) as ErrorBody).error;
  const captures = () => database.db.selectFrom("email_captures").select("email").execute();

  it("takes a chunked JSON body (no Content-Length) like any other", async () => {
    const response = await send({
      method: "POST",
      path: "/api/email-capture",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "chunked@example.com" }),
      chunked: true,
    });
    expect(response.status).toBe(201);
    expect(await captures()).toEqual([{ email: "chunked@example.com" }]);
  });

  it("refuses a chunked body over 64 KiB with 413 while it streams, before storing anything", async () => {
    const response = await send({
      method: "POST",
      path: "/api/email-capture",
      headers: { "content-type": "application/json" },
      streamBytes: 5 * 1024 * 1024,
    });
    expect(response.status).toBe(413);
    expect(errorOf(response.body)).toEqual({ code: "payload_too_large", message: "The request is too large." });
    expect(await captures()).toEqual([]);
  });

  it("refuses a declared Content-Length over the limit without waiting for the body", async () => {
    // Only a few bytes of the announced 10 MB ever come: an answer proves nothing was awaited.
    const response = await send({
      method: "POST",
      path: "/api/email-capture",
      headers: { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
      body: '{"email":',
    });
    expect(response.status).toBe(413);
    expect(errorOf(response.body).code).toBe("payload_too_large");
  });

  it("answers a bodiless POST to a JSON endpoint with a 400 that says to send JSON", async () => {
    for (const headers of [{}, { "content-type": "application/json" }] as Record<string, string>[]) {
      const response = await send({ method: "POST", path: "/api/email-capture", headers });
      expect(response.status, JSON.stringify(headers)).toBe(400);
      expect(errorOf(response.body).message).toMatch(/JSON/);
    }
    const french = await send({
      method: "POST",
      path: "/api/consultation-request",
      headers: { "accept-language": "fr" },
    });
    expect(french.status).toBe(400);
    expect(errorOf(french.body).message).toBe(
      "Envoyez le corps de la requête en JSON (Content-Type: application/json).",
    );
  });

  it("answers OPTIONS, TRACE and unknown methods with a JSON 405 naming the allowed methods", async () => {
    for (const method of ["OPTIONS", "TRACE", "PROPFIND", "PATCH"]) {
      for (const path of ["/api/health", "/api/email-capture", "/api/auth/sign-out", "/api/nothing-here"]) {
        const response = await send({ method, path });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD, POST");
        expect(errorOf(response.body)).toEqual({
          code: "method_not_allowed",
          message: `This address does not accept ${method} requests.`,
        });
      }
    }
  });

  it("never answers a bodiless or chunked request with a 5xx, whatever the method and path", async () => {
    const paths = [
      "/api/health",
      "/api/ready",
      "/api/email-capture",
      "/api/consultation-request",
      "/api/assessments",
      "/api/auth/sign-out",
      "/api/auth/sign-in/email",
      "/api/account/delete",
      "/api/account/export",
      "/api/email-captures",
    ];
    for (const path of paths) {
      for (const method of ["POST", "DELETE", "PUT", "OPTIONS"]) {
        const bodiless = await send({ method, path });
        expect(bodiless.status, `bodiless ${method} ${path}`).toBeLessThan(500);
        const chunked = await send({ method, path, body: "{}", chunked: true });
        expect(chunked.status, `chunked ${method} ${path}`).toBeLessThan(500);
      }
    }
  });

  it("signs out on a POST with no body and no content type, and the session stops working", async () => {
    const client = await registeredClient(api, "leaving@example.com");
    const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const before = await send({ path: "/api/auth/me", headers: { cookie } });
    expect(before.status).toBe(200);

    const response = await send({ method: "POST", path: "/api/auth/sign-out", headers: { cookie, origin: baseUrl } });
    expect(response.status).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/passerelle\.session_token=;/);

    // The old cookie (as a copy would) no longer opens the account.
    const after = await send({ path: "/api/auth/me", headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it("answers OPTIONS and other unknown methods with 405 in-process too (app.request)", async () => {
    // (TRACE cannot be built as a Request object in-process; it is covered over HTTP above.)
    for (const method of ["OPTIONS", "PROPFIND"]) {
      const response = await api.app.request("/api/health", { method, headers: { "accept-language": "fr" } });
      expect(response.status).toBe(405);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        `Cette adresse n'accepte pas les requêtes ${method}.`,
      );
    }
  });
});
