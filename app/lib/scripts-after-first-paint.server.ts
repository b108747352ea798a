import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import starterSource from "./after-first-paint-starter.js?minified-script";
import { replayClickAttribute, replayEarlyClickGlobal } from "./early-clicks.ts";
import { fontLoadsAfterStylesheet } from "./font-loads.server.ts";

/**
 * Rewrites the server-rendered HTML so the browser fetches the page's JavaScript only after it has
 * painted the page (ADR 0015).
 *
 * React Router's <Scripts/> writes a `<link rel="modulepreload">` per module into <head> and one
 * inline `<script type="module">` that imports them. On a slow connection those ~150 KiB of
 * high-priority scripts share the bandwidth with the stylesheet and the font, so the first paint
 * of a page that is already complete in HTML waits for code it does not need to be read.
 *
 * This stream removes the preload links, turns the module script into an inert data block, and
 * adds right after it a small nonce-carrying script that, once the first frame is painted,
 * re-creates the same preloads and the same module script. Hydration then runs exactly as before,
 * one frame later. The head also gets, after the stylesheet, the start of its preloaded fonts'
 * loading (font-loads.server.ts). Everything else passes through untouched.
 */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  /** Text not yet written because it may end inside a tag. */
  let pending = "";
  let state: "before-module-script" | "inside-module-script" | "done" = "before-module-script";
  /** The module script's text so far: it is written once whole, compacted. */
  let moduleBody = "";
  // The head also gets the start of its fonts' loading, after the stylesheet (font-loads.server.ts).
  const withFontLoads = fontLoadsAfterStylesheet(nonce);

  function rewrite(html: string): string {
    let out = "";
    let rest = html;
    while (rest && state !== "done") {
      if (state === "before-module-script") {
        const script = MODULE_SCRIPT_TAG.exec(rest);
        const head = script ? rest.slice(0, script.index) : rest;
        out += withFontLoads(head).replace(MODULE_PRELOAD_TAG, (tag) => {
          const href = HREF_ATTRIBUTE.exec(tag)?.[1];
          if (href) preloads.push(href);
          return "";
        });
        if (!script) return out;
        out += script[0].replace(TYPE_MODULE_ATTRIBUTES, ` type="${INERT_TYPE}"`);
        rest = rest.slice(script.index + script[0].length);
        state = "inside-module-script";
      } else {
        const end = rest.indexOf("</script>");
        if (end === -1) {
          moduleBody += rest;
          return out;
        }
        moduleBody += rest.slice(0, end);
        out += `${compactModuleScript(moduleBody)}</script>${starterScript(nonce, preloads)}`;
        rest = rest.slice(end + "</script>".length);
        state = "done";
      }
    }
    return out + rest;
  }

  function push(stream: Transform, text: string) {
    pending += text;
    if (state === "done") {
      if (pending) stream.push(pending);
      pending = "";
      return;
    }
    // Hold back a trailing tag that is not complete yet: the next chunk finishes it.
    const lastOpen = pending.lastIndexOf("<");
    const cut = lastOpen > pending.lastIndexOf(">") ? lastOpen : pending.length;
    const ready = pending.slice(0, cut);
    pending = pending.slice(cut);
    const out = rewrite(ready);
    if (out) stream.push(out);
  }

  /*
   * React writes its HTML in 2 KiB pieces, all in one go when the shell is ready. They are joined
   * here and passed on once, on the next turn of the event loop: each piece going alone through
   * this rewrite, the web stream and the compressor cost a signed-in page a tenth of its CPU
   * (ADR 0076), and the browser gets the same bytes at the same moment.
   */
  let received = "";
  let scheduled: NodeJS.Immediate | undefined;
  function drain(stream: Transform) {
    scheduled = undefined;
    const text = received;
    received = "";
    if (text) push(stream, text);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received += decoder.write(chunk);
      scheduled ??= setImmediate(drain, this);
      callback();
    },
    flush(callback: TransformCallback) {
      if (scheduled) clearImmediate(scheduled);
      received += decoder.end();
      drain(this);
      if (pending) this.push(rewrite(pending));
      pending = "";
      // A page cut off inside the module script (never from React Router) keeps what it had.
      if (state === "inside-module-script" && moduleBody) this.push(moduleBody);
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      callback(error);
    },
  });
}

/** Starts the JavaScript even if no paint is reported: better late interactivity than none. */
const SAFETY_DELAY_MS = 3000;

/** A script type the browser does not run: the text waits in the page until the starter uses it. */
export const INERT_TYPE = "text/x-module-after-first-paint";

const MODULE_PRELOAD_TAG = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF_ATTRIBUTE = /\bhref="([^"]*)"/;
const MODULE_SCRIPT_TAG = /<script\b[^>]*\btype="module"[^>]*>/;
const TYPE_MODULE_ATTRIBUTES = /\s+type="module"(?:\s+async="")?/;

/**
 * Starts the JavaScript once the browser reports the first contentful paint; where paint timing
 * is not available, once the first frame is painted (a timeout queued from requestAnimationFrame
 * fires after that frame). A hidden tab paints nothing, so it starts at once, and a safety timer
 * makes sure a page that never reports a paint still becomes interactive.
 * The starter removes itself and swaps the inert block for a live module script in the same
 * place, so React hydrates exactly the markup it rendered.
 */
function starterScript(nonce: string, preloads: string[]): string {
  // "<" is escaped so no href can close this script element.
  const hrefs = JSON.stringify(preloads).replaceAll("<", "\\u003c");
  const early = JSON.stringify({ attribute: replayClickAttribute, global: replayEarlyClickGlobal });
  return `<script nonce="${nonce}">(${starterSource})(${hrefs},${SAFETY_DELAY_MS},${early});</script>`;
}

const MANIFEST_ASSIGNMENT = /(window\.__reactRouterManifest = )(\{[\s\S]*?\})(;\s*window\.__reactRouterRouteModules)/;

/**
 * React Router's module script without its layout (ADR 0054): it pretty-prints the route manifest
 * (two-space JSON) into every page. The manifest is parsed and written again without spaces, and
 * the statements, each ended by ";", lose the line breaks and indentation between them. Anything
 * that does not have the expected shape is sent unchanged.
 */
export function compactModuleScript(script: string): string {
  const withManifest = script.replace(MANIFEST_ASSIGNMENT, (whole, before: string, json: string, after: string) => {
    try {
      return `${before}${JSON.stringify(JSON.parse(json))}${after}`;
    } catch {
      return whole;
    }
  });
  return withManifest.replace(/;\n\s*/g, ";");
}
