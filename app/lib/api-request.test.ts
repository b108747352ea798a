import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest } from "./api-request.ts";

// A real HTTP server on loopback records what the helper sends.
let server: Server;
let base = "";
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method, contentType: req.headers["content-type"], body });
      if (req.url === "/fail") return res.writeHead(400, { "content-type": "text/plain" }).end("bad things");
      if (req.url === "/empty-fail") return res.writeHead(503).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("sends JSON with a content type only when there is a body, and parses JSON", async () => {
    expect(await apiRequest("POST", `${base}/x`, { email: "a@b.c" })).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ method: "POST", contentType: "application/json", body: '{"email":"a@b.c"}' });
    await apiRequest("GET", `${base}/x`);
    expect(seen.at(-1)?.contentType).toBeUndefined();
  });

  it("throws '<status>: <body>' or the status text when the body is empty", async () => {
    await expect(apiRequest("GET", `${base}/fail`)).rejects.toThrow("400: bad things");
    await expect(apiRequest("GET", `${base}/empty-fail`)).rejects.toThrow("503: Service Unavailable");
  });
});
