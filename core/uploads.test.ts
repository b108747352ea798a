import { describe, expect, it } from "vitest";
import {
  acceptedUploadTypes,
  attachmentDisposition,
  maxUploadBytes,
  maxUploadMegabytes,
  safeDownloadName,
  sniffUploadType,
  uploadSniffBytes,
} from "./uploads.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("the upload rules", () => {
  it("accept JPG, PNG and PDF up to 10 MB (spec §5)", () => {
    expect(maxUploadBytes).toBe(10_485_760);
    expect(maxUploadMegabytes).toBe(10);
    expect(Object.keys(acceptedUploadTypes)).toEqual(["image/jpeg", "image/png", "application/pdf"]);
    expect(Object.values(acceptedUploadTypes).map((type) => type.extension)).toEqual(["jpg", "png", "pdf"]);
  });
});

describe("sniffUploadType", () => {
  it("recognises each accepted type by its first bytes", () => {
    expect(sniffUploadType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))).toBe("image/jpeg");
    expect(sniffUploadType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe("image/jpeg");
    expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe("image/png");
    expect(sniffUploadType(ascii("%PDF-1.7\n%âãÏÓ"))).toBe("application/pdf");
  });

  it("refuses everything else, whatever the file is called", () => {
    // A Windows executable, a ZIP (also .docx), a GIF, HTML, SVG, a text file, nothing at all.
    for (const first of [
      ascii("MZ\x90\x00\x03\x00\x00\x00"),
      bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00),
      ascii("GIF89a\x01\x00"),
      ascii("<!doctype html>"),
      ascii("<svg xmlns="),
      ascii("hello world"),
      bytes(),
    ]) {
      expect(sniffUploadType(first)).toBeNull();
    }
  });

  it("needs the whole signature, at the very start", () => {
    // A PNG signature cut short (the first chunk of a stream may be), with a byte changed, or shifted.
    expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBeNull();
    expect(sniffUploadType(ascii(" %PDF-1.4"))).toBeNull();
    expect(sniffUploadType(ascii("%PDF"))).toBeNull();
    expect(sniffUploadType(bytes(0xff, 0xd8))).toBeNull();
    expect(uploadSniffBytes).toBe(8);
  });
});

describe("safeDownloadName", () => {
  it("gives the extension of the checked type, not the one the sender chose", () => {
    expect(safeDownloadName("photo.exe", "image/png")).toBe("photo.png");
    expect(safeDownloadName("passport.PDF", "application/pdf")).toBe("passport.pdf");
    expect(safeDownloadName("scan.jpeg", "image/jpeg")).toBe("scan.jpg");
    expect(safeDownloadName("invoice.pdf.exe", "application/pdf")).toBe("invoice.pdf.pdf");
    expect(safeDownloadName("no-extension", "image/jpeg")).toBe("no-extension.jpg");
  });

  it("keeps letters of every script and drops paths, controls and direction tricks", () => {
    expect(safeDownloadName("جواز السفر.png", "image/png")).toBe("جواز-السفر.png");
    expect(safeDownloadName("relevé d’identité bancaire.pdf", "application/pdf")).toBe("relevé-didentité-bancaire.pdf");
    expect(safeDownloadName("C:\\Users\\me\\Desktop\\passport.png", "image/png")).toBe("passport.png");
    expect(safeDownloadName("../../etc/passwd", "application/pdf")).toBe("passwd.pdf");
    // U+202E turns "photo\u202Egnp.exe" into what reads as "photoexe.png".
    expect(safeDownloadName("photo\u202egnp.exe", "image/png")).toBe("photognp.png");
    expect(safeDownloadName('a"b;c\r\nd<e>.pdf', "application/pdf")).toBe("abcde.pdf");
  });

  it("never gives an empty, hidden, reserved or endless name", () => {
    expect(safeDownloadName("", "image/png")).toBe("document.png");
    expect(safeDownloadName(".png", "image/png")).toBe("document.png");
    expect(safeDownloadName("...", "application/pdf")).toBe("document.pdf");
    expect(safeDownloadName(".htaccess.png", "image/png")).toBe("htaccess.png");
    expect(safeDownloadName("CON.pdf", "application/pdf")).toBe("CON-file.pdf");
    const long = safeDownloadName(`${"a".repeat(300)}.pdf`, "application/pdf");
    expect(long).toBe(`${"a".repeat(80)}.pdf`);
  });
});

describe("attachmentDisposition", () => {
  it("always downloads, with an ASCII fallback and the UTF-8 name", () => {
    expect(attachmentDisposition("passport.png")).toBe(
      `attachment; filename="passport.png"; filename*=UTF-8''passport.png`,
    );
    expect(attachmentDisposition("جواز.pdf")).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%D8%AC%D9%88%D8%A7%D8%B2.pdf`,
    );
    expect(attachmentDisposition("relevé (1).pdf")).toBe(
      `attachment; filename="relev_ (1).pdf"; filename*=UTF-8''relev%C3%A9%20%281%29.pdf`,
    );
  });
});
