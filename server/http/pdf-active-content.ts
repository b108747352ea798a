import { readFile } from "node:fs/promises";
import {
  ParseSpeeds,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  type PDFObject,
  PDFParser,
  PDFRef,
  PDFStream,
  PDFString,
} from "pdf-lib";

/**
 * Why an uploaded PDF is refused, as the message key of its answer (ADR 0068), or null.
 *
 * A PDF's first bytes only say it is a PDF; what it does when opened is in its objects. They are
 * parsed with pdf-lib, which reads every object in the file in order — the ones inside
 * compressed object streams (ObjStm) included, and the ones no cross-reference table points to (a
 * reader repairing the file would find them too) — and each is looked at as it is read, so an
 * object redefined later cannot hide an earlier one. Refused:
 * - actions that run or fetch something: JavaScript (/JS, /JavaScript, `javascript:` links),
 *   /Launch, /SubmitForm, /ImportData, /GoToR, /GoToE, /Rendition, /RichMediaExecute; additional
 *   actions (/AA: run on open, close, focus…); an /OpenAction that does more than show a page;
 * - what carries content of its own: embedded files (/EmbeddedFile, /EF, file attachments),
 *   /RichMedia (Flash, video), /XFA forms (scripted);
 * - a PDF that is also an HTML page (markup that a browser would run, wherever it sits);
 * - an encrypted PDF (its object streams cannot be read without its key, so it cannot be checked);
 * - one whose object streams do not decode, or with more objects than a real document has.
 * Links to web pages, bookmarks, forms without scripts and pages stay as they are.
 */
export type PdfRefusal = "upload_pdf_active_content" | "upload_pdf_encrypted" | "upload_pdf_unreadable";

/** Names whose mere presence as a key means active content. */
const activeKeys = new Set([
  "JS",
  "JavaScript",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "RichMedia",
  "RichMediaContent",
  "RichMediaSettings",
  "XFA",
]);
/** Action types (/S) that run, send, fetch or open something beyond the document's own pages and links. */
const activeActions = new Set([
  "JavaScript",
  "Launch",
  "SubmitForm",
  "ImportData",
  "GoToR",
  "GoToE",
  "Rendition",
  "RichMediaExecute",
]);
/** Object types (/Type, /Subtype) that carry content of their own. */
const activeTypes = new Set(["EmbeddedFile", "FileAttachment", "RichMedia"]);
/** Link addresses that run instead of opening a web page. */
const scriptAddress = /^\s*(?:javascript|vbscript|data|file):/i;
/** Markup a browser would run, anywhere in the bytes (a polyglot puts it in a comment or after the end). */
const htmlMarkup = /<(?:script|html|body|iframe|svg|object|embed|frameset|!doctype\s+html)[\s>/]/i;
/** The longer active names, in the raw bytes: a backstop for objects the parser could not read. */
const activeNameBytes = /\/(?:JavaScript|Launch|EmbeddedFiles?|RichMedia\w*)(?=[\s/<>[\]()%{}]|$)/;
/** An invalid object's text that names an active key or action (short names are safe to match there). */
const activeNameText = /\/(?:JS|JavaScript|AA|Launch|XFA|EF|EmbeddedFiles?|RichMedia\w*)(?=[\s/<>[\]()%{}]|$)/;
/** Far above a real document (a 1,000-page report has about 4,000), far below what fills memory (~60 MB). */
const maxObjects = 50_000;
/** A real 10 MB document is read in well under a second; a crafted one is cut off here. */
const budgetMs = 8_000;
/**
 * An object's header ("12 0 obj"), where the parser looks for one in bytes it cannot read. pdf-lib
 * tries to parse a header at every byte there and throws an error (with its stack) at each miss:
 * 10 MB of random bytes after "%PDF-" took a minute. This finds the same headers without throwing,
 * bounded so that no run of digits, spaces or comments is read more than a few bytes at a time.
 */
const objectHeader =
  /\d{1,10}(?:[\0\t\n\f\r ]|%[^\r\n]{0,256}[\r\n]){1,16}\d{1,10}(?:[\0\t\n\f\r ]|%[^\r\n]{0,256}[\r\n]){0,16}obj/y;

class OverBudget extends Error {}

/**
 * pdf-lib's parser, with two changes to what it does on its own: its search for the next object
 * in unreadable bytes is the quick one above, and it stops (throws) past `maxObjects` or `budgetMs`.
 * Both touch its internals (pinned at 1.17.1, ADR 0068): `bytes`, `context`, `matchIndirectObjectHeader`.
 */
function boundedParser(bytes: Uint8Array, text: string) {
  const parser = PDFParser.forBytesWithOptions(bytes, ParseSpeeds.Fast, false, true);
  const deadline = performance.now() + budgetMs;
  const internals = parser as unknown as {
    bytes: { offset(): number };
    context: PDFContext;
    matchIndirectObjectHeader(): boolean;
  };
  const lookForHeader = internals.matchIndirectObjectHeader.bind(parser);
  internals.matchIndirectObjectHeader = () => {
    if (performance.now() > deadline) throw new OverBudget();
    objectHeader.lastIndex = internals.bytes.offset();
    return objectHeader.test(text) && lookForHeader();
  };
  let objects = 0;
  const countObject = () => {
    if (++objects > maxObjects || performance.now() > deadline) throw new OverBudget();
  };
  return { parser, context: internals.context, countObject };
}

export async function pdfRefusal(bytes: Uint8Array): Promise<PdfRefusal | null> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (htmlMarkup.test(text) || activeNameBytes.test(text)) return "upload_pdf_active_content";
  if (/\/Encrypt(?=[\s/<>[\]()%{}]|$)/.test(text)) return "upload_pdf_encrypted";

  // Fast: 1,500 objects between two turns of the event loop, so other requests are still served.
  const { parser, context, countObject } = boundedParser(bytes, text);
  const assign = context.assign.bind(context);
  let found: PdfRefusal | null = null;
  const openActionRefs: PDFRef[] = [];
  // Each object is looked at as the parser reads it: one defined again later cannot hide it.
  context.assign = (ref, object) => {
    countObject();
    found ??= refusalOf(object, openActionRefs);
    assign(ref, object);
  };
  try {
    await parser.parseDocument();
  } catch {
    return "upload_pdf_unreadable";
  }
  if (found) return found;
  if (context.trailerInfo.Encrypt) return "upload_pdf_encrypted";
  // An /OpenAction given as a reference: the action it names may only show a page.
  for (const ref of openActionRefs) {
    const action = context.lookup(ref);
    if (action instanceof PDFDict && !isPageAction(action)) return "upload_pdf_active_content";
  }
  return null;
}

/** pdfRefusal of a file on disk, one file at a time for the whole process: at most one upload's bytes in memory. */
export function pdfRefusalOfFile(path: string): Promise<PdfRefusal | null> {
  const turn = queue.then(async () => pdfRefusal(await readFile(path)));
  queue = turn.catch(() => undefined);
  return turn;
}
let queue: Promise<unknown> = Promise.resolve();

/** Looks through one object (its dictionaries and arrays, without recursion) for active content. */
function refusalOf(object: PDFObject, openActionRefs: PDFRef[]): PdfRefusal | null {
  if (object instanceof PDFInvalidObject) {
    // Bytes the parser gave up on: an object stream it could not decode cannot be checked.
    const raw = object.toString();
    if (/\/ObjStm\b/.test(raw)) return "upload_pdf_unreadable";
    return activeNameText.test(raw) ? "upload_pdf_active_content" : null;
  }
  const pending: PDFObject[] = [object];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next instanceof PDFStream) pending.push(next.dict);
    else if (next instanceof PDFArray) for (const item of next.asArray()) pending.push(item);
    else if (next instanceof PDFDict) {
      for (const [name, value] of next.entries()) {
        const key = name.decodeText();
        if (activeKeys.has(key)) return "upload_pdf_active_content";
        const valueName = value instanceof PDFName ? value.decodeText() : null;
        if (key === "S" && valueName && activeActions.has(valueName)) return "upload_pdf_active_content";
        if ((key === "Type" || key === "Subtype") && valueName && activeTypes.has(valueName))
          return "upload_pdf_active_content";
        if (key === "URI" && (value instanceof PDFString || value instanceof PDFHexString)) {
          if (scriptAddress.test(value.decodeText())) return "upload_pdf_active_content";
        }
        if (key === "OpenAction") {
          if (value instanceof PDFRef) openActionRefs.push(value);
          else if (value instanceof PDFDict && !isPageAction(value)) return "upload_pdf_active_content";
        }
        pending.push(value);
      }
    }
  }
  return null;
}

/** An action that only shows a page of this document (/S /GoTo). */
function isPageAction(action: PDFDict): boolean {
  const type = action.get(PDFName.of("S"));
  return type instanceof PDFName && type.decodeText() === "GoTo";
}
