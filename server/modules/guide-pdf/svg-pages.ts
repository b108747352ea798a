/**
 * One page of a Typst SVG as an image of its own (ADR 0075). Typst's `compiler.svg(doc)` gives the
 * whole document as one SVG: a `<defs class="glyph">` of glyph outlines shared by every page, then
 * each page as a top-level `<g class="typst-page" transform="translate(0, Y)">`. Its text is drawn
 * twice: as outlines (`<use href="#glyph">`), and as HTML in `<foreignObject>` for selection in a
 * browser. A preview keeps the outlines only: an `<img>` cannot select text, and HTML inside an
 * image is what a sanitiser would question first. Typst's links (`<a onclick=…>`) go too.
 */

export type SvgPage = {
  width: number;
  height: number;
  /** The page's own group, unchanged. */
  group: string;
  /** Its selection layer's text, runs joined by spaces: how a page is found ("the contents"). */
  text: string;
};

export type SplitSvg = { pages: SvgPage[]; definitions: Map<string, string> };

const pageStart = '<g class="typst-page"';

/** The characters Typst escapes in its selection layer, back to text. */
function unescapeText(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&amp;/g, "&");
}

/** Every `<path id>` and `<clipPath id>` in the document's definitions, by id. */
function definitionsOf(head: string): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const match of head.matchAll(/<path id="([^"]+)"[^>]*\/>|<clipPath id="([^"]+)"[\s\S]*?<\/clipPath>/g)) {
    definitions.set((match[1] ?? match[2])!, match[0]);
  }
  return definitions;
}

/**
 * The pages of a Typst SVG, in order. Throws on anything not shaped as Typst 0.14 writes it (a
 * later version changing its output must fail the tests, not print broken previews).
 */
export function splitTypstSvg(svg: string): SplitSvg {
  const starts: number[] = [];
  for (let at = svg.indexOf(pageStart); at !== -1; at = svg.indexOf(pageStart, at + 1)) starts.push(at);
  const end = svg.lastIndexOf("</svg>");
  if (starts.length === 0 || end === -1) throw new Error("Not a Typst SVG: no page groups");
  const pages = starts.map((start, index) => {
    const group = svg.slice(start, starts[index + 1] ?? end);
    const opened = group.match(/<g[\s>]/g)?.length ?? 0;
    const closed = group.match(/<\/g>/g)?.length ?? 0;
    if (opened !== closed)
      throw new Error(`Typst SVG page ${index + 1}: its group does not close where the next starts`);
    const width = Number(/data-page-width="([\d.]+)"/.exec(group)?.[1]);
    const height = Number(/data-page-height="([\d.]+)"/.exec(group)?.[1]);
    if (!(width > 0 && height > 0)) throw new Error(`Typst SVG page ${index + 1}: no size`);
    const runs = [...group.matchAll(/<h5:div class="tsel"[^>]*>([\s\S]*?)<\/h5:div>/g)].map((run) =>
      unescapeText(run[1]!),
    );
    return { width, height, group, text: runs.join(" ").replace(/\s+/g, " ").trim() };
  });
  return { pages, definitions: definitionsOf(svg.slice(0, starts[0])) };
}

/**
 * One page as a standalone SVG: its group at the origin, only the definitions it uses, no
 * selection layer, no links, no styles (`fill="none"` on the root does what Typst's stylesheet
 * did: shapes without a fill of their own stay unfilled; glyphs take their group's fill).
 */
export function standalonePageSvg(split: SplitSvg, index: number): string {
  const page = split.pages[index];
  if (!page) throw new Error(`No page ${index + 1} in a document of ${split.pages.length}`);
  const body = page.group
    .replace(/<g transform="[^"]*"><foreignObject[\s\S]*?<\/foreignObject><\/g>/g, "")
    .replace(/<foreignObject[\s\S]*?<\/foreignObject>/g, "")
    .replace(/<a\s[^>]*>[\s\S]*?<\/a>/g, "")
    // Identifiers for Typst's incremental renderer: a third of the bytes, no use in an image.
    .replace(/ data-tid="[^"]*"/g, "")
    .replace(/^<g class="typst-page" transform="translate\([^)]*\)"/, '<g class="typst-page"');
  // Typst refers to glyphs it has no outline for (a space): nothing to draw, so those uses go.
  const drawn = body.replace(/<use [^>]*href="#([^"]+)"\/>/g, (use, id: string) =>
    split.definitions.has(id) ? use : "",
  );
  const used = new Set([...drawn.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((match) => match[1]!));
  const definitions = [...used].map((id) => {
    const definition = split.definitions.get(id);
    if (!definition) throw new Error(`Typst SVG page ${index + 1}: #${id} is used but not defined`);
    return definition;
  });
  const { width, height } = page;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" fill="none">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<defs>${definitions.join("")}</defs>${drawn}</svg>`
  );
}
