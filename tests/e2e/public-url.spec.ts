import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

/**
 * Absolute links come from PUBLIC_URL, never from the request: a client (or a poisoned cache in
 * front of us) sending `Host: evil.example` must not see that host in canonical links, JSON-LD,
 * the sitemap or robots.txt. The test server sets no PUBLIC_URL and listens on loopback, so the
 * configured address is http://localhost:<port> (docs/decisions/0017).
 */

const forged = "evil.example";

/** GET with a forged Host (fetch and Playwright's client do not let a test choose it). */
function getWithHost(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        path,
        headers: { host: forged, "x-forwarded-host": forged, "x-forwarded-proto": "https", "accept-language": "en" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test("a forged Host header is not reflected in canonical links, JSON-LD, sitemap.xml or robots.txt", async () => {
  const base = test.info().project.use.baseURL!;
  const publicUrl = `http://localhost:${new URL(base).port}`;

  for (const path of ["/", "/visa/salarie", "/paris-guide"]) {
    const page = await getWithHost(base, path);
    expect(page.status, path).toBe(200);
    expect(page.body, path).not.toContain(forged);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1];
    expect(canonical?.split("?")[0], path).toBe(`${publicUrl}${path}`);
    const jsonLd = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (m) => m[1]!,
    );
    const urls = jsonLd.flatMap((block) => block.match(/https?:\/\/[^"\\]+/g) ?? []).map((url) => new URL(url));
    // Our own addresses (the organisation, the page, its breadcrumbs) all use the public URL;
    // neither the forged host nor the address the test connected to (127.0.0.1) appears.
    expect(urls.filter((url) => url.origin === publicUrl).length, path).toBeGreaterThan(0);
    for (const url of urls) expect([forged, "127.0.0.1"], url.href).not.toContain(url.hostname);
  }

  const sitemap = await getWithHost(base, "/sitemap.xml");
  expect(sitemap.status).toBe(200);
  expect(sitemap.body).not.toContain(forged);
  const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locations.length).toBeGreaterThan(10);
  for (const location of locations) expect(location.startsWith(`${publicUrl}/`), location).toBe(true);

  const robots = await getWithHost(base, "/robots.txt");
  expect(robots.status).toBe(200);
  expect(robots.body).not.toContain(forged);
  expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
});
