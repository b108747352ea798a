import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./page-cache.ts";
import { type CachedPage, PageStore } from "./page-store.ts";

const page = (bytes: number, storedAt = 0): CachedPage => ({
  etag: 'W/"e"',
  gzip: Buffer.alloc(bytes),
  brotli: Buffer.alloc(bytes),
  headers: [],
  scriptHashes: [],
  storedAt,
});

describe("the page cache's memory (ADR 0052)", () => {
  it("never holds more than its bound: the least recently used page goes first", () => {
    const store = new PageStore(1000, 60_000, () => 0);
    store.set("a", page(200), store.generation);
    store.set("b", page(200), store.generation);
    expect(store.get("a")).not.toBeNull();
    store.set("c", page(200), store.generation);
    expect(store.bytes).toBeLessThanOrEqual(1000);
    expect(store.get("b")).toBeNull();
    expect(store.get("a")).not.toBeNull();
    expect(store.get("c")).not.toBeNull();
    store.set("huge", page(600), store.generation);
    expect(store.get("huge")).toBeNull();
  });

  it("forgets a page once it is older than its lifetime", () => {
    let now = 0;
    const store = new PageStore(10_000, 60_000, () => now);
    store.set("a", page(10, 0), store.generation);
    now = 59_999;
    expect(store.get("a")).not.toBeNull();
    now = 60_000;
    expect(store.get("a")).toBeNull();
    expect(store.bytes).toBe(0);
  });

  it("empties on invalidation, and a render begun before it cannot store its stale page", () => {
    const store = new PageStore(10_000, 60_000, () => 0);
    store.set("a", page(10), store.generation);
    const begun = store.generation;
    store.invalidate();
    expect(store.get("a")).toBeNull();
    store.set("b", page(10), begun);
    expect(store.get("b")).toBeNull();
    expect(store.size).toBe(0);
  });
});

describe("the encoding a cached page is sent in", () => {
  it("follows Accept-Encoding: Brotli, else gzip, else none", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0.5, br;q=0.2")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("")).toBeNull();
  });
});
