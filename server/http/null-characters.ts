/**
 * A NUL character (U+0000) is never part of anything a person types, and PostgreSQL refuses it
 * in a text value ("invalid byte sequence"), which surfaced as 500s on PostgreSQL only (a search
 * box or an id with %00). Rather than guard each query, the edges refuse it once, with a 400 that
 * says so: in the address (path or query, decoded), in a form's fields and in a JSON body (its
 * strings and keys are walked by json-body-problem.ts, with its depth).
 */
export function hasNullCharacter(text: string): boolean {
  return text.includes("\u0000");
}

/** True when the address's path or query, once decoded, holds a NUL (or does not decode at all). */
export function addressHasNullCharacter(url: string): boolean {
  if (!/%00/i.test(url)) return false;
  try {
    const { pathname, search } = new URL(url);
    return (
      hasNullCharacter(decodeURIComponent(pathname)) ||
      hasNullCharacter(decodeURIComponent(search.replaceAll("+", " ")))
    );
  } catch {
    return true;
  }
}

/** True when a form's field names or text values hold a NUL (a file's bytes are not text and are not looked at). */
export function formHasNullCharacter(form: FormData): boolean {
  for (const [name, value] of form.entries()) {
    if (hasNullCharacter(name) || (typeof value === "string" && hasNullCharacter(value))) return true;
  }
  return false;
}
