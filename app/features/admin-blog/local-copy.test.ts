import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localCopyKey, pruneLocalCopies, readLocalCopy, removeLocalCopy, writeLocalCopy } from "./local-copy.ts";
import type { PostFormValues } from "./post-form-values.ts";

/** A Storage like the browser's (Node has none): what the editor writes is what it reads back. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const server: PostFormValues = {
  title: "Opening a bank account",
  slug: "opening-a-bank-account",
  excerpt: "",
  category: "money",
  tags: "bank",
  authorName: "Camille",
  coverAlt: "",
  seoTitle: "",
  seoDescription: "",
  bodyMarkdown: "# Bank",
};
const id = "0b0b3c1e-2f64-4f6d-9d8a-1a2b3c4d5e6f";

describe("the editor's local copy", () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("gives back what was typed on the version the server still has", () => {
    writeLocalCopy(
      id,
      3,
      { ...server, bodyMarkdown: "# Bank\n\nTyped before closing" },
      new Date("2026-11-25T10:00:00Z"),
    );
    expect(readLocalCopy(id, 3, server)).toEqual({
      values: { ...server, bodyMarkdown: "# Bank\n\nTyped before closing" },
      typedAt: "2026-11-25T10:00:00.000Z",
    });
  });

  it("offers nothing typed on another version, nor a copy the server already has", () => {
    writeLocalCopy(id, 2, { ...server, bodyMarkdown: "older" });
    expect(readLocalCopy(id, 3, server)).toBeNull();
    writeLocalCopy(id, 3, server);
    expect(readLocalCopy(id, 3, server)).toBeNull();
  });

  it("prunes copies of older versions only", () => {
    writeLocalCopy(id, 1, { ...server, title: "one" });
    writeLocalCopy(id, 2, { ...server, title: "two" });
    pruneLocalCopies(id, 2);
    expect(readLocalCopy(id, 1, server)).toBeNull();
    expect(readLocalCopy(id, 2, server)?.values.title).toBe("two");
  });

  it("forgets the copy once saved, and survives what is not a copy", () => {
    writeLocalCopy(id, 4, { ...server, title: "New title" });
    removeLocalCopy(id, 4);
    expect(readLocalCopy(id, 4, server)).toBeNull();
    (globalThis as unknown as { window: { localStorage: MemoryStorage } }).window.localStorage.setItem(
      localCopyKey(id, 5),
      "{not json",
    );
    expect(readLocalCopy(id, 5, server)).toBeNull();
  });
});
