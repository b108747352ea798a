/** A page as the cache keeps it: compressed both ways, with what its answer needs (ADR 0052). */
export type CachedPage = {
  /** Weak: the gzip and Brotli bytes differ, the page they carry is the same. */
  etag: string;
  gzip: Buffer;
  brotli: Buffer;
  /** The route's own headers (Content-Type, Content-Language…), without length or encoding. */
  headers: [string, string][];
  /** `'sha256-…'` sources for the inline scripts that carried the nonce when it was rendered. */
  scriptHashes: string[];
  storedAt: number;
};

/**
 * The pages in memory: least recently used first out once `maxBytes` is reached, none older than
 * `ttlMs`. `invalidate()` forgets everything and moves to a new generation, so a render that
 * started before an administrator's change cannot store its now stale page afterwards.
 */
export class PageStore {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;

  readonly maxBytes: number;
  readonly ttlMs: number;
  readonly #now: () => number;

  constructor(maxBytes: number, ttlMs: number, now: () => number = Date.now) {
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    this.#now = now;
  }

  get generation(): number {
    return this.#generation;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): CachedPage | null {
    const page = this.#pages.get(key);
    if (!page) return null;
    if (this.#now() - page.storedAt >= this.ttlMs) {
      this.#remove(key, page);
      return null;
    }
    // Map keeps insertion order: moving a page to the end makes the first one the least recent.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  /** Stores a page rendered during `generation`; a page from before the last invalidation is dropped. */
  set(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.#generation) return;
    const size = sizeOf(key, page);
    if (size > this.maxBytes) return;
    const previous = this.#pages.get(key);
    if (previous) this.#remove(key, previous);
    while (this.#bytes + size > this.maxBytes) {
      const [oldestKey, oldest] = this.#pages.entries().next().value as [string, CachedPage];
      this.#remove(oldestKey, oldest);
    }
    this.#pages.set(key, page);
    this.#bytes += size;
  }

  invalidate(): void {
    this.#pages.clear();
    this.#bytes = 0;
    this.#generation++;
  }

  #remove(key: string, page: CachedPage): void {
    this.#pages.delete(key);
    this.#bytes -= sizeOf(key, page);
  }
}

/** What a page costs in memory, roughly: its bytes, its key and its header text. */
function sizeOf(key: string, page: CachedPage): number {
  let size = page.gzip.length + page.brotli.length + key.length + page.etag.length;
  for (const [name, value] of page.headers) size += name.length + value.length;
  for (const hash of page.scriptHashes) size += hash.length;
  return size;
}
