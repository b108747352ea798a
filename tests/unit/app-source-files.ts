import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** The repository's root, for the source scans of tests/unit. */
export const repositoryRoot = join(import.meta.dirname, "../..");

/**
 * Every source file of app/ that the site runs, as repository paths ("app/routes/home.tsx"):
 * .ts and .tsx, without tests and without React Router's generated `+types`.
 */
export function appSourceFiles(dir = join(repositoryRoot, "app")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : appSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(repositoryRoot, full)] : [];
  });
}
