import { afterEach, describe, expect, it, vi } from "vitest";
import { pageCacheKey } from "./page-cache-key.ts";

const origin = "http://localhost:3000";
const keyOf = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  pageCacheKey({ method, url: `${origin}${path}`, headers: new Headers(headers) });

describe("which visits the page cache may answer (ADR 0052)", () => {
  it("takes anonymous GET and HEAD of public pages", () => {
    for (const path of ["/", "/visa", "/visa/etudiant", "/paris-guide", "/help", "/blog", "/blog/a-post", "/pricing"]) {
      expect(keyOf(path), path).not.toBeNull();
    }
    expect(keyOf("/visa/etudiant", {}, "HEAD")).toBe(keyOf("/visa/etudiant"));
    expect(keyOf("/visa/etudiant", {}, "POST")).toBeNull();
  });

  it("never takes a private page, a form page or a planning tool", () => {
    for (const path of ["/profile", "/dashboard", "/admin/faq", "/advisor", "/login", "/assistant", "/tools/budget"]) {
      expect(keyOf(path), path).toBeNull();
    }
  });

  it("never takes a visitor with a session, a token, a buyer's key or any unknown cookie", () => {
    expect(keyOf("/", { cookie: "passerelle.session_token=abc" })).toBeNull();
    expect(keyOf("/", { cookie: "__Secure-passerelle.session_token=abc" })).toBeNull();
    expect(keyOf("/", { authorization: "Bearer abc" })).toBeNull();
    expect(keyOf("/", { cookie: "passerelle_buyer=abc" })).toBeNull();
    expect(keyOf("/", { cookie: "something=else" })).toBeNull();
    expect(keyOf("/", { cookie: "passerelle_lang=fr; passerelle_visitor=x" })).not.toBeNull();
  });

  it("never takes a parameter the page does not list, such as a form's result or a search", () => {
    expect(keyOf("/pricing?checkoutError=plan_required")).toBeNull();
    expect(keyOf("/visa?q=student")).toBeNull();
    expect(keyOf("/city-quiz?climate=warm")).toBeNull();
    expect(keyOf(`/pricing?tab=${"x".repeat(201)}`)).toBeNull();
    expect(keyOf("/pricing?tab=individuals&billing=yearly&lang=fr")).not.toBeNull();
  });

  it("keeps one page per language and per cookie choice, whatever the order of parameters", () => {
    expect(keyOf("/?lang=fr")).not.toBe(keyOf("/?lang=en"));
    // The bare address negotiates: the same French page for a French browser or a French choice,
    // and not the ?lang=fr address, whose canonical differs (ADR 0046).
    expect(keyOf("/", { "accept-language": "fr-FR,fr;q=0.9" })).toBe(keyOf("/", { cookie: "passerelle_lang=fr" }));
    expect(keyOf("/", { "accept-language": "fr" })).not.toBe(keyOf("/", { "accept-language": "en" }));
    expect(keyOf("/", { "accept-language": "fr" })).not.toBe(keyOf("/?lang=fr"));
    expect(keyOf("/?lang=ar", { cookie: "passerelle_lang=fr" })).toBe(keyOf("/?lang=ar"));
    const accepted = encodeURIComponent(
      JSON.stringify({ decision: "accepted", preferences: { analytics: true, marketing: true, preferences: true } }),
    );
    expect(keyOf("/?lang=en", { cookie: `passerelle_consent=${accepted}` })).not.toBe(keyOf("/?lang=en"));
    expect(keyOf("/pricing?billing=yearly&tab=business")).toBe(keyOf("/pricing?tab=business&billing=yearly"));
    expect(keyOf("/city-comparison?cities=paris&cities=lyon")).not.toBe(
      keyOf("/city-comparison?cities=lyon&cities=paris"),
    );
  });
});

describe("the page cache across midnight in Paris", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keys a page by the Paris day, so a revaluation at midnight is not hidden by the cache", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-31T21:59:00Z"));
    const may = keyOf("/visa/visiteur-touriste");
    expect(keyOf("/visa/visiteur-touriste")).toBe(may);
    vi.setSystemTime(new Date("2026-05-31T22:00:00Z"));
    expect(keyOf("/visa/visiteur-touriste")).not.toBe(may);
  });
});
