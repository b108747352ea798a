import { comparisonRouteJavaScript } from "./city-comparison.ts";

/**
 * The assistant page's own JavaScript as a visitor first loads it (issue 16: the chat's code must
 * stay small — no markdown library, no SDK; the answer is read from the event stream by hand):
 * the scripts /assistant loads beyond the home page's, gzip level 9 like the other routes' figures.
 */
export async function benchAssistantPage(base: string): Promise<void> {
  const js = await comparisonRouteJavaScript(base, "/assistant");
  console.log(
    `/assistant route JavaScript beyond the home page: ${(js.gzip / 1024).toFixed(1)} KiB gzip (${(js.raw / 1024).toFixed(1)} KiB raw, ${js.files.length} files; goal ≤ 25 KB gzip)`,
  );
}
