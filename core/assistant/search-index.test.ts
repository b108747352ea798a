import { describe, expect, it } from "vitest";
import type { Passage } from "./assistant-contract.ts";
import { buildSearchIndex, search } from "./search-index.ts";

const passage = (id: string, language: "en" | "fr", title: string, text: string): Passage => ({
  id,
  kind: "guide",
  language,
  title,
  text,
  url: `/${id}`,
  sources: [],
});

const passages = [
  passage("bank", "en", "Opening a bank account", "Bring your passport and proof of address to the branch."),
  passage("health", "en", "Health insurance", "Register with the health insurance fund to get your carte Vitale."),
  passage(
    "rent",
    "en",
    "Renting a flat",
    "A landlord may ask for a deposit and proof of income; the account of the deposit is regulated.",
  ),
  passage("banque", "fr", "Ouvrir un compte bancaire", "Apportez votre passeport et un justificatif de domicile."),
];
const index = buildSearchIndex(passages);

describe("the assistant's search index", () => {
  it("ranks the passage whose title names the subject first", () => {
    const hits = search(index, "how do I open a bank account", { language: "en", limit: 3 });
    expect(hits[0]?.passage.id).toBe("bank");
  });

  it("searches only the asked language", () => {
    expect(search(index, "compte bancaire", { language: "en", limit: 3 })).toEqual([]);
    expect(search(index, "compte bancaire", { language: "fr", limit: 3 })[0]?.passage.id).toBe("banque");
    expect(search(index, "bank", { language: "ar", limit: 3 })).toEqual([]);
  });

  it("forgives one typo in a long word and missing accents", () => {
    expect(search(index, "helth insurence", { language: "en", limit: 1 })[0]?.passage.id).toBe("health");
    expect(
      search(index, "ouvrir un compte bancaire justificatif domicle", { language: "fr", limit: 1 })[0]?.passage.id,
    ).toBe("banque");
  });

  it("adds synonyms at a lower weight than the reader's own words", () => {
    const synonyms = new Map([["flat", ["rent"]]]);
    expect(search(index, "flat", { language: "en", limit: 1 })[0]?.passage.id).toBe("rent");
    expect(
      search(index, "apartment", { language: "en", limit: 1, synonyms: new Map([["apart", ["rent"]]]) })[0]?.passage.id,
    ).toBe("rent");
    expect(search(index, "flat", { language: "en", limit: 1, synonyms })[0]?.passage.id).toBe("rent");
  });

  it("is deterministic and reports how much of the question a passage covers", () => {
    const first = search(index, "deposit account", { language: "en", limit: 3 });
    expect(search(index, "deposit account", { language: "en", limit: 3 })).toEqual(first);
    expect(first[0]).toMatchObject({ passage: { id: "rent" }, matched: 2, asked: 2 });
  });
});
