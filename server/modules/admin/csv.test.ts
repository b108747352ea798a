import { describe, expect, it } from "vitest";
import { csvField, neutraliseFormula, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("quotes fields with commas, quotes and line breaks, doubling inner quotes (RFC 4180)", () => {
    expect(
      toCsv([
        ["emails", "date captured"],
        ['a,"b"@example.com', "line\nbreak"],
        ["plain", ""],
      ]),
    ).toBe('emails,date captured\r\n"a,""b""@example.com","line\nbreak"\r\nplain,\r\n');
  });

  it("neutralises every value a spreadsheet would read as a formula", () => {
    for (const value of ["=1+1", "+33612345678", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"]) {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    }
    expect(neutraliseFormula("pat@example.com")).toBe("pat@example.com");
    // Neutralised first, then quoted: the apostrophe sits inside the quotes.
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
  });
});
