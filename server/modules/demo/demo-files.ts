import { PDFDocument, StandardFonts } from "pdf-lib";

/**
 * A small, real PDF standing in for a scanned document: one A4 page that says it is demo data,
 * written by pdf-lib (already a dependency) so the upload's checks (type by content, no active
 * content) pass as they would for a client's scan, and a download opens in any reader.
 */
export async function demoPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer("Passerelle demo data");
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 770, size: 20, font: bold });
  page.drawText("DEMO DOCUMENT - not a real record", { x: 56, y: 740, size: 11, font: bold });
  lines.forEach((line, index) => {
    page.drawText(line, { x: 56, y: 700 - index * 18, size: 11, font: regular });
  });
  return pdf.save({ useObjectStreams: false });
}

/**
 * The multipart request a browser's upload form sends (one `file` field), for the upload use
 * cases, which read the file from a request as it streams in.
 */
export function uploadRequest(fileName: string, bytes: Uint8Array, contentType = "application/pdf"): Request {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type: contentType }));
  return new Request("http://localhost/demo-upload", { method: "POST", body: form });
}
