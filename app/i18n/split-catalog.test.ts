import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { firstPartKeys } from "./first-part-keys.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";
import fr from "./locales/fr.ts";
import { splitCatalog } from "./split-catalog.ts";

describe("the browser's catalogue: the first part and the rest (ADRs 0048, 0077)", () => {
  it.each([
    ["en", en],
    ["fr", fr],
    ["ar", ar],
  ])(
    "%s: the rest added to the first part, as the browser adds it, gives back the whole catalogue",
    async (language, catalog) => {
      const { first, rest } = splitCatalog(catalog, firstPartKeys);
      const i18n = createInstance();
      await i18n.init({ lng: language, resources: { [language]: { translation: first } } });
      i18n.addResourceBundle(language, "translation", rest, true, true);
      expect(i18n.getResourceBundle(language, "translation")).toEqual(catalog);
    },
  );

  it("puts only the listed keys in the first part, whole sections or parts of one", () => {
    const { first, rest } = splitCatalog(en, firstPartKeys);
    expect(first.nav).toEqual(en.nav);
    expect(rest.nav).toBeUndefined();
    // The home page's kept parts (ADR 0053) read their text only once the rest has come.
    expect(first.home).toBeUndefined();
    expect(rest.home).toEqual(en.home);
    expect(first.footer).toEqual({ about: en.footer.about, privacy: en.footer.privacy });
    expect(first.account).toEqual({ menu: en.account.menu, plans: en.account.plans });
    expect(rest.account).toMatchObject({ login: en.account.login });
    expect((rest.account as Record<string, unknown>).menu).toBeUndefined();
    expect(first.tools).toBeUndefined();
    expect(rest.tools).toEqual(en.tools);
  });

  it("refuses a key the catalogue does not have, so a renamed section fails the build", () => {
    expect(() => splitCatalog(en, ["home", "account.nowhere"])).toThrow('no key "account.nowhere"');
    expect(() => splitCatalog(en, ["brand.name.deeper"])).toThrow('no section "brand.name.deeper"');
  });
});
