import { keptHtmlPart } from "../layout/kept-html-part.tsx";

// Publishers, addresses, dates and figures: text and links only, so the browser keeps the server's
// HTML of it (ADR 0053). On a visa page it was half the elements the page hydrated (147 of 307).
const load = () => import("./sources-list.tsx").then((module) => module.SourcesList);

/** The sources list of a content page, kept as the server's HTML in the browser. */
export const KeptSourcesList = keptHtmlPart("sources", import.meta.env.SSR ? { component: await load() } : { load });
