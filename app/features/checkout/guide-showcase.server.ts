import type { RouterContextProvider } from "react-router";
import type { Language } from "../../../core/languages.ts";
import { fullGuideContents } from "../../../server/modules/guide-pdf/guide-contents.ts";
import { previewPages } from "../../../server/modules/guide-pdf/guide-previews.ts";
import { serverContext } from "../../../server/router-context.server.ts";

/** An A4 page's size in the previews (points): the images' own width and height. */
const page = { width: 596, height: 842 };

/**
 * What /pdf-guide shows of the full guide (ADR 0075): its four page previews, addressed by the
 * guides' content version (a new version, a new address: browsers keep each one a year), and its
 * contents as text, so the page says in words what the images show.
 */
export function guideShowcase(context: Readonly<RouterContextProvider>, language: Language) {
  const version = context.get(serverContext).services.pdfs.contentVersion();
  return {
    previews: previewPages.map((name) => ({
      name,
      src: `/pdfs/previews/${language}/${name}.svg?v=${version}`,
      ...page,
    })),
    chapters: fullGuideContents(language),
  };
}
