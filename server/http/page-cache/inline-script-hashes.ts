import { createHash } from "node:crypto";

/**
 * Turns a page rendered with this request's CSP nonce into one that can be shared (ADR 0052).
 *
 * A nonce must be new for every response, so a stored page cannot keep it. Instead, each inline
 * script that carried the nonce keeps its permission as a `'sha256-…'` source, computed here from
 * its exact text, and loses the attribute. Only scripts that carried the nonce are hashed: markup
 * that slipped into the page any other way (an injection through content) never had the nonce,
 * gets no hash, and stays blocked on every copy of the cached page.
 *
 * React Router, React and our starter script (app/lib/scripts-after-first-paint.server.ts) write
 * the nonce as a plain `nonce="…"` attribute, which is what this looks for.
 */
export function hashInlineScripts(html: string, nonce: string): { html: string; scriptHashes: string[] } {
  if (!nonce) return { html, scriptHashes: [] };
  const hashes = new Set<string>();
  const nonceAttribute = ` nonce="${nonce}"`;
  const out = html.replace(SCRIPT_ELEMENT, (element: string, attributes: string, text: string) => {
    if (!attributes.includes(nonceAttribute)) return element;
    const rest = attributes.replace(nonceAttribute, "");
    // An external script (src) is allowed by 'self'; its text, if any, is not a script to hash.
    if (!SRC_ATTRIBUTE.test(rest)) hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
    return `<script${rest}>${text}</script>`;
  });
  // React Router also writes the nonce on its <link> tags, where it means nothing: a value that is
  // never valid again is dropped rather than shown to every visitor.
  const withoutNonces = out.replace(LINK_TAG, (tag: string) => tag.replace(nonceAttribute, ""));
  return { html: withoutNonces, scriptHashes: [...hashes] };
}

/** An HTML script element: its attributes and its raw text (script text cannot contain "</script"). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC_ATTRIBUTE = /\ssrc=/i;
const LINK_TAG = /<link\b[^>]*>/gi;
