import { describe, expect, it } from "vitest";
import { loadConfig, paymentProviderOf } from "./config.ts";

/** Every value the legal notice needs (ADR 0026), as an operator would set them. */
const legalNotice = {
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

/** A server others can reach takes real payments (ADR 0028): Stripe's keys, as an operator sets them. */
const stripeKeys = { STRIPE_SECRET_KEY: "sk_live_51abcDEF", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

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
      expect(
        loadConfig({ ...legalNotice, ...stripeKeys, HOST: "0.0.0.0", PUBLIC_URL: "https://passerelle.example/" })
          .PUBLIC_URL,
      ).toBe("https://passerelle.example");
      expect(loadConfig({ PUBLIC_URL: "https://passerelle.example" }).PUBLIC_URL).toBe("https://passerelle.example");
      expect(() => loadConfig({ PUBLIC_URL: "ftp://passerelle.example" })).toThrow(/PUBLIC_URL/);
    });
  });

  describe("the legal notice (ADR 0026)", () => {
    const beyondLoopback = { HOST: "0.0.0.0", PUBLIC_URL: "https://passerelle.example", ...stripeKeys };

    it("needs nothing on loopback, where the pages show marked examples", () => {
      const config = loadConfig({});
      expect(config.LEGAL_PUBLISHER_NAME).toBeUndefined();
      expect(config.CONTACT_EMAIL).toBeUndefined();
      expect(loadConfig({ HOST: "localhost", LEGAL_PUBLISHER_NAME: "Passerelle SAS" }).LEGAL_PUBLISHER_NAME).toBe(
        "Passerelle SAS",
      );
    });

    it("refuses to start beyond loopback without it, naming every missing variable", () => {
      let message = "";
      try {
        loadConfig(beyondLoopback);
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of Object.keys(legalNotice)) {
        expect(message).toContain(`  ${name}: required when HOST=0.0.0.0 listens beyond loopback: the legal notice`);
      }
      expect(message).not.toContain("PUBLIC_URL");

      const { LEGAL_HOST_PHONE: _, ...withoutHostPhone } = legalNotice;
      expect(() => loadConfig({ ...beyondLoopback, ...withoutHostPhone })).toThrow(
        /^Invalid configuration, fix these environment variables:\n {2}LEGAL_HOST_PHONE: required when HOST=0\.0\.0\.0 listens beyond loopback: the legal notice \(\/legal-notice, required in France by LCEN art\. 6 III\) and the contact page show it \(see \.env\.example\)$/,
      );
      // An empty value in a .env file is no value.
      expect(() => loadConfig({ ...beyondLoopback, ...legalNotice, LEGAL_ADDRESS: "" })).toThrow(
        /LEGAL_ADDRESS: required/,
      );
      // Both missing: both named.
      expect(() => loadConfig({ HOST: "0.0.0.0", ...legalNotice, ...stripeKeys, CONTACT_EMAIL: undefined })).toThrow(
        /CONTACT_EMAIL: required[\s\S]*PUBLIC_URL: required/,
      );
    });

    it("starts beyond loopback with every value, kept as written", () => {
      const config = loadConfig({
        ...beyondLoopback,
        ...legalNotice,
        LEGAL_ADDRESS: "  12 rue de Rivoli, 75004 Paris ",
      });
      expect(config.LEGAL_ADDRESS).toBe("12 rue de Rivoli, 75004 Paris");
      expect(config.LEGAL_VAT_NUMBER).toBe("FR32 912345678");
      expect(config.CONTACT_PHONE).toBe("+33 1 84 00 12 34");
    });

    it("checks the values it can check, wherever the server listens", () => {
      expect(() => loadConfig({ CONTACT_EMAIL: "contact at passerelle" })).toThrow(/CONTACT_EMAIL/);
      expect(() => loadConfig({ CONTACT_PHONE: "call us" })).toThrow(/CONTACT_PHONE: must be a telephone number/);
      expect(() => loadConfig({ LEGAL_HOST_PHONE: "12" })).toThrow(/LEGAL_HOST_PHONE/);
      expect(() => loadConfig({ LEGAL_FORM: "x" })).toThrow(/LEGAL_FORM/);
    });
  });

  describe("payments (ADR 0028)", () => {
    const reachable = { HOST: "0.0.0.0", PUBLIC_URL: "https://passerelle.example", ...legalNotice };

    it("takes test payments on loopback without any key", () => {
      expect(paymentProviderOf(loadConfig({}))).toBe("test");
    });

    it("refuses to take pretend payments on a server others can reach", () => {
      expect(() => loadConfig(reachable)).toThrow(
        /STRIPE_SECRET_KEY: required when HOST=0\.0\.0\.0 listens beyond loopback: without Stripe keys the server would take pretend payments/,
      );
      // Unless an operator says so for a demo.
      expect(paymentProviderOf(loadConfig({ ...reachable, PAYMENTS_PROVIDER: "test" }))).toBe("test");
    });

    it("uses Stripe when its key is set, and then requires the webhook secret", () => {
      expect(paymentProviderOf(loadConfig({ ...reachable, ...stripeKeys }))).toBe("stripe");
      expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
        /STRIPE_WEBHOOK_SECRET: required with a Stripe key/,
      );
      expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_a" })).toThrow(
        /STRIPE_SECRET_KEY: must be a Stripe secret key/,
      );
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

  it("prints the guides at start-up unless PDF_WARM_AT_START is false", () => {
    expect(loadConfig({}).PDF_WARM_AT_START).toBe(true);
    expect(loadConfig({ PDF_WARM_AT_START: "true" }).PDF_WARM_AT_START).toBe(true);
    expect(loadConfig({ PDF_WARM_AT_START: "false" }).PDF_WARM_AT_START).toBe(false);
    expect(() => loadConfig({ PDF_WARM_AT_START: "no" })).toThrow(/PDF_WARM_AT_START: must be true or false/);
  });

  it("has a shutdown grace period of 10 seconds unless set", () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: "2500" }).SHUTDOWN_GRACE_MS).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  describe("the assistant's model (ADR 0042)", () => {
    it("has none unless a base URL is set: the built-in answerer answers alone", () => {
      const config = loadConfig({});
      expect(config.ASSISTANT_MODEL_BASE_URL).toBeUndefined();
      expect(config.ASSISTANT_MODEL_TIMEOUT_MS).toBe(8000);
    });

    it("takes a base URL without its trailing slash, and then requires the model's name", () => {
      const settings = { ASSISTANT_MODEL_BASE_URL: "http://127.0.0.1:11434/v1/" };
      expect(() => loadConfig(settings)).toThrow(/ASSISTANT_MODEL_NAME: required with ASSISTANT_MODEL_BASE_URL/);
      const config = loadConfig({ ...settings, ASSISTANT_MODEL_NAME: "llama3.1", ASSISTANT_MODEL_TIMEOUT_MS: "3000" });
      expect(config.ASSISTANT_MODEL_BASE_URL).toBe("http://127.0.0.1:11434/v1");
      expect(config.ASSISTANT_MODEL_TIMEOUT_MS).toBe(3000);
      expect(() => loadConfig({ ASSISTANT_MODEL_BASE_URL: "ftp://models" })).toThrow(/ASSISTANT_MODEL_BASE_URL/);
      expect(() => loadConfig({ ASSISTANT_MODEL_TIMEOUT_MS: "fast" })).toThrow(/ASSISTANT_MODEL_TIMEOUT_MS/);
    });
  });
});
