// The commerce figures of `npm run bench`: how fast a checkout opens with the built-in
// test provider, and how fast a cached guide PDF is served. Latencies, so p50/p99 of many requests.

import { percentile } from "./percentile.ts";

export type Latencies = { count: number; failed: number; p50: number; p99: number };

/** `total` requests from `concurrency` clients at once; each client sends its next when the last answered. */
async function measure(
  total: number,
  concurrency: number,
  send: (index: number) => Promise<boolean>,
): Promise<Latencies> {
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const client = async () => {
    while (next < total) {
      const index = next++;
      const started = performance.now();
      const ok = await send(index);
      times.push(performance.now() - started);
      if (!ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const sorted = [...times].sort((a, b) => a - b);
  return { count: times.length, failed, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** POST /api/checkout for the guide, each with its own attempt: an order and a test payment page each. */
export function checkoutLatency(base: string, total = 400, concurrency = 20): Promise<Latencies> {
  return measure(total, concurrency, async (index) => {
    const response = await fetch(`${base}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        product: "pdf-guide",
        email: `bench-${index}@example.com`,
        attempt: `bench-attempt-${index}-${crypto.randomUUID()}`,
      }),
    });
    await response.arrayBuffer();
    return response.status === 201;
  });
}

/** The free guide from the PDF cache (the paid one comes from the same cache, after its checks). */
export async function cachedGuideLatency(base: string, total = 200, concurrency = 20) {
  const path = `${base}/pdfs/passerelle-starter-guide-en.pdf`;
  // The first request may wait for generation (at start-up the cache warms in the background).
  const firstStarted = performance.now();
  const first = await fetch(path);
  const bytes = (await first.arrayBuffer()).byteLength;
  const firstMs = performance.now() - firstStarted;
  const latencies = await measure(total, concurrency, async () => {
    const response = await fetch(path);
    await response.arrayBuffer();
    return response.ok;
  });
  return { firstMs, bytes, firstStatus: first.status, ...latencies };
}
