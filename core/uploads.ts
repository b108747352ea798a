/**
 * The upload rules (ADR 0033): JPG, PNG and PDF only, at most 10 MB, and the type is decided by the
 * file's first bytes, never by its name or by the type the browser claims — both are whatever the
 * sender wants them to be. Pure code: the server applies it while the file streams in
 * (server/http/receive-upload.ts), the pages use it to check a file before sending it and to say
 * the limit.
 */

export const maxUploadBytes = 10 * 1024 * 1024;

/** The limit in whole megabytes, as messages state it ("10 MB at most"). */
export const maxUploadMegabytes = maxUploadBytes / (1024 * 1024);

/**
 * Each accepted type with the extension its downloads get and the bytes every such file starts
 * with: JPEG's start-of-image marker and the first byte of the next marker (FF D8 FF), PNG's
 * eight-byte signature, and the "%PDF-" header (read here only at offset 0: a file with anything
 * before it is refused, though some readers would tolerate it).
 */
export const acceptedUploadTypes = {
  "image/jpeg": { extension: "jpg", signature: [0xff, 0xd8, 0xff] },
  "image/png": { extension: "png", signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  "application/pdf": { extension: "pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
} as const;

export type UploadType = keyof typeof acceptedUploadTypes;

const uploadTypes = Object.keys(acceptedUploadTypes) as UploadType[];

/** How many first bytes settle the type: the longest signature. Fewer only when the file is shorter. */
export const uploadSniffBytes = Math.max(...uploadTypes.map((type) => acceptedUploadTypes[type].signature.length));

/** For a file input's `accept`: what the picker offers (a hint for people; the server still checks the bytes). */
export const uploadAcceptAttribute = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";

export function isUploadType(value: string): value is UploadType {
  return Object.hasOwn(acceptedUploadTypes, value);
}

/** The type the file's first bytes prove, or null when they match none of the accepted signatures. */
export function sniffUploadType(firstBytes: Uint8Array): UploadType | null {
  for (const type of uploadTypes) {
    const { signature } = acceptedUploadTypes[type];
    if (firstBytes.length >= signature.length && signature.every((byte, index) => firstBytes[index] === byte)) {
      return type;
    }
  }
  return null;
}

const maxBaseNameLength = 80;
/** Names Windows refuses for a file whatever its extension. */
const reservedWindowsName = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * The name a download is saved under: the sender's base name with anything that could mislead or
 * break a file system removed, and the extension of the CHECKED type — so "photo.exe" that is
 * really a PNG downloads as "photo.png", and nothing downloads with an extension its content does
 * not have. Letters of every script are kept (an Arabic file name stays Arabic); path parts,
 * control and bidirectional-override characters (which can make "gnp.exe" read as "exe.png") and
 * punctuation other than "-", "_" and "." are dropped.
 */
export function safeDownloadName(original: string, type: UploadType): string {
  const lastPart = original.split(/[/\\]/).pop() ?? "";
  const withoutExtension = lastPart.replace(/\.[^.]*$/, "");
  const base = withoutExtension
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N} ._-]+/gu, "")
    .replace(/\s+/g, "-")
    .replace(/[-_.]{2,}/g, (run) => run.charAt(0))
    .replace(/^[-_.]+|[-_.]+$/g, "");
  const shortened = [...base]
    .slice(0, maxBaseNameLength)
    .join("")
    .replace(/[-_.]+$/, "");
  const safe = shortened === "" ? "document" : reservedWindowsName.test(shortened) ? `${shortened}-file` : shortened;
  return `${safe}.${acceptedUploadTypes[type].extension}`;
}

/**
 * The Content-Disposition of a stored file's download: always an attachment (never shown inline
 * in our origin, where a crafted PDF or image could run as a page), its name from
 * safeDownloadName, with an ASCII fallback for old clients and the UTF-8 name (RFC 6266, 5987).
 */
export function attachmentDisposition(downloadName: string): string {
  const ascii = downloadName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
