import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("works with nothing set", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe("file:data/passerelle.sqlite");
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with file:/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
  });

  describe("PUBLIC_URL", () => {
    it("defaults to http://localhost:PORT while the server listens on loopback", () => {
      expect(loadConfig({}).PUBLIC_URL).toBe("http://localhost:3000");
      for (const HOST of ["127.0.0.1", "localhost", "::1", "127.0.0.2"]) {
        expect(loadConfig({ HOST, PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
      }
    });

    it("refuses to start beyond loopback without it, naming the variable", () => {
      for (const HOST of ["0.0.0.0", "::", "192.168.1.10", "passerelle.internal"]) {
        expect(() => loadConfig({ HOST })).toThrow(/PUBLIC_URL: required when HOST=/);
      }
      expect(() => loadConfig({ HOST: "0.0.0.0", PUBLIC_URL: "" })).toThrow(/PUBLIC_URL/);
    });

    it("is used as given, without a trailing slash, wherever the server listens", () => {
      expect(loadConfig({ HOST: "0.0.0.0", PUBLIC_URL: "https://passerelle.example/" }).PUBLIC_URL).toBe(
        "https://passerelle.example",
      );
      expect(loadConfig({ PUBLIC_URL: "https://passerelle.example" }).PUBLIC_URL).toBe("https://passerelle.example");
      expect(() => loadConfig({ PUBLIC_URL: "ftp://passerelle.example" })).toThrow(/PUBLIC_URL/);
    });
  });

  it("reads TRUST_PROXY as a number of trusted proxies", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: must be false, true/);
    expect(() => loadConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });

  it("has a shutdown grace period of 10 seconds unless set", () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: "2500" }).SHUTDOWN_GRACE_MS).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
