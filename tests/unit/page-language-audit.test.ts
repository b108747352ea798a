import { describe, expect, it } from "vitest";
import { latinPhrase } from "../../content/prose/arabic-text-checks.ts";
import { auditPageLanguage } from "../../scripts/i18n/page-language-audit.ts";

describe("the in-page language audit", () => {
  it("finds a run of Latin words exactly as the content tests do", () => {
    // It runs inside the page, so it cannot import the pattern: its copy must not drift.
    expect(auditPageLanguage.toString()).toContain(`const latinPhrase = ${latinPhrase.toString()};`);
  });
});
