import { describe, expect, it } from "vitest";
import { isScenarioId, renameScenarioSchema, saveScenarioSchema } from "./scenario.ts";

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("scenario inputs", () => {
  it("accepts a tool, a trimmed one-line name and the page's query without its question mark", () => {
    expect(saveScenarioSchema.parse({ tool: "budget", name: "  Lyon in spring ", query: "?income=1" })).toEqual({
      tool: "budget",
      name: "Lyon in spring",
      query: "income=1",
    });
  });

  it("refuses with a message key a person can act on", () => {
    expect(issueOf(saveScenarioSchema.safeParse({ name: "x", query: "" }))).toBe("scenario_tool_required");
    expect(issueOf(saveScenarioSchema.safeParse({ tool: "mortgage", name: "x", query: "" }))).toBe(
      "scenario_tool_invalid",
    );
    expect(issueOf(renameScenarioSchema.safeParse({ name: "   " }))).toBe("scenario_name_required");
    expect(issueOf(renameScenarioSchema.safeParse({ name: "a".repeat(81) }))).toBe("scenario_name_too_long");
    expect(issueOf(renameScenarioSchema.safeParse({ name: "two\nlines" }))).toBe("scenario_name_invalid");
    expect(issueOf(renameScenarioSchema.safeParse({ name: 42 }))).toBe("scenario_name_invalid");
    expect(issueOf(saveScenarioSchema.safeParse({ tool: "budget", name: "x", query: "q".repeat(501) }))).toBe(
      "scenario_query_invalid",
    );
  });

  it("recognises the server's ids only", () => {
    expect(isScenarioId("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isScenarioId("../../etc/passwd")).toBe(false);
  });
});
