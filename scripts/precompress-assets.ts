import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the client build, so
 * the server sends those bytes as they are (`precompressed` in server/index.ts) instead of
 * compressing the same script again for every visitor. Done once per build at the highest levels,
 * which would be too slow per request: Brotli 11 is about a fifth smaller than the gzip the server
 * made on the fly. Files under 1 KiB are left alone, as the server's own compression leaves them
 * (hono/compress's threshold), and so is a copy that would not be at least a tenth smaller.
 */
export async function precompressAssets(directory: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  // All files at once: zlib compresses on libuv's threads, so every core works (the build waits
  // on this before any test can start; one after the other it took about 3 s on two cores).
  await Promise.all(
    [...textFiles(directory)].map(async (path) => {
      const bytes = readFileSync(path);
      if (bytes.length < 1024) return;
      const brotli = await brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      if (brotli.length > bytes.length * 0.9) return;
      writeFileSync(`${path}.br`, brotli);
      const gzipped = await gzipAsync(bytes, { level: 9 });
      if (gzipped.length <= bytes.length * 0.9) writeFileSync(`${path}.gz`, gzipped);
      totals.files++;
      totals.bytes += bytes.length;
      totals.brotli += brotli.length;
    }),
  );
  return totals;
}

/** What browsers take compressed: scripts, styles, SVG, JSON, plain text (not fonts or images). */
const compressible = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;

function* textFiles(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* textFiles(path);
    else if (compressible.test(name)) yield path;
  }
}
