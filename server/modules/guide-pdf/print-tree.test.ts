import { describe, expect, it } from "vitest";
import { html } from "./print-html.ts";
import { parsePrintMarkup } from "./print-tree.ts";

const page = (body: string) =>
  `<!doctype html>\n<html lang="ar" dir="rtl">\n<head>\n<title>Facture &amp; reçu</title>\n</head>\n<body>${body}</body>\n</html>`;

describe("the print markup, as a tree for Typst", () => {
  it("keeps the document's language, direction and title, and every text as text", () => {
    const { title, body } = parsePrintMarkup(
      page(html`<p class="note small">${'#panic("x")'} <strong>${"<b>bold</b>"}</strong></p>`.text),
    );
    expect(title).toBe("Facture & reçu");
    expect(body).toMatchObject({ t: "html", lang: "ar", dir: "rtl" });
    const paragraph = (body.c[0] as { c: unknown[] }).c[0];
    expect(paragraph).toEqual({
      t: "p",
      k: ["note", "small"],
      c: ['#panic("x") ', { t: "strong", c: ["<b>bold</b>"] }],
    });
  });

  it("collapses the builders' own line breaks between blocks, and keeps spaces between words and inline elements", () => {
    const { body } = parsePrintMarkup(
      page(
        `<section id="a" class="chapter">\n<h1>Title</h1>\n<p><a href="#b">link</a> <span class="url" dir="ltr">https://x.example</span></p>\n</section>`,
      ),
    );
    const section = (body.c[0] as { c: unknown[] }).c[0];
    expect(section).toEqual({
      t: "section",
      id: "a",
      k: ["chapter"],
      c: [
        { t: "h1", c: ["Title"] },
        {
          t: "p",
          c: [
            { t: "a", href: "#b", c: ["link"] },
            " ",
            { t: "span", k: ["url"], dir: "ltr", c: ["https://x.example"] },
          ],
        },
      ],
    });
  });

  it("gives <bdi> the direction of its first letter, as a browser isolates it", () => {
    const { body } = parsePrintMarkup(page("<p><bdi>أميرة Haddad</bdi> <bdi>1 rue de l'Exemple</bdi></p>"));
    const [arabic, , latin] = ((body.c[0] as { c: unknown[] }).c[0] as { c: { dir?: string }[] }).c;
    expect(arabic!.dir).toBe("rtl");
    expect(latin!.dir).toBe("ltr");
  });

  it("refuses what the template does not know: another element, an attribute, a raw '<' or an unclosed element", () => {
    expect(() => parsePrintMarkup(page("<script>x</script>"))).toThrow(/<script> is not supported/);
    expect(() => parsePrintMarkup(page('<p style="color:red">x</p>'))).toThrow(/attribute style/);
    expect(() => parsePrintMarkup(page("<p>1 < 2</p>"))).toThrow(/stray '<'/);
    expect(() => parsePrintMarkup(page("<p>x"))).toThrow(/closes <p>|never closed/);
  });
});
