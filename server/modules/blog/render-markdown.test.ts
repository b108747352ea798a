import { describe, expect, it } from "vitest";
import { factIds } from "../../../content/facts/fact-on.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import { figureOfFact } from "../../../content/prose/resolve-figures.ts";
import { renderMarkdown } from "./render-markdown.ts";

const html = (markdown: string) => renderMarkdown(markdown, "en").html;
const firstFactId = factIds()[0] as FactId;

describe("blog Markdown rendering", () => {
  it("shows raw HTML as text: a script never reaches the page as a tag", () => {
    const out = html(
      'Hello <script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/<script|<img|<iframe/i);
    expect(out).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("drops javascript:, data: and other schemes from links, in every spelling", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "jav&#x09;ascript:alert(1)",
      "&#106;avascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "//evil.example/path",
    ]) {
      const out = html(`[click](${href}) and <${href}>`);
      expect(out, href).not.toMatch(/href="(?!#sources)/);
      // What was refused stays visible as text, never as an address.
      expect(out, href).not.toContain("<a");
    }
  });

  it("keeps http(s), mailto and relative links, absolute ones with rel=noopener noreferrer", () => {
    const out = html(
      "[a](https://www.service-public.fr/x) [b](mailto:hello@example.com) [c](/visa/salarie) [d](#steps)",
    );
    expect(out).toContain('<a href="https://www.service-public.fr/x" rel="noopener noreferrer">a</a>');
    expect(out).toContain('<a href="mailto:hello@example.com">b</a>');
    expect(out).toContain('<a href="/visa/salarie">c</a>');
    expect(out).toContain('<a href="#steps">d</a>');
  });

  it("shows images only from our /blog-images/ path or https, others as their alt text", () => {
    const ours = "/blog-images/0b5e2a8c-7a57-4d3c-9a1e-2f4d5c6b7a80";
    const out = html(
      `![ours](${ours}) ![remote](https://example.org/a.png) ![plain](http://example.org/a.png) ![svg](data:image/png;base64,AAAA)`,
    );
    expect(out).toContain(`<img src="${ours}" alt="ours"`);
    expect(out).toContain('<img src="https://example.org/a.png" alt="remote"');
    expect(out).not.toContain('src="http://example.org');
    expect(out).not.toContain('src="data:');
    expect(out.match(/<img/g)).toHaveLength(2);
    expect(out).toContain("plain");
  });

  it("gives headings ids (deduplicated, accents folded) and makes a # heading an h2 under the title", () => {
    const out = html("# Être prêt\n\n## Steps\n\n## Steps\n\n### مرحبا");
    expect(out).toContain('<h2 id="etre-pret">Être prêt</h2>');
    expect(out).toContain('<h2 id="steps">Steps</h2>');
    expect(out).toContain('<h2 id="steps-2">Steps</h2>');
    expect(out).toMatch(/<h3 id="section-\d+">مرحبا<\/h3>/);
    expect(out).not.toContain("<h1");
  });

  it("quotes registry figures with their source and leaves unknown tokens as text", () => {
    const figure = figureOfFact(firstFactId, "fr");
    const rendered = renderMarkdown(
      `Le chiffre : {fact:${firstFactId}}. Inconnu : {fact:no.such-fact} et {city:atlantis.rentOneBedroom}.`,
      "fr",
    );
    expect(rendered.figures.map((f) => f.key)).toEqual([`fact:${firstFactId}`]);
    expect(rendered.figures[0]?.sourceUrl).toBe(figure.sourceUrl);
    expect(rendered.html).toContain(`data-fact="fact:${firstFactId}"`);
    expect(rendered.html).toContain(`>${figure.text.replace(/&/g, "&amp;")}</a>`);
    expect(rendered.html).toContain("{fact:no.such-fact}");
    expect(rendered.html).toContain("{city:atlantis.rentOneBedroom}");
  });

  it("marks official French names in another language's post, escaped, and leaves a broken term as text", () => {
    const rendered = renderMarkdown("تصريح الإقامة ({fr:titre de séjour}) و{fr:<b>x</b>} و{fr:}", "ar").html;
    expect(rendered).toContain('(<span lang="fr" dir="ltr">titre de séjour</span>)');
    expect(rendered).toContain('<span lang="fr" dir="ltr">&lt;b&gt;x&lt;/b&gt;</span>');
    expect(rendered).not.toContain("<b>");
    expect(rendered).toContain("{fr:}");
  });

  it("shows a link that reads as its site's address as a name, not to be translated", () => {
    const rendered = renderMarkdown("[ameli.fr](https://www.ameli.fr/) [le site](https://www.ameli.fr/)", "ar").html;
    expect(rendered).toContain('<a href="https://www.ameli.fr/" rel="noopener noreferrer" translate="no">ameli.fr</a>');
    expect(rendered).toContain('<a href="https://www.ameli.fr/" rel="noopener noreferrer">le site</a>');
    expect(() => renderMarkdown("[https://[x](https://[x)", "ar")).not.toThrow();
  });

  it("pins links to our pages to the reader's ?lang=, and only those", () => {
    const markdown =
      "[a](/visa/etudiant) [b](/tools/budget?visa=x#fees) [c](https://www.service-public.fr/x) [d](#top)";
    const pinned = renderMarkdown(markdown, "ar", "ar").html;
    expect(pinned).toContain('href="/visa/etudiant?lang=ar"');
    expect(pinned).toContain('href="/tools/budget?visa=x&amp;lang=ar#fees"');
    expect(pinned).toContain('href="https://www.service-public.fr/x"');
    expect(pinned).toContain('href="#top"');
    expect(renderMarkdown(markdown, "ar").html).toContain('href="/visa/etudiant"');
  });

  it("survives hostile input without throwing", () => {
    const nasty = [
      "[",
      "![",
      "{fact:",
      "{fact:}",
      "<",
      "```",
      "\u0000",
      "*".repeat(5000),
      "[x](",
      "> ".repeat(200),
    ].join("\n");
    expect(() => renderMarkdown(nasty, "ar")).not.toThrow();
    expect(() => renderMarkdown(`${"[".repeat(10_000)}${"]".repeat(10_000)}`, "en")).not.toThrow();
  });
});

describe("the seed posts", () => {
  it("render with every registry token resolved", async () => {
    const { seedPosts } = await import("../../../content/blog/seed-posts.ts");
    for (const post of seedPosts) {
      const rendered = renderMarkdown(post.bodyMarkdown, post.language);
      expect(rendered.html, post.slug).not.toMatch(/\{(?:fact|city):/);
    }
  });
});
