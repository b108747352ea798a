/** A sentence's {placeholders} filled; an unknown one stays as written, so a missing value shows in tests. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
