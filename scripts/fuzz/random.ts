/**
 * A small seeded generator (mulberry32): the same seed and request number always give the same
 * request, whatever order the sockets finish in, so a failure can be replayed with `--seed`.
 */
export type Random = {
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  bytes(length: number): Buffer;
  ip(): string;
};

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator for request number `index` of a run seeded with `seed`. */
export function randomFor(seed: number, index: number): Random {
  const next = mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
    bytes: (length) => Buffer.from(Array.from({ length }, () => int(256))),
    // A documentation-range or private address per request: each claims to be a different client.
    ip: () =>
      next() < 0.8
        ? `10.${int(256)}.${int(256)}.${1 + int(254)}`
        : `2001:db8:${int(65536).toString(16)}::${(1 + int(65535)).toString(16)}`,
  };
}
