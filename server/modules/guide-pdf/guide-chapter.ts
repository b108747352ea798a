import type { Html } from "./print-html.ts";

/** A chapter of a guide: its anchor (for the contents' links), its title and its markup. */
export type Chapter = {
  id: string;
  title: string;
  /** Its own entries in the contents (the visa chapters, the cities), each an anchor inside it. */
  entries?: { id: string; title: string }[];
  body: Html;
};
