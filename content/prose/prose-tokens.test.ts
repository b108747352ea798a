import { describe, expect, it } from "vitest";
import { splitProse, termsIn, tokensIn, withoutTokens } from "./prose-tokens.ts";

describe("prose tokens", () => {
  const arabic =
    "اطلب بطاقة الإقامة ({fr:titre de séjour}) قبل {fact:vls-ts.validation-deadline}، في {city:lyon.rentOneBedroom}.";

  it("splits figures and French terms out of the words, in order", () => {
    expect(splitProse(arabic)).toEqual([
      "اطلب بطاقة الإقامة (",
      { kind: "term", language: "fr", text: "titre de séjour" },
      ") قبل ",
      { key: "fact:vls-ts.validation-deadline", kind: "fact", id: "vls-ts.validation-deadline" },
      "، في ",
      { key: "city:lyon.rentOneBedroom", kind: "city", city: "lyon", metric: "rentOneBedroom" },
      ".",
    ]);
  });

  it("lists only figure tokens as tokens, and terms apart", () => {
    expect([...tokensIn({ a: [arabic] }).keys()]).toEqual([
      "fact:vls-ts.validation-deadline",
      "city:lyon.rentOneBedroom",
    ]);
    expect(termsIn(arabic)).toEqual(["titre de séjour"]);
  });

  it("keeps a term's words when figures are taken out, so a digit in a term is still seen", () => {
    expect(withoutTokens("{fr:article L. 313-7} et {fact:x.y}")).toBe("{fr:article L. 313-7} et ");
  });

  it("leaves text without braces, and unclosed or nested braces, as words", () => {
    expect(splitProse("no token here")).toEqual(["no token here"]);
    expect(splitProse("{fr:open")).toEqual(["{fr:open"]);
    expect(splitProse("{fr:{fr:x}}")).toEqual(["{fr:", { kind: "term", language: "fr", text: "x" }, "}"]);
  });
});
