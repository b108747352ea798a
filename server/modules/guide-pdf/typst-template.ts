/**
 * The Typst template of every PDF we print (ADR 0069), compiled by the printing process
 * (typst-printer.ts) with the document as JSON in `sys.inputs.data`. Kept as a string so the
 * server build carries it without a file to copy beside the bundle.
 */
export const typstTemplate = `// One template for every document we print (guides, invoices). The document arrives as JSON in
// sys.inputs.data, the tree of print-tree.ts: {lang, dir, title, footer, body}. Its strings are
// only ever shown as text, never evaluated as markup. Classes map to the look the HTML print
// styles gave before (ADR 0029, 0069). No @preview package: nothing is fetched.
#let doc = json(bytes(sys.inputs.data))
#let flow = if doc.dir == "rtl" { rtl } else { ltr }
#let ink = rgb("#1e293b")
#let navy = rgb("#1e3a8a")
#let slate = rgb("#475569")
#let rule-color = rgb("#cbd5e1")
// Amiri's letters are small beside Inter's at the same size: Arabic documents are set larger (the
// visa and city chapters still in English inside them too, which keeps one size per page).
#let base = if doc.lang == "ar" { 11.5pt } else { 10pt }
// Every other size of the print styles, scaled alike (headings excepted: Amiri's bold is large).
#let sz(size) = size * (base / 10pt)

#set document(title: doc.title, author: "Passerelle")
#set text(font: ("Inter", "Amiri"), fallback: false, size: base, lang: doc.lang, dir: flow, fill: ink)
// Lines measured from the fonts' ascender to descender, as a browser does, so Amiri's marks above
// and below the letters never reach the next block: about line-height 1.5 for Inter.
#set text(top-edge: "ascender", bottom-edge: "descender")
#set par(leading: if doc.lang == "ar" { 0.15em } else { 0.29em }, spacing: 6pt, justify: false)
#set page(
  paper: "a4",
  margin: (top: 16mm, bottom: 18mm, x: 16mm),
  footer: context {
    set text(size: sz(8pt), fill: rgb("#64748b"))
    // The page number reads "3 / 12" in every language: isolated left to right.
    let numbers = text(dir: ltr)[#counter(page).display() / #counter(page).final().first()]
    grid(columns: (1fr, auto), align: (start, end), doc.footer, numbers)
  },
)
#show heading: set text(fill: navy, weight: 700)
#show heading: set block(sticky: true)
#show heading.where(level: 1): set text(size: 20pt)
#show heading.where(level: 1): set block(above: 0pt, below: 8pt)
#show heading.where(level: 2): set text(size: 14pt)
#show heading.where(level: 2): set block(above: 18pt, below: 6pt)
#show heading.where(level: 3): set text(size: 11.5pt)
#show heading.where(level: 3): set block(above: 14pt, below: 4pt)
#show heading.where(level: 4): set block(above: 10pt, below: 2pt)
#show link: set text(fill: rgb("#1e40af"))
#set list(indent: 0pt, body-indent: 6pt, spacing: 0.5em)
#set enum(indent: 0pt, body-indent: 6pt, spacing: 0.5em)

#let has(node, name) = "k" in node and name in node.k
// A short document (the starter guide: <body class="flowing">) runs its chapters on one after the
// other: a page per chapter left most of its pages nearly blank. Its contents still start a page.
#let flowing = doc.body.c.any(c => type(c) != str and c.t == "body" and has(c, "flowing"))

// A border on the side where the line starts, whichever the direction.
#let start-rule(paint) = if doc.dir == "rtl" { (right: 3pt + paint) } else { (left: 3pt + paint) }
#let callout(fill, paint, body) = block(
  width: 100%, fill: fill, stroke: start-rule(paint), inset: (x: 8pt, y: 6pt), above: 8pt, below: 8pt, body,
)

// in-cell: inside a table cell, whose width is fixed, where a figure is not boxed (a box in
// a cell is laid out again each time the table measures its rows: most of the guides' time).
#let render(node, in-cell: false) = {
  let walk = render.with(in-cell: in-cell)
  if type(node) == str { return node }
  let t = node.t
  // Containers whose children are laid out one by one below render them there, not here.
  let kids = if t in ("table", "thead", "tbody", "tr", "ul", "ol", "nav") { none } else { node.c.map(walk).join() }
  let body = if kids == none { [] } else { kids }
  let out = if t == "html" or t == "body" { body }
  else if t == "br" { linebreak() }
  else if t == "strong" { strong(body) }
  else if t == "em" { emph(body) }
  else if t == "span" and has(node, "figure") {
    // A figure never breaks across lines: "€59,373 per year" stays whole. No-break spaces, not a
    // box (a thousand boxes cost the full guide a second), but a box for "2–4 weeks": a line may
    // break after a dash, and a word joiner would end up in the text layer.
    let dashed = node.c.any(c => type(c) == str and c.contains(regex("[-–]")))
    let kept = if dashed and not in-cell { box(body) } else { node.c.map(c => if type(c) == str { c.replace(" ", "\u{a0}") } else { walk(c) }).join() }
    if has(node, "estimate") { text(style: "italic", weight: 500, kept) } else { text(weight: 600, fill: rgb("#0f172a"), kept) }
  }
  else if t == "span" and has(node, "url") {
    let shown = node.c.filter(c => type(c) == str).join()
    let target = if shown != none and shown.starts-with(regex("https?://")) { link(shown) } else { body }
    text(size: sz(8pt), fill: slate, target)
  }
  else if t == "span" or t == "bdi" { body }
  else if t == "a" {
    let href = node.at("href", default: "#")
    if href.starts-with("#") and href.len() > 1 { link(label(href.slice(1)), body) }
    else if href.starts-with(regex("https?://|mailto:")) { link(href, body) }
    else { body }
  }
  else if t == "h1" { heading(level: 1, outlined: true, body) }
  else if t == "h2" { heading(level: 2, body) }
  else if t == "h3" { heading(level: 3, body) }
  else if t == "h4" { heading(level: 4, body) }
  else if t == "p" {
    if has(node, "note") { callout(rgb("#f1f5f9"), rgb("#1d4ed8"), body) }
    else if has(node, "warning") { callout(rgb("#fef3c7"), rgb("#b45309"), body) }
    else if has(node, "status") { block(above: 12pt, below: 12pt, text(weight: 700, size: sz(11pt), body)) }
    else if has(node, "legal") { block(above: 18pt, text(size: sz(8pt), fill: slate, body)) }
    else if has(node, "brand") { block(below: 18pt, text(size: sz(13pt), weight: 700, fill: rgb("#1d4ed8"), tracking: 0.04em, body)) }
    else if has(node, "subtitle") { block(below: 24pt, text(size: sz(13pt), fill: rgb("#334155"), body)) }
    else if has(node, "edition") { block(below: 4pt, text(size: sz(16pt), weight: 700, fill: navy, body)) }
    else { par(body) }
  }
  else if t == "div" {
    if has(node, "note") { callout(rgb("#f1f5f9"), rgb("#1d4ed8"), body) }
    else if has(node, "warning") { callout(rgb("#fef3c7"), rgb("#b45309"), body) }
    else if has(node, "head") {
      show heading.where(level: 1): set text(size: 24pt)
      let cells = node.c.filter(c => type(c) != str).map(walk)
      block(below: 18pt, grid(columns: (1fr, auto), gutter: 24pt, ..cells))
    }
    else if has(node, "parties") {
      let cells = node.c.filter(c => type(c) != str).map(walk)
      block(below: 16pt, grid(columns: (1fr,) * cells.len(), gutter: 24pt, ..cells))
    }
    else { body }
  }
  else if t == "ul" or t == "ol" {
    // Each item one paragraph, its marker in the first line and the rest hung under the text:
    // Typst's own list costs about a millisecond an item, and the full guide has over a thousand.
    let items = node.c.filter(c => type(c) != str)
    let marker(i) = if has(node, "checklist") { box(width: 7pt, height: 7pt, stroke: 1pt + navy) }
      // Measured from the baseline: a box of text measured to the descender would sit raised.
      else { text(top-edge: "cap-height", bottom-edge: "baseline", if t == "ol" { [#(i + 1).] } else { [•] }) }
    items.enumerate().map(((i, item)) => {
      let row = par(hanging-indent: 14pt, [#box(width: 14pt, marker(i))#walk(item)])
      if has(item, "keep") { block(breakable: false, above: 0.5em, below: 0.5em, row) } else { block(above: 0.5em, below: 0.5em, row) }
    }).join()
  }
  else if t == "li" {
    body
  }
  else if t == "table" {
    let rows = node.c.filter(c => type(c) != str).map(part => part.c.filter(r => type(r) != str)).flatten()
    let head = node.c.filter(c => type(c) != str and c.t == "thead")
    let head-rows = if head.len() > 0 { head.first().c.filter(r => type(r) != str) } else { () }
    let body-rows = node.c.filter(c => type(c) != str and c.t == "tbody").map(b => b.c.filter(r => type(r) != str)).flatten()
    let width = calc.max(..rows.map(r => r.c.filter(c => type(c) != str).len()))
    let cell(c) = {
      let content = render(c, in-cell: true)
      let aligned = if has(c, "amount") { end } else { start }
      if c.t == "th" { table.cell(fill: rgb("#eff6ff"), align: aligned, text(fill: navy, weight: 600, content)) }
      else { table.cell(align: aligned, content) }
    }
    let cells-of(r) = r.c.filter(c => type(c) != str).map(cell)
    let totals = has(node, "totals")
    let last = body-rows.len() - 1
    let grid-table = table(
      columns: (2fr,) + (1fr,) * (width - 1),
      stroke: (x, y) => if totals and y == last { (bottom: 1.5pt + navy) } else { (bottom: 0.5pt + rule-color) },
      inset: (x: 5pt, y: 3pt),
      ..if head-rows.len() > 0 { (table.header(..head-rows.map(cells-of).flatten()),) },
      ..body-rows.enumerate().map(((i, r)) => if totals and i == last {
        r.c.filter(c => type(c) != str).map(c => table.cell(align: if has(c, "amount") { end } else { start }, text(weight: 700, size: sz(11pt), render(c, in-cell: true))))
      } else { cells-of(r) }).flatten(),
    )
    let sized = block(above: 6pt, below: 10pt, text(size: sz(9pt), grid-table))
    if totals { align(end, block(width: 55%, sized)) } else { sized }
  }
  else if t == "th" or t == "td" { body }
  else if t == "nav" and has(node, "toc") {
    let entry(a, strong-entry) = {
      let target = label(a.href.slice(1))
      let page-number = context counter(page).at(target).first()
      link(target, box(width: 100%, { a.c.map(walk).join(); box(width: 1fr, repeat(gap: 2pt)[.]); [ ]; page-number }))
    }
    let chapters = node.c.filter(c => type(c) != str and c.t == "ol").first().c.filter(c => type(c) != str)
    node.c.filter(c => type(c) != str and c.t != "ol").map(walk).join()
    for chapter in chapters {
      let parts = chapter.c.filter(c => type(c) != str)
      block(above: 6pt, below: 6pt, strong(entry(parts.first(), true)))
      for inner in parts.slice(1) {
        // Two balanced columns, read down the first then the second, as the site's contents do.
        let entries = inner.c.filter(c => type(c) != str).map(li => entry(li.c.filter(c => type(c) != str).first(), false))
        let half = calc.ceil(entries.len() / 2)
        let column(items) = stack(spacing: 4pt, ..items)
        block(above: 4pt, below: 8pt, text(size: sz(9pt), grid(columns: (1fr, 1fr), column-gutter: 14pt, column(entries.slice(0, half)), column(entries.slice(half)))))
      }
    }
  }
  else if t == "nav" or t == "section" {
    let inner = if t == "nav" { node.c.map(walk).join() } else { body }
    if has(node, "cover") {
      // Amiri's bold at 28 pt wraps the Arabic title on two lines where the Latin ones take one.
      show heading.where(level: 1): set text(size: if doc.lang == "ar" { 24pt } else { 28pt })
      show heading.where(level: 1): set block(below: 10pt)
      block(height: 245mm, { v(1fr); inner; v(1fr) })
    } else { inner }
  }
  else { panic("unknown element " + t) }

  // Attributes every element may carry.
  if "lang" in node { out = text(lang: node.lang, out) }
  if "dir" in node {
    let d = if node.dir == "rtl" { rtl } else { ltr }
    // Inline, a run in the other direction is boxed: laid out on its own in its direction and
    // placed as one piece, so "1 rue …" or an e-mail address keeps its order in Arabic (Unicode
    // isolates would do it too, but they end up in the text layer). A block takes the direction
    // as its paragraphs' own.
    if t in ("span", "bdi", "a", "strong", "em") {
      if d != flow { out = box(text(dir: d, out)) }
    } else { out = text(dir: d, out) }
  }
  if has(node, "url") and t != "span" { out = text(size: sz(8pt), fill: slate, out) }
  if has(node, "muted") { out = text(fill: slate, out) }
  if has(node, "small") { out = text(size: sz(8.5pt), out) }
  let starts-page = has(node, "chapter") and (not flowing or has(node, "toc"))
  if "id" in node { out = [#metadata(node.id)#label(node.id)#out] }
  if starts-page { out = { pagebreak(weak: true); out } }
  // A chapter following another on the same page: room above its title (dropped at a page's top).
  else if has(node, "chapter") { out = { v(22pt, weak: true); out } }
  out
}

#render(doc.body)
`;
