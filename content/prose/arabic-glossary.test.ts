import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { arabicGlossary, discouragedWordings, type GlossaryFinding } from "./arabic-glossary.ts";

/*
 * Every Arabic text names each official thing the glossary's way (content/prose/arabic-glossary.ts).
 * Two nets: the string literals of the sources (which also reach the e-mails' templates and the
 * interface catalogue of app/, which content may not import, ADR 0019), and the `ar` members of the
 * content modules' data, imported (which also reach a text assembled from parts).
 */

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Files that record how readers write, not how we do: the assistant's test questions and the
 * words it maps to our pages keep the variants on purpose, so the search still understands them.
 */
const readersWording = new Set([
  "content/assistant/answer-cases.ts",
  "content/assistant/fact-question-words.ts",
  "content/assistant/query-synonyms.ts",
  "content/assistant/retrieval-questions.ts",
  "content/assistant/which-visa-words.ts",
]);
const glossaryFile = "content/prose/arabic-glossary.ts";

const scanned = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !readersWording.has(file) && file !== glossaryFile;

const contentFiles = readdirSync(path.join(root, "content"), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
  .filter(scanned)
  .sort();
const sourceFiles = [...contentFiles, "app/i18n/locales/ar.ts"];

type Literal = { line: number; text: string };

const escapes: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", 0: "\0" };

/**
 * The string literals of a TypeScript source, unescaped, with the line each starts on. A template
 * literal's `${…}` reads as "…" (its parts are not one phrase) and its code is read for literals
 * in turn. Comments are skipped; a `/` after a value is division, elsewhere it opens a regex,
 * which is enough for the sources Biome formats.
 */
function stringLiterals(source: string): Literal[] {
  const literals: Literal[] = [];
  /** Brace depth of each open `${`, innermost last: its closing brace resumes the template. */
  const templates: { depth: number; line: number; text: string }[] = [];
  let depth = 0;
  let line = 1;
  let index = 0;
  let afterValue = false;
  const readEscape = (): string => {
    const next = source[index + 1] ?? "";
    index += 2;
    if (next === "\n") {
      line += 1;
      return "";
    }
    if (next === "u") {
      const braced = source[index] === "{";
      const end = braced ? source.indexOf("}", index) : index + 4;
      const hex = source.slice(braced ? index + 1 : index, end);
      index = braced ? end + 1 : end;
      return String.fromCodePoint(Number.parseInt(hex, 16));
    }
    return escapes[next] ?? next;
  };
  /** Reads a template from just after its opening backtick or closing `}` to its end or next `${`. */
  const readTemplate = (start: { line: number; text: string }) => {
    let text = start.text;
    while (index < source.length) {
      const char = source[index] ?? "";
      if (char === "\\") text += readEscape();
      else if (char === "`") {
        index += 1;
        literals.push({ line: start.line, text });
        afterValue = true;
        return;
      } else if (char === "$" && source[index + 1] === "{") {
        index += 2;
        templates.push({ depth, line: start.line, text: `${text}…` });
        depth += 1;
        afterValue = false;
        return;
      } else {
        if (char === "\n") line += 1;
        text += char;
        index += 1;
      }
    }
  };
  while (index < source.length) {
    const char = source[index] ?? "";
    const next = source[index + 1] ?? "";
    if (char === "\n") {
      line += 1;
      index += 1;
    } else if (/\s/.test(char)) index += 1;
    else if (char === "/" && next === "/")
      index = source.indexOf("\n", index) < 0 ? source.length : source.indexOf("\n", index);
    else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", index + 2);
      const stop = end < 0 ? source.length : end + 2;
      line += source.slice(index, stop).split("\n").length - 1;
      index = stop;
    } else if (char === '"' || char === "'") {
      const start = line;
      let text = "";
      index += 1;
      while (index < source.length && source[index] !== char) {
        if (source[index] === "\\") text += readEscape();
        else {
          text += source[index];
          index += 1;
        }
      }
      index += 1;
      literals.push({ line: start, text });
      afterValue = true;
    } else if (char === "`") {
      index += 1;
      readTemplate({ line, text: "" });
    } else if (char === "/" && !afterValue) {
      // A regex literal: skip it, classes and escapes included.
      let inClass = false;
      index += 1;
      while (index < source.length && source[index] !== "\n") {
        const c = source[index];
        if (c === "\\") index += 1;
        else if (c === "[") inClass = true;
        else if (c === "]") inClass = false;
        else if (c === "/" && !inClass) break;
        index += 1;
      }
      index += 1;
      afterValue = true;
    } else if (char === "{") {
      depth += 1;
      index += 1;
      afterValue = false;
    } else if (char === "}") {
      depth -= 1;
      index += 1;
      const open = templates.at(-1);
      if (open && open.depth === depth) {
        templates.pop();
        readTemplate({ line: open.line, text: open.text });
      } else afterValue = false;
    } else if (/[\p{L}\p{N}_$)\]]/u.test(char)) {
      const word = /^[\p{L}\p{N}_$]+/u.exec(source.slice(index, index + 40))?.[0] ?? char;
      index += word.length;
      // After a keyword such as `return`, a slash opens a regex; after a name or a value it divides.
      afterValue = !/^(?:return|typeof|case|in|of|void|throw|new|delete|yield|await|else|do)$/.test(word);
    } else {
      index += 1;
      afterValue = false;
    }
  }
  return literals;
}

const hasArabic = (text: string) => /\p{Script=Arabic}/u.test(text);

/** A finding as a reader fixes it: where, the words around it, and the wording to use instead. */
function describeFinding(where: string, text: string, finding: GlossaryFinding): string {
  const at = finding.at;
  const before = text.slice(Math.max(0, at - 25), at);
  const after = text.slice(at + finding.found.length, at + finding.found.length + 25);
  const snippet = `${before}[${finding.found}]${after}`.replace(/\s+/g, " ");
  return `${where}: «${snippet}» → ${finding.concept}: write "${finding.preferred}"`;
}

/** The discouraged wordings in the Arabic string literals of a source, as `file:line: «snippet» → …`. */
function findingsInSource(file: string, source: string): string[] {
  return stringLiterals(source)
    .filter((literal) => hasArabic(literal.text))
    .flatMap((literal) =>
      discouragedWordings(literal.text).map((finding) =>
        describeFinding(`${file}:${literal.line}`, literal.text, finding),
      ),
    );
}

type Leaf = { path: string; text: string };

/**
 * The Arabic strings of a module's data: under an `ar` key, in an export named `…Ar`, or in an
 * object whose `language` is "ar". `elsewhere` holds what another module exports (read there) and
 * the objects already read (a page gathered into a list, or spread into a copy, is read once).
 * Functions (templates filled at send time) are left to the source net.
 */
function arabicLeaves(value: unknown, at: string, arabic: boolean, elsewhere: (value: unknown) => boolean): Leaf[] {
  if (typeof value === "string")
    return arabic && hasArabic(value) && !elsewhere(value) ? [{ path: at, text: value }] : [];
  if (!value || typeof value !== "object" || elsewhere(value)) return [];
  const inArabic = arabic || (value as { language?: unknown }).language === "ar";
  return Object.entries(value).flatMap(([key, item]) =>
    arabicLeaves(item, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`, inArabic || key === "ar", elsewhere),
  );
}

const contentModules = import.meta.glob<Record<string, unknown>>(
  ["../**/*.ts", "!../**/*.test.ts", "!./arabic-glossary.ts", "!../assistant/**"],
  { eager: true },
);

/**
 * The data of every content module, each object read once and, when a module exports it, in that
 * module: a page gathered into a list elsewhere is reported under its own file.
 */
const dataLeaves = (() => {
  const modules = Object.entries(contentModules)
    .map(([specifier, exports]) => ({
      file: path
        .relative(root, path.resolve(import.meta.dirname, specifier))
        .split(path.sep)
        .join("/"),
      exports,
    }))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
  const owner = new Map<unknown, string>();
  for (const { file, exports } of modules)
    for (const value of Object.values(exports))
      if ((typeof value === "string" || (value && typeof value === "object")) && !owner.has(value))
        owner.set(value, file);
  const read = new Set<unknown>();
  return modules
    .map(({ file, exports }) => {
      const elsewhere = (value: unknown) => {
        if ((owner.get(value) ?? file) !== file) return true;
        if (typeof value === "string") return false;
        if (read.has(value)) return true;
        read.add(value);
        return false;
      };
      const leaves = Object.entries(exports).flatMap(([name, value]) =>
        arabicLeaves(value, name, name.endsWith("Ar") || file.endsWith("-ar.ts"), elsewhere),
      );
      return { file, leaves };
    })
    .filter((module) => module.leaves.length > 0);
})();

describe("the Arabic glossary", () => {
  it("gives each concept its French name, a preferred wording and at least one discouraged one", () => {
    const ids = arabicGlossary.map((concept) => concept.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const concept of arabicGlossary) {
      expect(concept.french, concept.id).not.toBe("");
      expect(hasArabic(concept.preferred), concept.id).toBe(true);
      expect(concept.discouraged.length, concept.id).toBeGreaterThan(0);
    }
  });

  describe.each(arabicGlossary)("$id", (concept) => {
    it("catches each discouraged wording in its example", () => {
      for (const { pattern, example } of concept.discouraged) expect(example, String(pattern)).toMatch(pattern);
    });

    it("leaves its preferred wording, its fixed phrases and the look-alikes alone", () => {
      for (const text of [concept.preferred, ...(concept.related ?? []), ...concept.notVariants])
        expect(discouragedWordings(text), text).toEqual([]);
    });
  });

  it("catches a wording planted in an Arabic string of a source, naming the file, the line and the words", () => {
    const planted = [
      "// A comment may quote التجمع العائلي: comments are not read.",
      "export const page = {",
      '  en: "Family reunification requires…",',
      '  ar: "يشترط التجمع العائلي ({fr:regroupement familial}) إقامة نظامية.",',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source's text, with a template literal in it
      "  steps: [`بعد الوصول، فعّل تأشيرتك على ANEF خلال ${deadline} من الوصول.`],",
      "};",
    ].join("\n");
    const findings = findingsInSource("content/visas/pages/planted.ts", planted);
    expect(findings).toHaveLength(2);
    expect(findings[0]).toMatch(
      /^content\/visas\/pages\/planted\.ts:4: «.*\[التجمع العائلي\].*» → regroupement-familial/,
    );
    expect(findings[1]).toMatch(/^content\/visas\/pages\/planted\.ts:5: «.*\[فعّل تأشير\]تك.*» → validation-vls-ts/);
  });

  it("reads string literals around comments, regexes, escapes and template code", () => {
    const source = [
      'const a = "نص \\"مقتبس\\"\\nسطر"; // "ليس نصًا"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source's text, with nested template literals in it
      "const b = /[\"'`]/.test(a) ? 1 / 2 : `قبل ${a ? 'داخل' : `متداخل ${a}`} بعد`;",
      "/* 'ليس' */ const c = 'أخير';",
    ].join("\n");
    expect(stringLiterals(source).map((literal) => [literal.line, literal.text])).toEqual([
      [1, 'نص "مقتبس"\nسطر'],
      [2, "داخل"],
      [2, "متداخل …"],
      [2, "قبل … بعد"],
      [3, "أخير"],
    ]);
  });
});

describe("Arabic texts use the glossary's wording", () => {
  it("reads the sources and the data it should", () => {
    expect(sourceFiles).toContain("content/blog/posts/validate-vls-ts-ar.ts");
    expect(sourceFiles).toContain("content/visas/pages/regroupement-familial.ts");
    expect(sourceFiles).not.toContain("content/assistant/retrieval-questions.ts");
    const files = dataLeaves.map((module) => module.file);
    for (const file of [
      "content/visas/pages/regroupement-familial.ts",
      "content/guides/paris-guide.ts",
      "content/cities/lyon.ts",
      "content/checklist/self-service-items.ts",
      "content/case/document-templates.ts",
      "content/facts/facts.ts",
      "content/blog/posts/validate-vls-ts-ar.ts",
      "content/i18n/tools-ar.ts",
    ])
      expect(files).toContain(file);
  });

  describe.each(sourceFiles)("%s", (file) => {
    it("has no discouraged wording in its Arabic strings", () => {
      expect(findingsInSource(file, readFileSync(path.join(root, file), "utf8"))).toEqual([]);
    });
  });

  describe.each(dataLeaves)("data of $file", ({ file, leaves }) => {
    it("has no discouraged wording in its Arabic members", () => {
      const findings = leaves.flatMap((leaf) =>
        discouragedWordings(leaf.text).map((finding) => describeFinding(`${file} ${leaf.path}`, leaf.text, finding)),
      );
      expect(findings).toEqual([]);
    });
  });
});
