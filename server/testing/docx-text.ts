import { inflateRawSync } from "node:zlib";

/**
 * The text of a .docx as a reader's tool would get it: its word/document.xml read out of the zip
 * (local file headers, stored or deflated), each paragraph a line, the XML tags dropped. Enough to
 * check what a generated document says without a library of our own making.
 */
export function docxText(bytes: Uint8Array): string {
  const data = Buffer.from(bytes);
  let offset = 0;
  while (offset + 30 <= data.length && data.readUInt32LE(offset) === 0x04034b50) {
    const flags = data.readUInt16LE(offset + 6);
    const method = data.readUInt16LE(offset + 8);
    const compressedSize = data.readUInt32LE(offset + 18);
    const nameLength = data.readUInt16LE(offset + 26);
    const extraLength = data.readUInt16LE(offset + 28);
    const name = data.toString("utf8", offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    if (flags & 0x08) throw new Error("docxText: entries with a data descriptor are not supported");
    const body = data.subarray(start, start + compressedSize);
    if (name === "word/document.xml") {
      const xml = (method === 8 ? inflateRawSync(body) : body).toString("utf8");
      return xml
        .replace(/<\/w:p>/g, "\n")
        .replace(/<w:br\/>/g, "\n")
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'");
    }
    offset = start + compressedSize;
  }
  throw new Error("docxText: no word/document.xml in this file");
}
