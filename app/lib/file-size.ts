import { numberFormat } from "../../core/intl-formats.ts";
/**
 * A file size in the units people read, in their language ("2.4 MB", « 2,4 Mo »): 1 KB = 1,024
 * bytes, as the 10 MB upload limit counts. Rounded down, so a file just over the limit never
 * reads as the limit itself. Used by the server for listed files and by the upload widget for a
 * refused one.
 */
export function formatFileSize(language: string, count: number): string {
  const unit = (name: "kilobyte" | "megabyte", digits: number) =>
    numberFormat(language, { style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits: digits });
  // Under 1 KB reads "1 KB": Intl's short byte unit is the long word in some languages ("100 byte").
  if (count < 1024 * 1024) return unit("kilobyte", 0).format(Math.max(1, Math.floor(count / 1024)));
  return unit("megabyte", 1).format(Math.floor((count / (1024 * 1024)) * 10) / 10);
}
