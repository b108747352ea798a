import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { sharedDeploymentProblems } from "./shared-deployment.ts";

const secret = "s".repeat(40);
const problemsOf = (env: Record<string, string>) => sharedDeploymentProblems(loadConfig(env), env);
const named = (env: Record<string, string>) => problemsOf(env).map((line) => line.trim().split(/[:( ]/)[0]);

/** ADR 0071: a server that may run beside others refuses to start half-configured. */
describe("what a server that may run beside others must be told", () => {
  it("asks nothing of the first `npm start` on loopback with SQLite", () => {
    expect(problemsOf({})).toEqual([]);
  });

  it("on PostgreSQL, names the secret, the public address and shared storage", () => {
    const env = { DATABASE_URL: "postgres://db.internal/passerelle" };
    expect(named(env)).toEqual(["BETTER_AUTH_SECRET", "PUBLIC_URL", "S3_BUCKET"]);
    expect(problemsOf(env).join("\n")).toContain("UPLOADS_DIR_SHARED=true");
  });

  it("on PostgreSQL, starts with the three given, or with UPLOADS_DIR declared shared", () => {
    const base = {
      DATABASE_URL: "postgresql://db.internal/passerelle",
      BETTER_AUTH_SECRET: secret,
      PUBLIC_URL: "https://passerelle.example",
    };
    expect(
      problemsOf({
        ...base,
        S3_BUCKET: "passerelle-uploads",
        S3_ENDPOINT: "http://s3.internal:9000",
        S3_REGION: "eu-west-3",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toEqual([]);
    expect(problemsOf({ ...base, UPLOADS_DIR_SHARED: "true" })).toEqual([]);
    expect(named({ ...base, UPLOADS_DIR_SHARED: "false" })).toEqual(["S3_BUCKET"]);
  });

  it("beyond loopback, on SQLite, needs the secret (the rest is the configuration's own rule)", () => {
    const env = {
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://passerelle.example",
      PAYMENTS_PROVIDER: "test",
      // The legal notice an operator must publish (ADR 0026), as config.test.ts sets it.
      LEGAL_PUBLISHER_NAME: "Passerelle SAS",
      LEGAL_FORM: "Société par actions simplifiée",
      LEGAL_SHARE_CAPITAL: "10 000 €",
      LEGAL_ADDRESS: "12 rue de Rivoli, 75004 Paris",
      LEGAL_REGISTRATION: "RCS Paris 912 345 678",
      LEGAL_VAT_NUMBER: "FR32 912345678",
      LEGAL_PUBLICATION_DIRECTOR: "Claire Martin",
      CONTACT_EMAIL: "contact@passerelle.fr",
      CONTACT_PHONE: "+33 1 84 00 12 34",
      LEGAL_HOST_NAME: "Hébergeur SAS",
      LEGAL_HOST_ADDRESS: "2 rue Kellermann, 59100 Roubaix",
      LEGAL_HOST_PHONE: "+33 9 72 10 10 07",
    };
    expect(named(env)).toEqual(["BETTER_AUTH_SECRET"]);
    expect(problemsOf({ ...env, BETTER_AUTH_SECRET: secret })).toEqual([]);
  });
});
