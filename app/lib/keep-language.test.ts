import { describe, expect, it } from "vitest";
import {
  afterLanguageSwitch,
  keepLanguage,
  keepLanguageOnLink,
  pinnedLanguage,
  withLanguage,
} from "./keep-language.ts";

const at = (address: string) => new URL(address, "http://localhost:3000");

describe("keeping the language of a ?lang= address", () => {
  it("reads the pinned language, ignoring anything unsupported", () => {
    expect(pinnedLanguage(at("/contact?lang=fr"))).toBe("fr");
    expect(pinnedLanguage({ search: "?x=1&lang=ar" })).toBe("ar");
    expect(pinnedLanguage(at("/contact"))).toBeNull();
    expect(pinnedLanguage(at("/contact?lang=de"))).toBeNull();
  });

  it("carries the pin to a redirect target, keeping its own query and fragment", () => {
    expect(keepLanguage("/", at("/sign-out?lang=fr"))).toBe("/?lang=fr");
    expect(keepLanguage("/profile?verified=1", at("/verify-email?token=t&lang=ar"))).toBe(
      "/profile?verified=1&lang=ar",
    );
    expect(keepLanguage("/visa/talent#cost", { search: "?lang=fr" })).toBe("/visa/talent?lang=fr#cost");
  });

  it("leaves the target alone without a pin, or when it names its own language", () => {
    expect(keepLanguage("/profile", at("/login"))).toBe("/profile");
    expect(keepLanguage("/profile?lang=en", at("/login?lang=fr"))).toBe("/profile?lang=en");
  });

  it("after a switch, replaces the old pin with the chosen language and adds none otherwise", () => {
    expect(afterLanguageSwitch("/visa?lang=fr", "en")).toBe("/visa?lang=en");
    expect(afterLanguageSwitch("/visa", "en")).toBe("/visa");
    expect(withLanguage("/?a=1&lang=fr&b=2", "ar")).toBe("/?a=1&lang=ar&b=2");
  });

  it("carries the pin on links to this site's pages, relative ones included", () => {
    const ar = { search: "?lang=ar" };
    expect(keepLanguageOnLink("/city-quiz", ar)).toBe("/city-quiz?lang=ar");
    expect(keepLanguageOnLink("/visa/talent?tab=cost#fees", ar)).toBe("/visa/talent?tab=cost&lang=ar#fees");
    expect(keepLanguageOnLink("?page=2", ar)).toBe("?page=2&lang=ar");
    expect(keepLanguageOnLink("edit", ar)).toBe("edit?lang=ar");
    expect(keepLanguageOnLink({ pathname: "/blog", search: "?tag=x" }, ar)).toEqual({
      pathname: "/blog",
      search: "?tag=x&lang=ar",
    });
  });

  it("leaves other sites, fragments, a target's own language and unpinned pages alone", () => {
    const ar = { search: "?lang=ar" };
    for (const to of ["https://www.service-public.fr/", "mailto:a@b.example", "//cdn.example/x", "#main", ""]) {
      expect(keepLanguageOnLink(to, ar)).toBe(to);
    }
    expect(keepLanguageOnLink("/visa?lang=en", ar)).toBe("/visa?lang=en");
    expect(keepLanguageOnLink({ hash: "#top" }, ar)).toEqual({ hash: "#top" });
    expect(keepLanguageOnLink("/visa", { search: "" })).toBe("/visa");
  });
});
