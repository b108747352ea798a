import { readFileSync } from "node:fs";

/**
 * The server's resident memory (`VmRSS` of its Node process), read without forcing a collection:
 * right after the load, what the machine must have for it at that moment, garbage not yet
 * collected and the allocator's kept pages included (ADR 0049 explains the difference from the
 * live heap); read again once the server has been idle, what it keeps. The Typst printing
 * process the server starts while PDFs are being made (ADR 0069) is not in it.
 */
export function residentMebibytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}
