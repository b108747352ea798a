import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the client build, so
 * the server sends those bytes as they are (`precompressed` in server/index.ts) instead of
 * compressing the same script again for every visitor. Done once per build at the highest levels,
 * which would be too slow per request: Brotli 11 is about a fifth smaller than the gzip the server
 * made on the fly. Files under 1 KiB are left alone, as the server's own compression leaves them
 * (hono/compress's threshold), and so is a copy that would not be at least a tenth smaller.
 */
export function precompressAssets(directory: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const path of textFiles(directory)) {
    const bytes = readFileSync(path);
    if (bytes.length < 1024) continue;
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    if (brotli.length > bytes.length * 0.9) continue;
    writeFileSync(`${path}.br`, brotli);
    const gzip = gzipSync(bytes, { level: 9 });
    if (gzip.length <= bytes.length * 0.9) writeFileSync(`${path}.gz`, gzip);
    totals.files++;
    totals.bytes += bytes.length;
    totals.brotli += brotli.length;
  }
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
