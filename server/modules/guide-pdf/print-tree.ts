/**
 * The documents we print (guides, invoices) are written with the escaping `html` builder
 * (print-html.ts), in a small set of elements and classes. Typst does not read HTML: this turns
 * that markup into a plain tree the Typst template walks (typst-template.ts), passed to it as JSON
 * (ADR 0069). Text stays text all the way: the template never evaluates a string as markup, so a
 * customer named `#panic("x")` or `<b>x</b>` is printed as written.
 *
 * Only the elements and attributes below are accepted; anything else is a mistake in a builder
 * and throws, so a test finds it instead of a reader finding a hole in the page.
 */
export type PrintElement = {
  /** The element's name (`p`, `h2`, `table`, `span`…). */
  t: string;
  /** Its classes (`figure`, `note`, `chapter`…), which the template maps to a look. */
  k?: string[];
  id?: string;
  href?: string;
  lang?: string;
  dir?: "ltr" | "rtl";
  c: PrintNode[];
};
export type PrintNode = PrintElement | string;

const blockElements = new Set([
  "html",
  "body",
  "section",
  "nav",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const inlineElements = new Set(["span", "a", "strong", "em", "bdi", "br"]);
/** The head of a document: what the PDF needs from it (title, language) travels beside the tree. */
const droppedElements = new Set(["head", "title", "style", "meta"]);
const voidElements = new Set(["br", "meta"]);
const attributeNames = new Set(["class", "id", "href", "lang", "dir", "data-fact", "charset"]);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_match, name: string) => entities[name]!);
}

function isBlock(node: PrintNode | undefined): boolean {
  return typeof node !== "string" && node !== undefined && blockElements.has(node.t);
}

/**
 * White space as a browser lays it out: runs collapse to one space, and the line breaks between
 * block elements (the builders' own formatting) are not text at all.
 */
function tidy(children: PrintNode[], parentIsBlock: boolean): PrintNode[] {
  const collapsed = children.map((child) => (typeof child === "string" ? child.replace(/\s+/g, " ") : child));
  return collapsed.filter((child, index) => {
    if (typeof child !== "string") return true;
    if (child === "") return false;
    if (child !== " ") return true;
    const before = collapsed[index - 1];
    const after = collapsed[index + 1];
    if (parentIsBlock && (before === undefined || after === undefined)) return false;
    return !isBlock(before) && !isBlock(after);
  });
}

function element(name: string, attributes: string): PrintElement {
  const node: PrintElement = { t: name, c: [] };
  for (const [, key, value] of attributes.matchAll(/\s+([a-z-]+)="([^"]*)"/g)) {
    if (!attributeNames.has(key!)) throw new Error(`Print markup: attribute ${key} on <${name}> is not supported`);
    const text = decode(value!);
    if (key === "class") node.k = text.split(/\s+/).filter(Boolean);
    else if (key === "id") node.id = text;
    else if (key === "href") node.href = text;
    else if (key === "lang") node.lang = text;
    else if (key === "dir") {
      if (text !== "ltr" && text !== "rtl") throw new Error(`Print markup: dir="${text}"`);
      node.dir = text;
    }
  }
  return node;
}

function textOf(node: PrintNode): string {
  return typeof node === "string" ? node : node.c.map(textOf).join("");
}

/** Right to left when the first letter with a direction is Hebrew or Arabic script. */
function firstStrongDirection(text: string): "ltr" | "rtl" {
  const strong = /[\p{L}]/u.exec(text)?.[0];
  return strong !== undefined && /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(strong)
    ? "rtl"
    : "ltr";
}

/**
 * The tree of one document's markup, from its `<html lang dir>` element, and its `<title>` (the
 * PDF's title). The `<head>` is otherwise skipped, and so is a `<!doctype html>` line.
 */
export function parsePrintMarkup(markup: string): { title: string; body: PrintElement } {
  const root: PrintElement = { t: "#root", c: [] };
  const stack: PrintElement[] = [root];
  let dropped = 0;
  let inTitle = false;
  const bdiNodes: PrintElement[] = [];
  let title = "";
  const tokens = /<!doctype[^>]*>|<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*>|([^<]+)|(<)/gi;
  for (const [, closing, rawName, attributes, text, stray] of markup.matchAll(tokens)) {
    if (stray !== undefined) throw new Error("Print markup: a stray '<' (text must go through html``)");
    const parent = stack.at(-1)!;
    if (text !== undefined) {
      if (inTitle) title += decode(text);
      else if (dropped === 0) parent.c.push(decode(text));
      continue;
    }
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (droppedElements.has(name)) {
      if (!voidElements.has(name)) dropped += closing ? -1 : 1;
      if (name === "title") inTitle = !closing;
      continue;
    }
    if (dropped > 0) continue;
    if (!blockElements.has(name) && !inlineElements.has(name)) {
      throw new Error(`Print markup: <${name}> is not supported`);
    }
    if (closing) {
      const open = stack.pop();
      if (open?.t !== name) throw new Error(`Print markup: </${name}> closes <${open?.t}>`);
      open.c = tidy(open.c, blockElements.has(name));
      continue;
    }
    const node = element(name, attributes ?? "");
    if (name === "bdi") bdiNodes.push(node);
    parent.c.push(node);
    if (!voidElements.has(name)) stack.push(node);
  }
  if (stack.length !== 1) throw new Error(`Print markup: <${stack.at(-1)!.t}> is never closed`);
  const top = tidy(root.c, true).filter((node): node is PrintElement => typeof node !== "string");
  if (top.length !== 1 || top[0]!.t !== "html") throw new Error("Print markup: one <html> element expected");
  // <bdi>: the direction of its first strong letter, as a browser isolates it (a customer's name).
  for (const node of bdiNodes) node.dir ??= firstStrongDirection(textOf(node));
  return { title: title.trim(), body: top[0]! };
}
