/** Words a reader gets through in a minute: the usual figure for web articles. */
export const wordsPerMinute = 200;

/** Minutes to read a Markdown body, rounded up, at least 1. Markup characters are not words. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, " ")
    .replace(/[#>*_`~[\]|-]/g, " ");
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
