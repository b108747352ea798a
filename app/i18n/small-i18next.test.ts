import { createInstance } from "i18next";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { initReactI18next, I18nextProvider as RealProvider, Trans as RealTrans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions } from "./i18n-options.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";
import fr from "./locales/fr.ts";
import { SmallI18next } from "./small-i18next.ts";
import { I18nextProvider, Trans } from "./small-react-i18next.tsx";

/*
 * Our pages render with small-i18next.ts, on the server and in the browser, where our catalogues
 * and calls were written for i18next: any difference is text that is not what the catalogue
 * means (a plural, a placeholder, a missing key read differently). Both are asked
 * for every key of every catalogue, with each plural key's counts and every placeholder filled,
 * missing and empty, and every <Trans> of ours is rendered with both.
 */

const catalogs = { en, fr, ar } as const;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const missing = (key: string, defaultValue?: string) => defaultValue ?? key;

function leaves(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

async function both(language: keyof typeof catalogs) {
  const real = createInstance();
  await real
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: language, resources: { [language]: { translation: catalogs[language] } } });
  real.options.parseMissingKeyHandler = missing;
  const small = new SmallI18next();
  small.addResourceBundle(language, "translation", catalogs[language]);
  await small.init({ lng: language, parseMissingKeyHandler: missing });
  return { real, small };
}

describe.each(["en", "fr", "ar"] as const)("our small i18next in %s", (language) => {
  it("gives i18next's text for every key, every count and every placeholder", async () => {
    const { real, small } = await both(language);
    const keys = new Map<string, Set<string>>();
    for (const [path, text] of leaves(catalogs[language])) {
      const base = path.replace(pluralSuffix, "");
      const names = keys.get(base) ?? new Set<string>();
      for (const match of text.matchAll(/\{\{(.+?)\}\}/g)) names.add(match[1]?.trim() ?? "");
      if (pluralSuffix.test(path)) names.add("count");
      keys.set(base, names);
    }
    let compared = 0;
    const expectSame = (key: string, options?: Record<string, unknown>) => {
      // biome-ignore lint/suspicious/noExplicitAny: i18next's typed keys are not the point here
      expect(small.t(key, options), `${key} ${JSON.stringify(options)}`).toBe((real.t as any)(key, options));
      compared++;
    };
    for (const [key, names] of keys) {
      const filled = Object.fromEntries([...names].map((name) => [name, `⟨${name} & <b>⟩`]));
      expectSame(key);
      expectSame(key, filled);
      expectSame(key, Object.fromEntries([...names].map((name) => [name, undefined])));
      expectSame(key, Object.fromEntries([...names].map((name) => [name, null])));
      if (names.has("count")) {
        for (const count of [0, 1, 2, 3, 5, 11, 100, 101, 1.5]) expectSame(key, { ...filled, count });
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("reads a missing key, or its default value, as i18next does", async () => {
    const { real, small } = await both(language);
    // biome-ignore lint/suspicious/noExplicitAny: keys that do not exist, on purpose
    const realT = real.t as any;
    for (const [key, options] of [
      ["no.such.key", undefined],
      ["no.such.key", { defaultValue: "Fallback for {{name}}", name: "Samira" }],
      ["account.errors.no_such_error", { defaultValue: "" }],
      ["home", undefined],
    ] as const) {
      expect(small.t(key, options)).toBe(realT(key, options));
    }
  });

  it("renders every <Trans> of ours as react-i18next does", async () => {
    const { real, small } = await both(language);
    const cases: [string, Record<string, unknown> | undefined, Record<string, ReactElement>][] = [
      [
        "account.verify.checkText",
        { email: "o'brien+test&co@example.fr" },
        { bdi: createElement("bdi", { dir: "ltr" }) },
      ],
      [
        "account.register.agreeToTerms",
        undefined,
        { terms: createElement("a", { href: "/terms", target: "_blank", rel: "noopener", className: "underline" }) },
      ],
      [
        "visaPage.talentRenaming",
        { law: "Loi n° 2024-42 du 26 janvier 2024 <pour> contrôler l'immigration" },
        { law: createElement("a", { href: "https://www.legifrance.gouv.fr/", rel: "noopener" }) },
      ],
    ];
    for (const [i18nKey, values, components] of cases) {
      const expected = renderToStaticMarkup(
        createElement(
          RealProvider,
          { i18n: real },
          createElement(RealTrans, { i18nKey: i18nKey as never, values, components }),
        ),
      );
      const actual = renderToStaticMarkup(
        createElement(I18nextProvider, { i18n: small }, createElement(Trans, { i18nKey, values, components })),
      );
      expect(actual, i18nKey).toBe(expected);
      expect(actual).not.toContain("{{");
    }
  });
});
