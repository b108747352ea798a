import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import fr from "../../app/i18n/locales/fr.ts";

/**
 * French punctuation spacing (ADR 0027): in French text a narrow no-break space (U+202F) comes
 * before ":", ";", "!" and "?" and inside « guillemets ». Not a plain space (the mark can then
 * start a line), not nothing, and not the wider no-break space U+00A0: one choice, everywhere.
 * Checked over the French UI catalog, every French string the content modules export (visa pages,
 * guides, cities, facts, messages) and every e-mail rendered in French.
 */

const narrow = "\u202f";

/** What is not French prose, removed before the check: addresses, tokens, placeholders, code. */
const notProse = [
  /\b(?:https?:\/\/|mailto:|www\.)[^\s)»"]+/g, // web addresses
  /(?:^|\s)\/[\w\-/.]*\?[\w=&%-]*/g, // relative paths with a query
  /\{(?:fact|city):[^}]*\}/g, // figure tokens: {fact:smic.hourly}
  /\{\{[^}]*\}\}/g, // i18next placeholders: {{count}}
  /\{\w+\}/g, // API message placeholders: {wait}
  /Content-Type: [\w/+.-]+/g, // an HTTP header quoted as code
];

function spacingProblems(text: string): string[] {
  let prose = text;
  for (const pattern of notProse) prose = prose.replace(pattern, " ");
  const problems: string[] = [];
  const at = (index: number) => JSON.stringify(prose.slice(Math.max(0, index - 12), index + 6));
  for (let index = 0; index < prose.length; index++) {
    const char = prose[index]!;
    const before = prose[index - 1] ?? "";
    const after = prose[index + 1] ?? "";
    if (":;!?".includes(char)) {
      // 10:30, 1:2 — times and ratios take no space.
      if (char === ":" && /\d/.test(before) && /\d/.test(after)) continue;
      // "?!", "!!": the space goes before the first mark only.
      if (":;!?".includes(before) && before !== "") continue;
      if (before !== narrow) problems.push(`${char} without a narrow no-break space before it: ${at(index)}`);
    } else if (char === "«" && after !== narrow) {
      problems.push(`« without a narrow no-break space after it: ${at(index)}`);
    } else if (char === "»" && before !== narrow) {
      problems.push(`» without a narrow no-break space before it: ${at(index)}`);
    }
  }
  return problems;
}

/**
 * Keys whose values are identifiers and addresses, not words (e.g. an assistant passage's
 * "visa:carte-bleue-ue#conditions:fr" id or its "/visa/…?lang=fr" url): no typography applies.
 */
const identifierKeys = new Set(["id", "url", "href", "kind", "language"]);

/** Every string under a "fr" key (or in an export named …Fr), with where it was found. */
function frenchStrings(value: unknown, path: string, inFrench: boolean, out: { path: string; text: string }[]) {
  if (typeof value === "string") {
    if (inFrench) out.push({ path, text: value });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) frenchStrings(item, `${path}[${index}]`, inFrench, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (identifierKeys.has(key) && typeof item === "string") continue;
      // Another language's text inside a French answer (a page with all its versions) is not French.
      if (key === "en" || key === "ar") continue;
      frenchStrings(item, `${path}.${key}`, inFrench || key === "fr", out);
    }
  }
  return out;
}

const root = join(import.meta.dirname, "../..");
function modulesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Anything an e-mail or wording function might ask for besides the language. */
const sample = {
  id: "ref-1",
  name: "Marie",
  email: "marie@example.fr",
  phone: null,
  subject: "other",
  message: "Bonjour",
  language: "fr",
  applicationType: "family",
  countryOfOrigin: "MA",
  contactTime: "morning",
  contactDays: "weekdays",
  timeZone: "Europe/Paris",
  createdAt: "2026-11-24T10:00:00.000Z",
};
const sampleUrl = "https://passerelle.example/lien?token=abc";

/** The French output of an exported function whose first parameter is the language. */
function frenchOutput(fn: (...args: unknown[]) => unknown): unknown {
  const firstParameter = /^[^(]*\(\s*([\w$]+)/.exec(fn.toString())?.[1];
  if (firstParameter !== "language") return undefined;
  try {
    return fn("fr", sampleUrl, sample, sampleUrl);
  } catch {
    try {
      return fn("fr", sample);
    } catch {
      return undefined;
    }
  }
}

async function contentTexts() {
  const out: { path: string; text: string }[] = [];
  for (const file of modulesUnder("content")) {
    const module = (await import(join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const where = `${relative(root, join(root, file))}:${name}`;
      if (typeof value === "function") {
        const output = frenchOutput(value as (...args: unknown[]) => unknown);
        // An e-mail's subject and plain text (its HTML repeats the same words inside markup).
        const readable =
          output && typeof output === "object" && "text" in output
            ? { subject: (output as { subject?: unknown }).subject, text: output.text }
            : output;
        if (readable !== undefined) frenchStrings(readable, `${where}("fr")`, true, out);
      } else {
        frenchStrings(value, where, /Fr$/.test(name), out);
      }
    }
  }
  return out;
}

describe("French punctuation spacing", () => {
  it("the check itself: finds plain, missing and wide spaces, and leaves addresses, times and tokens alone", () => {
    expect(spacingProblems(`Bonjour${narrow}! Voici l'adresse${narrow}: https://exemple.fr/a?b=c`)).toEqual([]);
    expect(spacingProblems(`Rendez-vous à 10:30${narrow}; ratio 1:2, «${narrow}Autre${narrow}»`)).toEqual([]);
    expect(spacingProblems(`Le SMIC{fact:smic.hourly}${narrow}? {{count}} fois${narrow}!?`)).toEqual([]);
    expect(spacingProblems("Attention : plain space")).toHaveLength(1);
    expect(spacingProblems("Pourquoi?")).toHaveLength(1);
    expect(spacingProblems("Oui\u00a0!")).toHaveLength(1);
    expect(spacingProblems("« Autre »")).toHaveLength(2);
  });

  it("holds in the French UI catalog", () => {
    const problems = frenchStrings(fr, "fr", true, []).flatMap(({ path, text }) =>
      spacingProblems(text).map((problem) => `${path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("holds in every French string of the content, messages and e-mails", async () => {
    const texts = await contentTexts();
    // The walk really reaches the visa pages, the guides and the e-mails.
    expect(texts.some((t) => t.path.startsWith("content/visas/"))).toBe(true);
    expect(texts.some((t) => t.path.startsWith("content/guides/"))).toBe(true);
    expect(texts.some((t) => t.path.includes("consultationConfirmationEmail"))).toBe(true);
    expect(texts.some((t) => t.path.includes("passwordResetEmail"))).toBe(true);
    const problems = texts.flatMap(({ path, text }) => spacingProblems(text).map((problem) => `${path}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
