/** Only same-site paths are followed after a form post: never "//evil.example" or "https://…". */
export function safeRedirectPath(value: FormDataEntryValue | null, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}
