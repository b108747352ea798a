/** Only same-site paths are followed after a form post: never "//evil.example" or "https://…". */
export function safeRedirectPath(value: FormDataEntryValue | null, fallback = "/"): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    // Browsers drop tabs and line breaks from URLs and read "\\" as "/": "/\t/evil.example" and
    // "/\\evil.example" would both leave the site.
    [...value].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  ) {
    return fallback;
  }
  return value;
}
