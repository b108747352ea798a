import { describe, expect, it } from "vitest";
import {
  cleanPdf,
  encryptedPdf,
  escapedJavaScriptNamePdf,
  htmlPolyglotPdf,
  javaScriptInObjectStreamPdf,
  javaScriptLinkPdf,
  launchOnPageOpenPdf,
  openActionJavaScriptPdf,
} from "../testing/pdf-fixtures.ts";
import { pdfRefusal } from "./pdf-active-content.ts";

describe("pdfRefusal: active content in a PDF, found by parsing its objects (issue 29, ADR 0068)", () => {
  it("accepts a document as writers make it: text, a link to a web page, opening on its first page", async () => {
    expect(await pdfRefusal(await cleanPdf())).toBeNull();
  });

  it("refuses JavaScript run when the document opens, written out in the catalog", async () => {
    const pdf = openActionJavaScriptPdf();
    expect(pdf.toString("latin1")).toContain("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>");
    expect(await pdfRefusal(pdf)).toBe("upload_pdf_active_content");
  });

  it("refuses it hidden in a compressed object stream, where the raw bytes show nothing", async () => {
    const pdf = await javaScriptInObjectStreamPdf();
    expect(pdf.toString("latin1")).toContain("/ObjStm");
    expect(pdf.toString("latin1")).not.toMatch(/JavaScript|OpenAction|app\.alert/);
    expect(await pdfRefusal(pdf)).toBe("upload_pdf_active_content");
  });

  it("refuses a program launched by a page's additional actions, a #-escaped name tree and a javascript: link", async () => {
    expect(await pdfRefusal(launchOnPageOpenPdf())).toBe("upload_pdf_active_content");
    expect(await pdfRefusal(escapedJavaScriptNamePdf())).toBe("upload_pdf_active_content");
    expect(await pdfRefusal(await javaScriptLinkPdf())).toBe("upload_pdf_active_content");
  });

  it("refuses a PDF that is also an HTML page", async () => {
    expect(await pdfRefusal(htmlPolyglotPdf())).toBe("upload_pdf_active_content");
    const appended = Buffer.concat([await cleanPdf(), Buffer.from("\n<!DOCTYPE html><svg onload=alert(1)>")]);
    expect(await pdfRefusal(appended)).toBe("upload_pdf_active_content");
  });

  it("refuses an encrypted PDF, whose objects cannot be read to be checked", async () => {
    expect(await pdfRefusal(encryptedPdf())).toBe("upload_pdf_encrypted");
  });
});
