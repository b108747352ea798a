/**
 * Slug rules: lowercase a-z, 0-9 and single hyphens, 3 to 80 characters, no hyphen at either end.
 * ASCII only so the address reads the same in every client and never needs percent-encoding.
 */
export const slugMinLength = 3;
export const slugMaxLength = 80;
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(value: string): boolean {
  return value.length >= slugMinLength && value.length <= slugMaxLength && slugPattern.test(value);
}

/** Letters that NFD does not split into a base letter and an accent. */
const ligatures: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l" };

/**
 * A slug proposed from a title: accents folded (« Être » → "etre"), anything else becomes a hyphen,
 * cut at a word boundary within the maximum. May be shorter than the minimum (an Arabic title has no
 * Latin letters): the editor then asks for one.
 */
export function slugify(title: string): string {
  const folded = title
    .toLowerCase()
    .replace(/[œæßøđł]/g, (letter) => ligatures[letter] ?? letter)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  const hyphenated = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (hyphenated.length <= slugMaxLength) return hyphenated;
  const cut = hyphenated.slice(0, slugMaxLength + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen >= slugMinLength ? cut.slice(0, lastHyphen) : cut.slice(0, slugMaxLength)).replace(/-+$/, "");
}
