import { describe, expect, it } from "vitest";
import { jsonBodyProblem, maxJsonDepth } from "./json-body-problem.ts";

const arrays = (depth: number, inner = "1") => JSON.parse(`${"[".repeat(depth)}${inner}${"]".repeat(depth)}`);

describe("jsonBodyProblem", () => {
  it("takes ordinary bodies and nesting up to the bound", () => {
    expect(jsonBodyProblem({ name: "Amira", answers: [{ id: "q1", value: [1, 2] }], ok: true })).toBeNull();
    expect(jsonBodyProblem(arrays(maxJsonDepth))).toBeNull();
    expect(jsonBodyProblem(undefined)).toBeNull();
    expect(jsonBodyProblem("text")).toBeNull();
  });

  it("refuses one level past the bound, and a million levels without running out of stack", () => {
    expect(jsonBodyProblem(arrays(maxJsonDepth + 1))).toBe("json_too_deep");
    expect(jsonBodyProblem(arrays(1_000_000))).toBe("json_too_deep");
    expect(jsonBodyProblem(JSON.parse(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`))).toBe("json_too_deep");
  });

  it("finds a NUL in a value or a key, however far down within the bound", () => {
    expect(jsonBodyProblem(arrays(maxJsonDepth, '"a\\u0000"'))).toBe("null_character");
    expect(jsonBodyProblem({ list: [{ "k\u0000": 1 }] })).toBe("null_character");
    expect(jsonBodyProblem({ text: "\\u0000 written out" })).toBeNull();
  });
});
