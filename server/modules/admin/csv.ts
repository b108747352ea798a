/**
 * CSV for spreadsheets (RFC 4180): CRLF line ends; a field holding a comma, a double quote, CR or
 * LF is quoted, with its double quotes doubled. A value a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or CR) is prefixed with an apostrophe first (OWASP "CSV
 * injection"): the cell then shows the text instead of computing it.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
