import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * One page-form module (ADR 0081, issue 33): every page action refuses a form with the one
 * FormRefusal (app/lib/form-refusal.ts), built by app/lib/page-form.server.ts, and components read
 * it through its helpers (refusalFor, fieldFrom). A feature that declares its own `…Refusal` type
 * has started a second shape, which each page would again read its own way: this test fails on
 * one. GuardRefusal (the 403 of a guarded section, app/lib/guard-refusal.ts) is not a form's.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The refusal types app/ may declare, and where. */
const allowed: Record<string, string> = {
  FormRefusal: "app/lib/form-refusal.ts",
  GuardRefusal: "app/lib/guard-refusal.ts",
};

// `type XRefusal =`, `type XRefusal<T> =`, `interface XRefusal {`: declarations, not imports.
const declaration = /\b(?:type|interface)\s+(\w*Refusal)\b\s*(?:<[^>]*>\s*)?(?:=|\{|extends\b)/g;

type Declared = { file: string; line: number; name: string };

function declaredRefusals(source: string, file = "example.ts"): Declared[] {
  return [...source.matchAll(declaration)].map((match) => ({
    file,
    line: source.slice(0, match.index).split("\n").length,
    name: match[1] ?? "",
  }));
}

function appSources(): string[] {
  return readdirSync(path.join(root, "app"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes("+types"));
}

describe("one refusal type for page forms", () => {
  it("finds declarations and not imports or uses", () => {
    const source = [
      'import { type FormRefusal, fieldFrom } from "../../lib/form-refusal.ts";',
      'import { type Refusal, refusalMessage } from "../../server/http/rate-limit.ts";',
      "export type CheckoutRefusal = { key: string };",
      "type IssueRefusal = Extract<CommerceRefusal, { intent: string }>;",
      "interface QuizRefusal { message: string }",
      "type Wrapped<T> = T; export type ListRefusal<T> = { items: T[] };",
      "const refusal: FormRefusal | undefined = undefined;",
    ].join("\n");
    expect(declaredRefusals(source).map((found) => `${found.line}:${found.name}`)).toEqual([
      "3:CheckoutRefusal",
      "4:IssueRefusal",
      "5:QuizRefusal",
      "6:ListRefusal",
    ]);
  });

  it("app/ declares no refusal type but FormRefusal and GuardRefusal", () => {
    const found = appSources().flatMap((file) =>
      declaredRefusals(readFileSync(path.join(root, file), "utf8"), file.split(path.sep).join("/")),
    );
    const strays = found.filter((declared) => allowed[declared.name] !== declared.file);
    expect(
      strays.map((declared) => `${declared.file}:${declared.line} ${declared.name}`),
      "a page action refuses with FormRefusal (app/lib/form-refusal.ts); extend it there, documented, if a form needs more",
    ).toEqual([]);
    // The two that are allowed are still where they belong (a rename would leave this test blind).
    expect(found.map((declared) => declared.name).sort()).toEqual(["FormRefusal", "GuardRefusal"]);
  });
});
