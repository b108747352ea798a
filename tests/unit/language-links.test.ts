import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appSourceFiles, repositoryRoot as root } from "./app-source-files.ts";

/*
 * A page read on /x?lang=ar keeps its language on the next click only if every link carries the
 * ?lang= (ADR 0087). The site's Link and NavLink (app/components/ui/link.tsx) do; React Router's
 * own do not, and a GET form replaces its action's query with its fields, so it needs the
 * language as a field (<LanguageField />). Both slips build and run fine, so this scan finds them.
 * tests/e2e/language-crawl.spec.ts follows the links of the built site.
 */

const wrapper = "app/components/ui/link.tsx";

/** `Link`/`NavLink` taken from react-router itself, in any import's layout (one line or several). */
function routerLinkImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']react-router["']/g)].flatMap((match) =>
    (match[1] ?? "")
      .split(",")
      .map((name) => name.trim().replace(/^type\s+/, ""))
      .filter((name) => /^(Link|NavLink)(\s+as\s+\w+)?$/.test(name)),
  );
}

/** A `method="get"` form (plain or React Router's) in a file that never renders <LanguageField />. */
function getFormsWithoutLanguage(source: string): boolean {
  return /method=["']get["']/i.test(source) && !source.includes("<LanguageField />");
}

const files = appSourceFiles();

describe("links keep the page's language", () => {
  it("take Link and NavLink from the site's wrapper, never from react-router", () => {
    expect(files.length).toBeGreaterThan(200);
    const offenders = files
      .filter((file) => file !== wrapper)
      .filter((file) => routerLinkImports(readFileSync(join(root, file), "utf8")).length > 0);
    expect(offenders).toEqual([]);
  });

  it("send the language along from every GET form", () => {
    const offenders = files.filter((file) => getFormsWithoutLanguage(readFileSync(join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("would see a router link however the import is laid out, and a GET form without the field", () => {
    expect(routerLinkImports('import { href, Link } from "react-router";')).toEqual(["Link"]);
    expect(routerLinkImports('import {\n  Form,\n  NavLink as Nav,\n} from "react-router";')).toEqual([
      "NavLink as Nav",
    ]);
    expect(routerLinkImports('import { Link } from "../ui/link.tsx";')).toEqual([]);
    expect(routerLinkImports('import { Links, Meta } from "react-router";')).toEqual([]);
    expect(getFormsWithoutLanguage('<Form method="get" action="/visa"><input name="q" /></Form>')).toBe(true);
    expect(getFormsWithoutLanguage('<form method="get"><LanguageField /></form>')).toBe(false);
  });
});
