import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const licences = join(import.meta.dirname, "..", "..", "..", "docs", "licenses");

describe("the fonts our PDFs embed ship with their licence (ADR 0069)", () => {
  it.each([
    ["@expo-google-fonts/inter", "inter-OFL-1.1.txt"],
    ["@expo-google-fonts/amiri", "amiri-OFL-1.1.txt"],
  ])("%s: docs/licenses/%s is the package's own OFL text", (packageName, copy) => {
    const original = readFileSync(require.resolve(`${packageName}/LICENSE_FONT`), "utf8");
    expect(original).toContain("SIL Open Font License, Version 1.1");
    expect(readFileSync(join(licences, copy), "utf8")).toBe(original);
  });
});
