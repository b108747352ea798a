import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { Logger } from "../../logger.ts";
import { PdfUnavailableError } from "./pdf-unavailable-error.ts";
import { parsePrintMarkup } from "./print-tree.ts";
import { fontCoverage, missingCharacters } from "./typst-font-coverage.ts";
import { typstFontPaths } from "./typst-fonts.ts";
import { typstTemplate } from "./typst-template.ts";

/**
 * One document to print: our markup (print-document.ts) and the text at the start of its footer;
 * `svg` asks for the same compile as SVG too (the guide's page previews, ADR 0075).
 */
export type PrintJob = { markup: string; footer: string; svg?: boolean };

export type PdfPrinter = {
  /**
   * Prints one document; jobs run one at a time, in order. `ms` is the time this job took once
   * its turn came (the printing process's start included when it had to start).
   */
  print(job: PrintJob): Promise<{ bytes: Uint8Array; ms: number; svg?: string }>;
  /** How many printing processes were started (tests and the ADR's measurements read it). */
  launches(): number;
  close(): Promise<void>;
};

/**
 * The printing process: a Node process of its own that loads Typst's compiler with our fonts
 * (TTF bytes, nothing from the system: ADR 0069), compiles the jobs it receives over IPC and sends
 * each PDF back, then exits when the server disconnects. Typst's compiler keeps memoized results
 * for the process's life (about 0.5 MB a compile in a long-lived one, STACK-NOTES): they leave
 * with the process. Any warning fails the job, "unknown font family" first among them: Typst
 * 0.14 also scans the system's fonts, and a family missing from ours would silently come from
 * Debian's copy.
 */
const printingProcess = `
import { readFileSync } from "node:fs";
const typst = await import(process.env.PASSERELLE_TYPST);
const { NodeCompiler } = typst.NodeCompiler ? typst : typst.default;
const setup = JSON.parse(process.env.PASSERELLE_TYPST_SETUP);
const compiler = NodeCompiler.create({ fontArgs: [{ fontBlobs: setup.fonts.map((path) => readFileSync(path)) }] });
const describe = (error) =>
  compiler.fetchDiagnostics(error).map((d) => d.message).filter((m) => !m.startsWith("while ")).join("; ");
process.on("message", ({ id, data, svg }) => {
  try {
    const result = compiler.compile({ mainFileContent: setup.template, inputs: { data } });
    const error = result.takeError();
    if (error) throw new Error("Typst: " + describe(error));
    const warnings = result.takeWarnings();
    if (warnings) throw new Error("Typst warned: " + describe(warnings));
    const pdf = compiler.pdf(result.result);
    // The whole document as one SVG, a group per page: split into previews by the server.
    const image = svg ? compiler.svg(result.result) : undefined;
    // Old memoized results would only grow the process; it is short-lived, but a queue can be long.
    compiler.evictCache(10);
    process.send({ id, ok: true, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), svg: image });
  } catch (error) {
    process.send({ id, ok: false, error: String(error && error.stack ? error.stack : error) });
  }
});
process.on("disconnect", () => process.exit(0));
process.send({ ready: true });
`;

type Answer =
  | { ready: true }
  | { id: number; ok: true; pdf: Uint8Array; svg?: string }
  | { id: number; ok: false; error: string };

type Printing = {
  child: ChildProcess;
  next(): Promise<Answer>;
  exited: Promise<number | null>;
  stderr: string[];
  jobs: number;
};

const require = createRequire(import.meta.url);

/** The compiler's entry file in node_modules (its native binary is an optional dependency beside it). */
export function typstCompilerModule(): string {
  return require.resolve("@myriaddreamin/typst-ts-node-compiler");
}

/**
 * Typst, in a printing process started only while there is something to print and stopped as
 * soon as the queue is empty (or after `maxJobsPerProcess` jobs, so a long queue does not grow
 * one process for ever). Jobs are chained: at most one printing process and one compile at any
 * time; jobs queued behind the first reuse it.
 */
export function createTypstPrinter(options: {
  logger: Logger;
  /** Tests: another compiler entry (a missing one stands for a platform without Typst's binary). */
  compilerModule?: string;
  /** Tests: other font files (fewer, to see a missing family refused). */
  fontPaths?: string[];
  maxJobsPerProcess?: number;
}): PdfPrinter {
  const maxJobs = options.maxJobsPerProcess ?? 50;
  const fontPaths = options.fontPaths ?? typstFontPaths();
  let covered: Set<number> | undefined;
  let printing: Printing | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let launches = 0;
  let jobIds = 0;
  let closed = false;

  function start(): Printing {
    if (printing && printing.child.exitCode === null && printing.jobs < maxJobs) return printing;
    // Jobs queued before a shutdown must not start a new process after it (it would outlive us).
    if (closed) throw new PdfUnavailableError("The PDF printer is shut down");
    const setup = { fonts: fontPaths, template: typstTemplate };
    const child = spawn(process.execPath, ["--input-type=module", "--eval", printingProcess], {
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      // Structured clone: the PDF comes back as bytes, not as JSON numbers.
      serialization: "advanced",
      env: {
        ...process.env,
        PASSERELLE_TYPST: pathToFileURL(options.compilerModule ?? typstCompilerModule()).href,
        PASSERELLE_TYPST_SETUP: JSON.stringify(setup),
      },
    });
    const stderr: string[] = [];
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => stderr.push(chunk));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.once("error", (error) => stderr.push(String(error)));
    const answers: Answer[] = [];
    let waiting: ((answer: Answer) => void) | null = null;
    child.on("message", (message: Answer) => {
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(message);
      } else answers.push(message);
    });
    const next = () =>
      Promise.race([
        answers.length > 0
          ? Promise.resolve(answers.shift()!)
          : new Promise<Answer>((resolve) => {
              waiting = resolve;
            }),
        exited.then((code): never => {
          throw new PdfUnavailableError(
            `The printing process stopped (exit ${code}): ${stderr.join("").trim().slice(-2000) || "no message"}`,
          );
        }),
      ]);
    launches++;
    // Known at once: a shutdown while it is still starting must wait for it too.
    printing = { child, next, exited, stderr, jobs: 0 };
    return printing;
  }

  /** Disconnects: the process exits; killed if it has not within 10 s. */
  async function stop(): Promise<void> {
    const current = printing;
    printing = null;
    if (!current || current.child.exitCode !== null) return;
    if (current.child.connected) current.child.disconnect();
    const timer = setTimeout(() => {
      options.logger.warn("the PDF printing process did not exit within 10 s: killed");
      current.child.kill("SIGKILL");
    }, 10_000);
    await current.exited;
    clearTimeout(timer);
  }

  async function printOnce(job: PrintJob): Promise<{ pdf: Uint8Array; svg?: string }> {
    const { title, body } = parsePrintMarkup(job.markup);
    // Printed all the same (a blank box each), but someone must know: see typst-font-coverage.ts.
    covered ??= fontCoverage(fontPaths);
    const missing = missingCharacters(body, covered);
    if (missing.length > 0) {
      options.logger.warn(
        { title, missing: missing.slice(0, 40).join(" ") },
        "PDF text with characters none of our fonts has: printed as blank boxes",
      );
    }
    const data = JSON.stringify({
      lang: body.lang ?? "en",
      dir: body.dir ?? "ltr",
      title,
      footer: job.footer,
      body,
    });
    if (printing && printing.jobs >= maxJobs) await stop();
    const current = start();
    if (current.jobs === 0 && !("ready" in (await current.next()))) {
      throw new PdfUnavailableError("The printing process did not start");
    }
    current.jobs++;
    const id = ++jobIds;
    current.child.send({ id, data, svg: job.svg === true });
    const answer = await current.next();
    if ("ready" in answer || answer.id !== id) throw new Error("The printing process answered out of turn");
    if (!answer.ok) throw new Error(answer.error);
    return answer.svg === undefined ? { pdf: answer.pdf } : { pdf: answer.pdf, svg: answer.svg };
  }

  return {
    print(job) {
      if (closed) return Promise.reject(new PdfUnavailableError("The PDF printer is shut down"));
      pending++;
      const printed = chain.then(async () => {
        const started = performance.now();
        try {
          const { pdf, svg } = await printOnce(job);
          const ms = Math.round(performance.now() - started);
          return svg === undefined ? { bytes: pdf, ms } : { bytes: pdf, ms, svg };
        } catch (error) {
          // A crashed or confused printing process is not reused for the next job.
          await stop();
          if (error instanceof PdfUnavailableError) throw error;
          throw new PdfUnavailableError("Typst failed to print the document", { cause: error });
        } finally {
          pending--;
          if (pending === 0) await stop();
        }
      });
      // The queue waits for this job, never keeps what it printed: a promise resolved with the
      // result held the last guide (its PDF and the whole guide's SVG, ~100 MB) for the
      // process's life (ADR 0076).
      chain = printed.then(
        () => undefined,
        () => undefined,
      );
      return printed;
    },
    launches: () => launches,
    async close() {
      closed = true;
      await stop();
    },
  };
}
