import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { rawRequest } from "../../server/testing/raw-http.ts";
import { startOwnServer } from "./own-server.ts";

/**
 * The HTTP edge of the real server (ADR 0016), with requests written exactly as sent: node:http
 * keeps "//evil.example/" as it is, where fetch and URL would normalise it away. No browser.
 */

let base = "";
test.beforeEach(({ baseURL }) => {
  base = baseURL ?? "";
});

/** Where a browser on our site goes when it follows this Location. */
function destination(location: string | string[] | undefined): URL {
  return new URL(String(location), `${base}/some/page`);
}

/** The resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

const form = { "content-type": "application/x-www-form-urlencoded" };

test.describe("redirects stay on this site", () => {
  // Paths a trailing-slash redirect used to send elsewhere ("//evil.example/" → Location "//evil.example").
  const paths = [
    "//evil.example/",
    "///evil.example/",
    "//evil.example//",
    "//evil.example/?next=1",
    "/%2f%2fevil.example/",
    "/%2F%2Fevil.example/",
    "/%5cevil.example/",
    "/%5C%5Cevil.example/",
    "/%09/evil.example/",
    "/%0d%0a/evil.example/",
    "/.//evil.example/",
    "/%2e//evil.example/",
    "/%2e%2e//evil.example/",
    "/\\evil.example/",
    "/\\\\evil.example/",
    "/https:/evil.example/",
    "/http://evil.example/",
    "/javascript:alert(1)/",
  ];

  test("the trailing-slash redirect never leaves the site", async () => {
    for (const path of paths) {
      const response = await rawRequest(base, { path });
      expect(response.status, path).toBeLessThan(500);
      if (response.status >= 300 && response.status < 400) {
        expect(destination(response.headers.location).origin, `${path} → ${response.headers.location}`).toBe(base);
        expect(String(response.headers.location)).toMatch(/^\/(?![/\\])/);
      }
    }
    const classic = await rawRequest(base, { path: "//evil.example/" });
    expect(classic.status).toBe(301);
    expect(classic.headers.location).toBe("/evil.example");
    const ordinary = await rawRequest(base, { path: "/visa/?x=1" });
    expect(ordinary.headers.location).toBe("/visa?x=1");
  });

  // What a form's redirectTo may carry; each must give a redirect to a path of this site, never a 500.
  const targets = [
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "%2f%2fevil.example",
    "/%2f%2fevil.example",
    "/%5cevil.example",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\r\n/evil.example",
    "/./evil.example",
    "/.//evil.example",
    "https://evil.example",
    "https:evil.example",
    "http://evil",
    "javascript:alert(1)",
    "/a\r\nSet-Cookie: stolen=1",
    "/日本",
    "/%ff",
    "/\u0000",
    `/${"a".repeat(10_000)}`,
  ];

  for (const action of ["/language", "/cookie-consent", "/sign-out"]) {
    test(`redirectTo of ${action} stays on this site, whatever it says`, async () => {
      for (const target of targets) {
        const fields = new URLSearchParams({ lang: "fr", decision: "accepted", redirectTo: target });
        const response = await rawRequest(base, {
          method: "POST",
          path: action,
          headers: form,
          body: fields.toString(),
        });
        if (target.includes("\u0000")) {
          // A NUL in any form field is refused at the edge (null_character), before any redirect.
          expect(response.status, `${action} ${JSON.stringify(target)}`).toBe(400);
          continue;
        }
        expect(response.status, `${action} ${JSON.stringify(target)}`).toBeGreaterThanOrEqual(300);
        expect(response.status, `${action} ${JSON.stringify(target)}`).toBeLessThan(400);
        expect(destination(response.headers.location).origin, JSON.stringify(target)).toBe(base);
        expect(response.headers["set-cookie"] ?? []).not.toContainEqual(expect.stringContaining("stolen"));
      }
    });
  }
});

test.describe("pages answer only what they serve", () => {
  const pages = ["/", "/visa", "/profile", "/language", "/sign-out", "/email-capture", "/no-such-page"];

  test("other methods than GET, HEAD and POST get a 405 with Allow, in the visitor's language", async () => {
    for (const method of ["OPTIONS", "TRACE", "PUT", "PATCH", "DELETE", "PROPFIND"]) {
      for (const path of pages) {
        const response = await rawRequest(base, { method, path, headers: { "accept-language": "fr" } });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD, POST");
        expect(response.body).toContain(apiMessage("fr", "method_not_allowed", { method }));
      }
    }
    const head = await rawRequest(base, { method: "HEAD", path: "/" });
    expect(head.status).toBe(200);
  });

  test("a page path with an encoded control character or line separator is a 404, not a 500", async () => {
    for (const path of ["/%0A", "/%0D", "/a%0Ab", "/visa/%0A", "/x%E2%80%A8y", "/%00", "/%E2%80%A9", "/%ZZ%0A"]) {
      const response = await rawRequest(base, { path, headers: { "accept-language": "fr" } });
      expect(response.status, path).toBe(404);
    }
    const french = await rawRequest(base, { path: "/%0A", headers: { "accept-language": "fr" } });
    expect(french.body).toContain(apiMessage("fr", "not_found"));
  });

  test("a NUL in a page's query or in a form field is a 400 that says so (PostgreSQL cannot store one)", async () => {
    for (const path of ["/admin/users?search=%00", "/blog?page=%00", "/visa?x=a%00"]) {
      const response = await rawRequest(base, { path, headers: { "accept-language": "fr" } });
      expect(response.status, path).toBe(400);
      expect(response.body).toContain(apiMessage("fr", "null_character"));
    }
    const posted = await rawRequest(base, {
      method: "POST",
      path: "/contact",
      headers: { ...form, "accept-language": "en" },
      body: "name=A%00B&email=a%40example.com",
    });
    expect(posted.status).toBe(400);
    expect(posted.body).toContain(apiMessage("en", "null_character"));
  });

  test("a post that is not a form gets a 415; a broken form a 400; never a 500", async () => {
    const bodies: [Record<string, string>, string | undefined][] = [
      [{ "content-type": "text/plain" }, "lang=fr"],
      [{ "content-type": "application/json" }, '{"lang":"fr"}'],
      [{ "content-type": "application/xml" }, "<lang>fr</lang>"],
      [{}, undefined],
      [{}, "lang=fr"],
    ];
    for (const path of ["/language", "/email-capture", "/sign-out", "/cookie-consent", "/visa", "/no-such-page"]) {
      for (const [headers, body] of bodies) {
        const response = await rawRequest(base, {
          method: "POST",
          path,
          headers: { "accept-language": "ar", ...headers },
          body,
        });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(415);
        expect(response.body).toContain(apiMessage("ar", "form_content_type"));
        expect(response.body).toContain('<html lang="ar" dir="rtl">');
      }
      const broken = await rawRequest(base, {
        method: "POST",
        path,
        headers: { "content-type": "multipart/form-data; boundary=nothing-like-it" },
        body: "this is not multipart",
      });
      expect(broken.status, `${path} broken multipart`).toBe(400);
      expect(broken.body).toContain(apiMessage("en", "form_unreadable"));
    }
    const chunkedForm = await rawRequest(base, {
      method: "POST",
      path: "/language",
      headers: form,
      body: "lang=fr&redirectTo=%2Fvisa",
      chunked: true,
    });
    expect(chunkedForm.status).toBe(302);
    expect(chunkedForm.headers.location).toBe("/visa");
  });
});

test.describe("page form bodies are limited while they stream", () => {
  test("a form over 64 KiB gets a 413 in the visitor's language", async () => {
    for (const chunked of [false, true]) {
      const body = `lang=fr&padding=${"a".repeat(70 * 1024)}`;
      const response = await rawRequest(base, {
        method: "POST",
        path: "/language",
        headers: { ...form, "accept-language": "fr" },
        body,
        chunked,
      });
      expect(response.status, `chunked: ${chunked}`).toBe(413);
      expect(response.body).toContain(apiMessage("fr", "form_too_large", { maxKb: "64" }));
    }
  });

  test("50 MB streamed to a page is refused without the server's memory growing", async () => {
    // A server of its own: the shared one renders other walks' pages meanwhile, which moves its memory.
    const server = await startOwnServer("body-limit", {});
    try {
      const before = rssMb(server.pid);
      const statuses: number[] = [];
      for (let round = 0; round < 3; round++) {
        const response = await rawRequest(server.base, {
          method: "POST",
          path: "/email-capture",
          headers: form,
          streamBytes: 50 * 1024 * 1024,
        });
        statuses.push(response.status);
      }
      const after = rssMb(server.pid);
      // Reading one of these bodies whole would cost at least its 50 MB; the limit keeps it to 64 KiB.
      expect(after - before, `RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB`).toBeLessThan(30);
      expect(statuses).toEqual([413, 413, 413]);
      expect((await rawRequest(server.base, { path: "/api/health" })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

test.describe("private answers are never stored by a cache", () => {
  test("signed-in pages and API answers, and the private paths, carry Cache-Control: no-store", async ({ request }) => {
    const email = `e2e-no-store-${Date.now()}@example.com`;
    const password = "correct horse battery";
    const signUp = await request.post("/api/auth/sign-up/email", {
      data: {
        email,
        password,
        confirmPassword: password,
        name: "Cache Tester",
        nationality: "MA",
        targetCountry: "FR",
        profession: "Engineer",
        agreeToTerms: true,
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const signIn = await request.post("/api/auth/sign-in/email", { data: { email, password } });
    expect(signIn.status(), await signIn.text()).toBe(200);

    for (const path of ["/", "/visa", "/profile", "/api/auth/me", "/api/health", "/api/account/export"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()["cache-control"], `signed in: ${path}`).toBe("no-store");
    }

    // Signed out: the private paths still say no-store; a public page is shared, and a cache in
    // front of us must ask each time (the page cache's answer, ADR 0052).
    for (const path of ["/profile", "/admin", "/api/auth/me", "/api/account/export", "/api/email-captures"]) {
      const response = await rawRequest(base, { path });
      expect(response.headers["cache-control"], `signed out: ${path}`).toBe("no-store");
    }
    const publicPage = await rawRequest(base, { path: "/visa" });
    expect(publicPage.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");

    // A bearer token is a session too; fingerprinted build files stay cacheable by everyone.
    const withBearer = await rawRequest(base, { path: "/visa", headers: { authorization: "Bearer whatever" } });
    expect(withBearer.headers["cache-control"]).toBe("no-store");
    const page = await rawRequest(base, { path: "/" });
    const asset = /\/assets\/[^"]+\.js/.exec(page.body)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await rawRequest(base, {
      path: String(asset),
      headers: { cookie: "passerelle.session_token=anything" },
    });
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers["cache-control"]).toMatch(/public, max-age=\d+/);
  });
});

test.describe("scripts and styles are compressed once, when the site is built", () => {
  test("an asset comes as Brotli, gzip or as it is, as the browser asks, always the same text", async () => {
    const home = await (await fetch(`${base}/`)).text();
    const assets = [/\/assets\/[\w-]+\.js/.exec(home)?.[0], /\/assets\/[\w-]+\.css/.exec(home)?.[0]];
    for (const path of assets) {
      expect(path, "the home page loads a script and a style sheet").toBeTruthy();
      const plain = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity" } });
      expect(plain.headers.get("content-encoding")).toBeNull();
      const text = await plain.text();
      const sizes: number[] = [Number(plain.headers.get("content-length"))];
      for (const [asked, sent] of [
        ["gzip", "gzip"],
        ["gzip, deflate, br, zstd", "br"],
      ] as const) {
        const answer = await fetch(`${base}${path}`, { headers: { "accept-encoding": asked } });
        expect(answer.headers.get("content-encoding"), `${path} for ${asked}`).toBe(sent);
        expect(answer.headers.get("vary")).toContain("Accept-Encoding");
        expect(answer.headers.get("cache-control")).toContain("max-age=31536000");
        sizes.push(Number(answer.headers.get("content-length")));
        expect(await answer.text()).toBe(text);
      }
      // As it is, gzip, Brotli: each smaller than the one before, and every length stated.
      expect(sizes.every((size) => size > 0)).toBe(true);
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    }
  });
});
