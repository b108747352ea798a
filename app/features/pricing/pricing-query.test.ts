import { describe, expect, it } from "vitest";
import { consultationHref, consultationPrefillOf } from "./consultation-prefill.ts";
import { billingOf, pricingHref, tabOf } from "./pricing-query.ts";

describe("the pricing page's address", () => {
  it("reads the tab and the billing period, and falls back to the defaults on anything else", () => {
    expect(tabOf(new URLSearchParams("tab=business"))).toBe("business");
    expect(tabOf(new URLSearchParams("tab=eu-eea"))).toBe("eu-eea");
    expect(tabOf(new URLSearchParams("tab=<script>"))).toBe("subscriptions");
    expect(tabOf(new URLSearchParams(""))).toBe("subscriptions");
    expect(billingOf(new URLSearchParams("billing=yearly"))).toBe("yearly");
    expect(billingOf(new URLSearchParams("billing=weekly"))).toBe("monthly");
  });

  it("keeps the language pin and the other choice when one changes", () => {
    const search = new URLSearchParams("lang=fr&billing=yearly");
    expect(pricingHref(search, { tab: "individuals" })).toBe("/pricing?lang=fr&billing=yearly&tab=individuals");
    expect(pricingHref(new URLSearchParams("tab=business"), { billing: "monthly" })).toBe(
      "/pricing?tab=business&billing=monthly",
    );
  });
});

describe("the consultation prefill", () => {
  it("links to the home page's form with the package, keeping ?lang=", () => {
    expect(consultationHref("family-premium", { search: "" })).toBe("/?consultation=family-premium#consultation");
    expect(consultationHref("startup-launch", { search: "?lang=fr" })).toBe(
      "/?consultation=startup-launch&lang=fr#consultation",
    );
  });

  it("fills in the package's application type and names it in the message; an unknown id fills nothing", () => {
    const message = (name: string) => `About ${name}`;
    expect(consultationPrefillOf(new URL("http://x/?consultation=startup-launch"), message)).toEqual({
      applicationType: "entrepreneur",
      message: "About Startup Launch",
    });
    expect(consultationPrefillOf(new URL("http://x/?consultation=family-premium"), message)?.applicationType).toBe(
      "family",
    );
    expect(consultationPrefillOf(new URL("http://x/?consultation=nope"), message)).toBeNull();
    expect(consultationPrefillOf(new URL("http://x/"), message)).toBeNull();
  });
});
