import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./scripts/precompress-assets.ts";

export default {
  ssr: true,
  appDirectory: "app",
  // The client's scripts and styles compressed once here, served as they are (server/index.ts).
  async buildEnd({ reactRouterConfig }) {
    const { files, bytes, brotli } = await precompressAssets(join(reactRouterConfig.buildDirectory, "client"));
    console.log(`precompressed ${files} client files: ${bytes} bytes, ${brotli} as Brotli`);
  },
} satisfies Config;
