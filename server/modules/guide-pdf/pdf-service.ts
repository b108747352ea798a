import { createHash, randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { guideEdition } from "../../../content/pdf-guide/guide-texts.ts";
import { type Language, supportedLanguages } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { Logger } from "../../logger.ts";
import { guideContentVersion } from "./guide-content-version.ts";
import { type GuideEdition, guideHtml } from "./guide-document.ts";
import { guidePreviewsFromSvg, type PreviewPage, previewFormat, previewPages } from "./guide-previews.ts";
import { PdfUnavailableError } from "./pdf-unavailable-error.ts";
import { createTypstPrinter, typstCompilerModule } from "./typst-printer.ts";

export type { GuideEdition };
export { PdfUnavailableError };

export type GuidePdf = { bytes: Uint8Array; etag: string; fileName: string; contentVersion: string };
/**
 * A guide's file, and for the free starter guides their bytes too (ADR 0049): anyone may download
 * those, over and over (three files of 140-230 KiB, one per language: bounded by construction),
 * and reading one from disk per download made two buffers of its size for the collector each time.
 * The full guides (about 2-2.6 MiB each) are bought, rarely downloaded, and read from disk.
 */
type CachedGuide = Omit<GuidePdf, "bytes"> & { path: string; bytes?: Uint8Array };

/** One page of the full guide as a standalone SVG (ADR 0075): a few hundred KiB at most, kept in memory. */
export type GuidePreview = { bytes: Uint8Array; etag: string; contentVersion: string };

export interface PdfService {
  /** The cached guide for this edition and language; generated (once, shared by concurrent callers) when missing. */
  guide(edition: GuideEdition, language: Language): Promise<GuidePdf>;
  /** An invoice's document (invoice-document.ts) to PDF. */
  invoice(markup: string): Promise<Uint8Array>;
  /** A saved eligibility assessment's report (eligibility-report-document.ts) to PDF. */
  report(markup: string): Promise<Uint8Array>;
  /** A page of the full guide as an image, for /pdf-guide (ADR 0075); made with the guide's PDF. */
  preview(language: Language, page: PreviewPage): Promise<GuidePreview>;
  /** The guides' content version now: the previews' addresses carry it, so browsers may keep them. */
  contentVersion(): string;
  /** Whether this guide can be handed over now: it is cached, or Typst's compiler is there to print it. */
  canDeliver(edition: GuideEdition, language: Language): Promise<boolean>;
  /** Generates the missing guides and previews in the background, one at a time (called at start-up). */
  warm(): void;
  close(): Promise<void>;
  /** Printing processes started and guides generated since this service was created (tests, ADR 0029). */
  stats(): { printerLaunches: number; guidesGenerated: number };
}

/**
 * In the order they are made at start: the free starter guides first (anyone may ask for one at
 * once, and each takes a fraction of a second), then the full guides with their previews (seconds
 * each) — a starter guide asked for just after a start no longer waits behind three full ones.
 */
export const guideEditions: readonly GuideEdition[] = ["starter", "full"];

/**
 * What each kind of document prints at the start of its footer (the page number "3 / 12" is at
 * its end, typst-template.ts): the guides name themselves, an invoice has its number at the top.
 */
const guideLayout = { footer: `Passerelle · ${guideEdition}` };
const invoiceLayout = { footer: "" };
/** An eligibility report is about one person, printed on request, never cached: the site's name only. */
const reportLayout = { footer: "Passerelle" };

/** The file name a guide is served under; the starter guide's is also its /pdfs address. */
export function guideFileName(edition: GuideEdition, language: Language): string {
  return edition === "starter"
    ? `passerelle-starter-guide-${language}.pdf`
    : `passerelle-france-relocation-guide-${guideEdition}-${language}.pdf`;
}

function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * The guides as PDFs, cached on disk per content version (guide-content-version.ts, ADR 0029):
 * a content change makes new files, a restart makes none. A purchase reads the cached file; only a
 * missing one waits for Typst (ADR 0069).
 */
export function createPdfService(options: {
  cacheDir: string;
  logger: Logger;
  /** The site's public address, printed in the starter guide's links (PUBLIC_URL). */
  siteUrl?: string;
  /** Tests: another compiler entry; a missing one stands for a machine where Typst cannot run. */
  compilerModule?: string;
}): PdfService {
  const { cacheDir, logger } = options;
  const siteUrl = options.siteUrl ?? "";
  const compilerModule = options.compilerModule ?? typstCompilerModule();
  const printer = createTypstPrinter({ logger, compilerModule });
  let guidesGenerated = 0;
  let version: { day: string; value: string } | undefined;

  /**
   * Computed once per Paris day: the content does not change while the process runs, but the
   * figures in force do at midnight on the day of a revaluation (ADR 0057), and a new version
   * then prints new files.
   */
  function contentVersion(): string {
    const day = parisDate();
    if (version?.day !== day) version = { day, value: guideContentVersion({ siteUrl, printOptions: guideLayout }) };
    return version.value;
  }

  async function readCached(path: string): Promise<Uint8Array | null> {
    try {
      // A Buffer is a Uint8Array already: no copy of the file.
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  /** Written beside its final name, then renamed: a reader never sees half a file. */
  async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  const previewDirectory = (version: string) => join(cacheDir, version, `previews-${previewFormat}`);
  const previewPath = (version: string, language: Language, page: PreviewPage) =>
    join(previewDirectory(version), `${language}-${page}.svg`);

  /**
   * Prints a guide and writes its file; the full guide's compile also gives its page previews
   * (one compile for both: the SVG of the whole guide costs under a second more, a second compile
   * two or three).
   */
  async function print(edition: GuideEdition, language: Language, version: string): Promise<Uint8Array> {
    const path = join(cacheDir, version, `${edition}-${language}.pdf`);
    const full = edition === "full";
    const printed = await printer.print({ markup: guideHtml(edition, language, siteUrl), ...guideLayout, svg: full });
    await mkdir(join(cacheDir, version), { recursive: true });
    await writeAtomically(path, printed.bytes);
    guidesGenerated++;
    let previews = 0;
    if (full && printed.svg !== undefined) {
      const made = guidePreviewsFromSvg(printed.svg, language);
      await mkdir(previewDirectory(version), { recursive: true });
      for (const page of previewPages) {
        const bytes = new TextEncoder().encode(made[page]);
        previews += bytes.byteLength;
        await writeAtomically(previewPath(version, language, page), bytes);
      }
    }
    logger.info(
      {
        edition,
        language,
        bytes: printed.bytes.byteLength,
        ...(full ? { previewBytes: previews } : {}),
        ms: printed.ms,
        contentVersion: version,
      },
      "guide PDF generated",
    );
    return printed.bytes;
  }

  /** The file of a guide in the current version, made first when missing. */
  async function load(edition: GuideEdition, language: Language): Promise<CachedGuide> {
    const contentVersionNow = contentVersion();
    const path = join(cacheDir, contentVersionNow, `${edition}-${language}.pdf`);
    const bytes = (await readCached(path)) ?? (await print(edition, language, contentVersionNow));
    return {
      path,
      ...(edition === "starter" ? { bytes } : {}),
      etag: `"${sha256(bytes).slice(0, 32)}"`,
      fileName: guideFileName(edition, language),
      contentVersion: contentVersionNow,
    };
  }

  /** Known files, without their bytes: a full guide weighs megabytes, the disk serves it in a millisecond. */
  const known = new Map<string, CachedGuide>();
  const inFlight = new Map<string, Promise<CachedGuide>>();

  function locate(edition: GuideEdition, language: Language): Promise<CachedGuide> {
    const key = `${edition}-${language}`;
    const cached = known.get(key);
    if (cached) return Promise.resolve(cached);
    const running = inFlight.get(key);
    if (running) return running;
    const loading = load(edition, language)
      .then((guide) => {
        known.set(key, guide);
        return guide;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  }

  async function guide(edition: GuideEdition, language: Language): Promise<GuidePdf> {
    const { path, bytes: held, ...file } = await locate(edition, language);
    if (held) return { bytes: held, ...file };
    const bytes = await readCached(path);
    if (bytes) return { bytes, ...file };
    // Someone emptied the cache directory while we ran: make the file again.
    known.delete(`${edition}-${language}`);
    const again = await locate(edition, language);
    return { bytes: new Uint8Array(await readFile(again.path)), ...file, etag: again.etag };
  }

  type Previews = Record<PreviewPage, GuidePreview>;
  /** The previews of each language in the version they were made for. */
  const previews = new Map<Language, Previews>();
  const previewsInFlight = new Map<Language, Promise<Previews>>();

  async function readPreviews(language: Language, version: string): Promise<Previews | null> {
    const entries: [PreviewPage, GuidePreview][] = [];
    for (const page of previewPages) {
      const bytes = await readCached(previewPath(version, language, page));
      if (!bytes) return null;
      entries.push([page, { bytes, etag: `"${sha256(bytes).slice(0, 32)}"`, contentVersion: version }]);
    }
    return Object.fromEntries(entries) as Previews;
  }

  /**
   * The four previews of a language: from memory, else from disk, else printed again with the
   * guide (a guide cached before previews existed, or previews deleted) — one print at a time per
   * language, however many readers ask.
   */
  function previewsOf(language: Language): Promise<Previews> {
    const version = contentVersion();
    const held = previews.get(language);
    if (held && held.cover.contentVersion === version) return Promise.resolve(held);
    const running = previewsInFlight.get(language);
    if (running) return running;
    const loading = (async () => {
      // The guide's own print makes them: wait for it when it is under way or missing.
      let found = await readPreviews(language, version);
      if (!found) {
        await locate("full", language);
        found = await readPreviews(language, version);
      }
      if (!found) {
        await print("full", language, version);
        found = await readPreviews(language, version);
        if (!found) throw new Error(`Guide previews (${language}) were written but cannot be read`);
      }
      previews.set(language, found);
      return found;
    })().finally(() => previewsInFlight.delete(language));
    previewsInFlight.set(language, loading);
    return loading;
  }

  /** A file or a program that can be reached, without reading it. */
  const reachable = (path: string, mode: number) =>
    access(path, mode).then(
      () => true,
      () => false,
    );

  return {
    guide,
    // A purchase is not taken for a guide nobody can deliver (ADR 0028): cached, or printable.
    canDeliver: async (edition, language) =>
      known.has(`${edition}-${language}`) ||
      (await reachable(join(cacheDir, contentVersion(), `${edition}-${language}.pdf`), constants.R_OK)) ||
      (await reachable(compilerModule, constants.R_OK)),
    preview: async (language, page) => (await previewsOf(language))[page],
    contentVersion,
    invoice: async (markup) => (await printer.print({ markup, ...invoiceLayout })).bytes,
    report: async (markup) => (await printer.print({ markup, ...reportLayout })).bytes,
    warm() {
      const all = guideEditions.flatMap((edition) => supportedLanguages.map((language) => ({ edition, language })));
      void Promise.allSettled(all.map(({ edition, language }) => locate(edition, language)))
        // After the guides: the previews come with the full guide's print, or, for a guide
        // printed before they existed, from a print of their own once the guides are there.
        .then(async (results) => [...results, ...(await Promise.allSettled(supportedLanguages.map(previewsOf)))])
        .then((results) => {
          const failure = results.find((result) => result.status === "rejected");
          if (failure) logger.warn({ err: failure.reason }, "guide PDFs could not all be generated at start-up");
        });
    },
    close: () => printer.close(),
    stats: () => ({ printerLaunches: printer.launches(), guidesGenerated }),
  };
}
