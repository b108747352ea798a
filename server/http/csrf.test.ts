import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./csrf.ts";

function request(method: string, headers: Record<string, string>) {
  return new Request("http://localhost:3000/api/email-capture", { method, headers });
}

const publicOrigin = ["https://passerelle.example"];

describe("isCrossSiteRequest", () => {
  it("refuses a POST whose Origin is another site", () => {
    expect(isCrossSiteRequest(request("POST", { host: "localhost:3000", origin: "https://evil.example" }), [])).toBe(
      true,
    );
  });

  it("refuses a POST the browser marks cross-site or same-site (a sibling subdomain)", () => {
    expect(isCrossSiteRequest(request("POST", { "sec-fetch-site": "cross-site" }), [])).toBe(true);
    expect(isCrossSiteRequest(request("POST", { "sec-fetch-site": "same-site" }), [])).toBe(true);
  });

  it("refuses an opaque Origin (sandboxed frame, data: URL) and a garbled one", () => {
    expect(isCrossSiteRequest(request("POST", { host: "localhost:3000", origin: "null" }), [])).toBe(true);
    expect(isCrossSiteRequest(request("POST", { host: "localhost:3000", origin: "not a url" }), [])).toBe(true);
  });

  it("refuses a different port on the same host name (another origin)", () => {
    expect(isCrossSiteRequest(request("POST", { host: "localhost:3000", origin: "http://localhost:4000" }), [])).toBe(
      true,
    );
  });

  it("allows a same-origin POST", () => {
    expect(
      isCrossSiteRequest(
        request("POST", { host: "localhost:3000", origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }),
        [],
      ),
    ).toBe(false);
  });

  it("allows the configured public origin when a proxy changed the Host header", () => {
    expect(
      isCrossSiteRequest(
        request("POST", { host: "10.0.0.5:3000", origin: "https://passerelle.example" }),
        publicOrigin,
      ),
    ).toBe(false);
  });

  it("allows a direct navigation (Sec-Fetch-Site: none) and non-browser clients without Origin", () => {
    expect(isCrossSiteRequest(request("POST", { "sec-fetch-site": "none" }), [])).toBe(false);
    // curl, monitoring, server-to-server: no ambient cookies to abuse.
    expect(isCrossSiteRequest(request("POST", {}), [])).toBe(false);
  });

  it("never blocks safe methods, which must not change anything", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(
        isCrossSiteRequest(request(method, { origin: "https://evil.example", "sec-fetch-site": "cross-site" }), []),
      ).toBe(false);
    }
  });
});
