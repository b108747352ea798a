import { describe, expect, it } from "vitest";
import { analyse, foldText, stem, withinOneEdit } from "./text-analysis.ts";

describe("text analysis for the assistant's retrieval", () => {
  it("folds case, accents and ligatures", () => {
    expect(foldText("Être À L’ŒUVRE")).toBe("etre a l'oeuvre");
  });

  it("drops stop words in English and French and splits elisions", () => {
    expect(analyse("What is the salary for the EU Blue Card?")).toEqual(["salar", "eu", "blu", "card"]);
    expect(analyse("Quel est l'hôpital le plus proche ?")).toEqual([stem("hopital"), stem("proche")]);
  });

  it("gives a word's forms one stem, in both languages", () => {
    expect(stem("salaires")).toBe(stem("salaire"));
    expect(stem("renewals")).toBe(stem("renewal"));
    expect(stem("renewing")).toBe(stem("renew"));
    expect(stem("families")).toBe(stem("family"));
    expect(stem("famille")).toBe(stem("familles"));
    expect(stem("européenne")).toBe(stem("européen"));
    expect(stem("bureaux")).toBe(stem("bureau"));
    expect(stem("nationaux")).toBe(stem("national"));
    expect(stem("fees")).toBe("fee");
    expect(analyse("titres de séjour")).toEqual(analyse("titre de sejour"));
  });

  it("never cuts short words or figures", () => {
    expect(stem("visa")).toBe("visa");
    expect(stem("2026")).toBe("2026");
    expect(stem("tax")).toBe("tax");
  });

  it("strips the Arabic article so the forms a reader types meet ours", () => {
    expect(stem("البطاقة")).toBe(stem("بطاقة"));
  });

  it("strips an attached Arabic pronoun, and the feminine ending it hid", () => {
    expect(stem("تأشيرتها")).toBe(stem("التأشيرة"));
    expect(stem("بطاقتكم")).toBe(stem("بطاقة"));
    expect(stem("نفعلها")).toBe("نفعل");
    // Too short once cut, or a one-letter ending many words have: left alone.
    expect(stem("منها")).toBe("منها");
    expect(stem("فرنسي")).toBe("فرنسي");
  });

  it("accepts one typo and no more", () => {
    expect(withinOneEdit("salaire", "salaire")).toBe(true);
    expect(withinOneEdit("salire", "salaire")).toBe(true);
    expect(withinOneEdit("saliare", "salaire")).toBe(true);
    expect(withinOneEdit("salaiire", "salaire")).toBe(true);
    expect(withinOneEdit("salxire", "salaire")).toBe(true);
    expect(withinOneEdit("slaiire", "salaire")).toBe(false);
    expect(withinOneEdit("visa", "vital")).toBe(false);
  });
});
