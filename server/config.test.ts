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

  it("has a shutdown grace period of 10 seconds unless set", () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: "2500" }).SHUTDOWN_GRACE_MS).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it("reads TRUST_PROXY as a number of trusted proxies", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: must be false, true/);
    expect(() => loadConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });
});
