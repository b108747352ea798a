import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { clientIpOf, forwardedClientIp } from "./client-ip.ts";

describe("forwardedClientIp", () => {
  it("with one trusted proxy takes the rightmost entry, whatever the client put on the left", () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our proxy appended the address it saw.
    expect(forwardedClientIp("6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClientIp("203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("with N trusted proxies takes the Nth entry from the right", () => {
    // client-forged, real client (seen by the CDN), CDN (seen by the load balancer)
    expect(forwardedClientIp("6.6.6.6, 198.51.100.4, 10.0.0.2", 2)).toBe("198.51.100.4");
    expect(forwardedClientIp("6.6.6.6,198.51.100.4,10.0.0.2", 3)).toBe("6.6.6.6");
    expect(forwardedClientIp("2001:db8::1, 10.0.0.2", 2)).toBe("2001:db8::1");
  });

  it("with fewer entries than hops takes the leftmost", () => {
    expect(forwardedClientIp("198.51.100.4", 3)).toBe("198.51.100.4");
    expect(forwardedClientIp("198.51.100.4, 10.0.0.2", 5)).toBe("198.51.100.4");
  });

  it("gives nothing for garbage, an empty header or an untrusted one", () => {
    expect(forwardedClientIp("6.6.6.6, not-an-ip", 1)).toBeUndefined();
    expect(forwardedClientIp("6.6.6.6, ", 1)).toBeUndefined();
    expect(forwardedClientIp("203.0.113.7:443", 1)).toBeUndefined();
    expect(forwardedClientIp("", 1)).toBeUndefined();
    expect(forwardedClientIp(undefined, 1)).toBeUndefined();
    expect(forwardedClientIp("203.0.113.7", 0)).toBeUndefined();
  });
});

describe("clientIpOf on a real server", () => {
  let server: ServerType;
  let base: string;
  let hops = 0;

  beforeAll(async () => {
    const app = new Hono().get("/ip", (c) => c.text(clientIpOf(c, hops)));
    base = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve(`http://127.0.0.1:${info.port}`),
      );
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ipFor = async (forwardedFor?: string) =>
    (await fetch(`${base}/ip`, { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} })).text();

  it("ignores X-Forwarded-For without TRUST_PROXY: the socket's address counts", async () => {
    hops = loadConfig({}).TRUST_PROXY;
    expect(hops).toBe(0);
    expect(await ipFor("203.0.113.7")).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=true a forged leftmost value does not become the client's address", async () => {
    hops = loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY;
    expect(await ipFor("6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
  });

  it("with TRUST_PROXY=2 reads the second entry from the right", async () => {
    hops = loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY;
    expect(await ipFor("6.6.6.6, 198.51.100.4, 10.0.0.2")).toBe("198.51.100.4");
  });

  it("falls back to the socket's address when the trusted entry is garbage or missing", async () => {
    hops = 1;
    expect(await ipFor("6.6.6.6, <script>")).toBe("127.0.0.1");
    expect(await ipFor()).toBe("127.0.0.1");
  });
});
