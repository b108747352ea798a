import { type ChildProcessByStdio, spawn } from "node:child_process";
import { constants } from "node:fs";
import { access, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { AppError } from "../../http/app-error.ts";
import type { Logger } from "../../logger.ts";

/**
 * Chromium is missing or failed: nothing was printed. An AppError, so any API route that lets it
 * through answers 503 with the translated "pdf_unavailable" message (server/http/error-handler.ts);
 * its `message` keeps what went wrong, for the logs.
 */
export class PdfUnavailableError extends AppError {
  override name = "PdfUnavailableError";
  constructor(detail: string, options?: { cause?: unknown }) {
    super("service_unavailable", "pdf_unavailable");
    this.message = detail;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export type PrintOptions = NonNullable<Parameters<Page["pdf"]>[0]>;

export type PdfPrinter = {
  /**
   * Prints one self-contained HTML document; jobs run one at a time, in order. `ms` is the time
   * this job took once its turn came (Chromium's start included when it had to start).
   */
  print(html: string, options: PrintOptions): Promise<{ bytes: Uint8Array; ms: number }>;
  /** How many times Chromium was started (tests and the ADR's measurements read it). */
  launches(): number;
  close(): Promise<void>;
};

/**
 * The printing process: a Node process of its own that loads Playwright, starts Chromium once,
 * prints the jobs it reads on stdin (one JSON line each: an HTML file in, a PDF file out; the page
 * is opened as a file so its fonts can be files of node_modules), answers
 * one JSON line per job on stdout, and closes Chromium and exits when stdin ends. Playwright's
 * code alone holds about 65 MB in the process that loads it: here it leaves with the process
 * instead of staying in the server for good (ADR 0029).
 */
const printingProcess = `
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
const playwright = await import(process.env.PASSERELLE_PLAYWRIGHT);
const { chromium } = playwright.chromium ? playwright : playwright.default;
const browser = await chromium.launch(JSON.parse(process.env.PASSERELLE_LAUNCH));
const answer = (message) => process.stdout.write(JSON.stringify(message) + "\\n");
answer({ ready: true });
for await (const line of createInterface({ input: process.stdin })) {
  const job = JSON.parse(line);
  const page = await browser.newPage({ offline: true });
  try {
    await page.goto(pathToFileURL(job.html).href, { waitUntil: "load", timeout: 60000 });
    // Every font is a file of node_modules; one that fails to load would silently print in a fallback.
    const failed = await page.evaluate(() =>
      document.fonts.ready.then(() => [...document.fonts].filter((f) => f.status === "error").map((f) => f.family)),
    );
    if (failed.length > 0) throw new Error("Fonts failed to load: " + failed.join(", "));
    await page.pdf({ ...job.options, path: job.pdf });
    answer({ id: job.id, ok: true });
  } catch (error) {
    answer({ id: job.id, ok: false, error: String(error && error.stack ? error.stack : error) });
  } finally {
    await page.close().catch(() => {});
  }
}
await browser.close();
`;

type Answer = { ready: true } | { id: number; ok: true } | { id: number; ok: false; error: string };

type Printing = {
  child: ChildProcessByStdio<Writable, Readable, Readable>;
  answers: AsyncIterator<string>;
  exited: Promise<number | null>;
  stderr: string[];
};

const require = createRequire(import.meta.url);

/**
 * Debian's Chromium, started only while there is something to print and closed as soon as the
 * queue is empty: an idle Chromium holds hundreds of MB the server's budget has no room for
 * (ADR 0029). Jobs are chained, so at most one printing process, one browser and one page exist
 * at any time; jobs queued behind the first reuse them.
 */
export function createPdfPrinter(options: { chromiumPath: string; logger: Logger }): PdfPrinter {
  let printing: Printing | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let launches = 0;
  let jobIds = 0;
  let closed = false;

  async function nextAnswer(current: Printing): Promise<Answer> {
    const line = await Promise.race([
      current.answers.next(),
      current.exited.then((code) => ({ done: true, value: `exit ${code}` })),
    ]);
    if (line.done) {
      throw new PdfUnavailableError(
        `Chromium stopped (${line.value}): ${current.stderr.join("").trim().slice(-2000) || "no message"}`,
      );
    }
    return JSON.parse(line.value) as Answer;
  }

  async function start(): Promise<Printing> {
    if (printing && printing.child.exitCode === null) return printing;
    // Jobs queued before a shutdown must not start a new Chromium after it (it would outlive us).
    if (closed) throw new PdfUnavailableError("The PDF printer is shut down");
    try {
      await access(options.chromiumPath, constants.X_OK);
    } catch {
      throw new PdfUnavailableError(`Chromium is not installed at ${options.chromiumPath} (CHROMIUM_PATH)`);
    }
    const launch = {
      executablePath: options.chromiumPath,
      // As root Chromium needs --no-sandbox; the rest keeps it from calling home (STACK-NOTES).
      args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      timeout: 30_000,
    };
    const child = spawn(process.execPath, ["--input-type=module", "--eval", printingProcess], {
      stdio: ["pipe", "pipe", "pipe"],
      env: {
        ...process.env,
        PASSERELLE_PLAYWRIGHT: pathToFileURL(require.resolve("playwright-core")).href,
        PASSERELLE_LAUNCH: JSON.stringify(launch),
      },
    });
    const stderr: string[] = [];
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => stderr.push(chunk));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.once("error", (error) => stderr.push(String(error)));
    const started: Printing = {
      child,
      answers: createInterface({ input: child.stdout })[Symbol.asyncIterator](),
      exited,
      stderr,
    };
    launches++;
    // Known before it is ready: a shutdown while Chromium is still starting must wait for it too,
    // or the printing process and its Chromium outlive the server.
    printing = started;
    const first = await nextAnswer(started);
    if (!("ready" in first)) throw new PdfUnavailableError("Chromium's printing process did not start");
    return started;
  }

  /** Ends stdin: the process closes Chromium and exits; killed if it has not within 10 s. */
  async function stop(): Promise<void> {
    const current = printing;
    printing = null;
    if (!current || current.child.exitCode !== null) return;
    current.child.stdin.end();
    const timer = setTimeout(() => {
      options.logger.warn("Chromium's printing process did not exit within 10 s: killed");
      current.child.kill("SIGKILL");
    }, 10_000);
    await current.exited;
    clearTimeout(timer);
  }

  async function printOnce(html: string, printOptions: PrintOptions): Promise<Uint8Array> {
    const current = await start();
    const directory = await mkdtemp(join(tmpdir(), "passerelle-print-"));
    try {
      const job = { id: ++jobIds, html: join(directory, "document.html"), pdf: join(directory, "document.pdf") };
      await writeFile(job.html, html);
      current.child.stdin.write(`${JSON.stringify({ ...job, options: printOptions })}\n`);
      const answer = await nextAnswer(current);
      if ("ready" in answer || answer.id !== job.id) throw new Error("The printing process answered out of turn");
      if (!answer.ok) throw new Error(answer.error);
      return new Uint8Array(await readFile(job.pdf));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  return {
    print(html, printOptions) {
      if (closed) return Promise.reject(new PdfUnavailableError("The PDF printer is shut down"));
      pending++;
      const job = chain.then(async () => {
        const started = performance.now();
        try {
          const bytes = await printOnce(html, printOptions);
          return { bytes, ms: Math.round(performance.now() - started) };
        } catch (error) {
          // A crashed or confused printing process is not reused for the next job.
          await stop();
          if (error instanceof PdfUnavailableError) throw error;
          throw new PdfUnavailableError("Chromium failed to print the document", { cause: error });
        } finally {
          pending--;
          if (pending === 0) await stop();
        }
      });
      chain = job.catch(() => {});
      return job;
    },
    launches: () => launches,
    async close() {
      closed = true;
      await stop();
    },
  };
}
