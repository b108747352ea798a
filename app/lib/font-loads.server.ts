import { type PageFont, pageFonts } from "./page-fonts.ts";

/**
 * Adds, right after the page's stylesheet, a small script that starts loading the fonts the page
 * preloads (ADR 0091).
 *
 * A preload only fetches the file. The browser turns it into a font when the first layout asks
 * for the family, and that layout is drawn with the fallback; when the font is ready every text
 * node is laid out again ("fonts changed"). On an Arabic visa page that second pass was as long as
 * the first (about 60 ms of a desktop core, four times that on Lighthouse's phone). Asked for from
 * the head, the font is usually ready before the body is laid out, so the page is laid out once.
 *
 * The script runs after the stylesheet, whose @font-face rules it needs (a parser-inserted script
 * waits for the style sheets before it). It is nonce-carrying like the starter script, so the page
 * cache keeps it allowed by hash (server/http/page-cache/inline-script-hashes.ts).
 *
 * Returns a function for successive pieces of the HTML; tags arrive whole (the caller holds back
 * a piece that ends inside one).
 */
export function fontLoadsAfterStylesheet(
  nonce: string,
  fonts: readonly PageFont[] = pageFonts,
): (html: string) => string {
  const preloaded = new Set<string>();
  let done = false;
  return (html) => {
    if (done) return html;
    for (const [tag] of html.matchAll(FONT_PRELOAD_TAG)) {
      const href = HREF_ATTRIBUTE.exec(tag)?.[1];
      if (href) preloaded.add(href);
    }
    const stylesheet = STYLESHEET_TAG.exec(html);
    if (!stylesheet) return html;
    done = true;
    const wanted = fonts.filter((font) => preloaded.has(font.href));
    if (wanted.length === 0) return html;
    const end = stylesheet.index + stylesheet[0].length;
    return `${html.slice(0, end)}${fontLoadScript(nonce, wanted)}${html.slice(end)}`;
  };
}

/** `document.fonts.load` for each font; a font that fails to load is drawn with the fallback, as before. */
export function fontLoadScript(nonce: string, fonts: readonly PageFont[]): string {
  const loads = fonts
    .map(
      (font) => `f.load(${JSON.stringify(`1em "${font.family}"`)},${JSON.stringify(font.probe)}).catch(function(){})`,
    )
    .join(";");
  return `<script nonce="${nonce}">(function(f){if(f&&f.load){${loads}}})(document.fonts)</script>`;
}

const FONT_PRELOAD_TAG = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/g;
const STYLESHEET_TAG = /<link\b[^>]*\brel="stylesheet"[^>]*>/;
const HREF_ATTRIBUTE = /\bhref="([^"]*)"/;
