import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";

/**
 * PDFs for the tests of the active-content check (ADR 0068), made here rather than downloaded: by
 * hand where the exact bytes matter, with pdf-lib where a real writer's output does (its object
 * streams are Flate-compressed, so nothing in the raw bytes gives the action away).
 */

/** A PDF written by hand from its objects, with a correct cross-reference table. */
export function handMadePdf(objects: string[], trailerExtra = ""): Buffer {
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";
const pages = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";

/** The brief's own example: the catalog opens with `/OpenAction << /S /JavaScript /JS (app.alert(1)) >>`. */
export function openActionJavaScriptPdf(): Buffer {
  return handMadePdf([
    "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>",
    pages,
    page,
  ]);
}

/** A page whose additional actions (/AA) run a program when it opens. */
export function launchOnPageOpenPdf(): Buffer {
  return handMadePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    pages,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O << /S /Launch /F (calc.exe) >> >> >>",
  ]);
}

/** `/JavaScript` spelled with a #-escape in the document's name tree: a reader decodes it all the same. */
export function escapedJavaScriptNamePdf(): Buffer {
  return handMadePdf([
    "<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript 4 0 R >> >>",
    pages,
    page,
    "<< /Names [(x) << /S /J#61vaScript /J#53 (app.alert(1)) >>] >>",
  ]);
}

/** Encrypted (a trailer /Encrypt): its object streams cannot be read without the key, so not checked. */
export function encryptedPdf(): Buffer {
  return handMadePdf(
    ["<< /Type /Catalog /Pages 2 0 R >>", pages, page, "<< /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>"],
    "/Encrypt 4 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ",
  );
}

/** A PDF that is also an HTML page: the markup sits in a comment, which PDF readers skip. */
export function htmlPolyglotPdf(): Buffer {
  const pdf = handMadePdf(["<< /Type /Catalog /Pages 2 0 R >>", pages, page]).toString("latin1");
  return Buffer.from(
    pdf.replace("%PDF-1.7\n", "%PDF-1.7\n%<html><body><script>alert(document.cookie)</script></body></html>\n"),
    "latin1",
  );
}

/** A one-page document as a real writer makes it, with text and, if asked, a link to a web page. */
async function writtenPdf(
  options: { link?: string; openAction?: "javascript" | "first-page" } = {},
  useObjectStreams = true,
): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const first = document.addPage([595, 842]);
  first.drawText("Attestation d'hébergement", { x: 50, y: 780, size: 18, font });
  const { context, catalog } = document;
  if (options.link) {
    const annotation = context.register(
      context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [50, 700, 300, 720],
        A: { S: "URI", URI: PDFString.of(options.link) },
      }),
    );
    first.node.set(PDFName.of("Annots"), context.obj([annotation]));
  }
  if (options.openAction === "javascript") {
    // An indirect action object: with object streams it is inside a compressed stream.
    const action = context.register(context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }));
    catalog.set(PDFName.of("OpenAction"), action);
  } else if (options.openAction === "first-page") {
    catalog.set(PDFName.of("OpenAction"), context.obj([first.ref, "Fit"]));
  }
  return Buffer.from(await document.save({ useObjectStreams }));
}

/** What a scanner or a word processor sends: text, a link to a web page, opening on its first page. */
export const cleanPdf = () => writtenPdf({ link: "https://www.service-public.fr/", openAction: "first-page" });

/** The same JavaScript open action, written by pdf-lib into a Flate-compressed object stream. */
export const javaScriptInObjectStreamPdf = () => writtenPdf({ openAction: "javascript" });

/** A link whose address is JavaScript rather than a web page. */
export const javaScriptLinkPdf = () => writtenPdf({ link: "javascript:app.alert(1)" }, false);
