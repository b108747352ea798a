import { describe, expect, it } from "vitest";
import { formatWait } from "./wait-time.ts";

describe("formatWait", () => {
  it("says seconds under a minute, minutes up to an hour, hours beyond, rounded up", () => {
    expect(formatWait("en", 1)).toBe("1 second");
    expect(formatWait("en", 0.2)).toBe("1 second");
    expect(formatWait("en", 59)).toBe("59 seconds");
    expect(formatWait("en", 60)).toBe("1 minute");
    expect(formatWait("en", 61)).toBe("2 minutes");
    expect(formatWait("en", 3600)).toBe("60 minutes");
    expect(formatWait("en", 3601)).toBe("2 hours");
  });

  it("follows each language's plural rules, Arabic's dual and plural forms included", () => {
    expect(formatWait("fr", 1)).toBe("1\u00a0seconde");
    expect(formatWait("fr", 30)).toBe("30\u00a0secondes");
    expect(formatWait("fr", 180)).toBe("3 minutes");
    expect(formatWait("ar", 1)).toBe("ثانية");
    expect(formatWait("ar", 2)).toBe("ثانيتان");
    expect(formatWait("ar", 45)).toBe("45 ثانية");
    expect(formatWait("ar", 180)).toBe("3 دقائق");
    expect(formatWait("ar", 660)).toBe("11 دقيقة");
  });
});
