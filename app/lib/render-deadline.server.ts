import type { Writable } from "node:stream";

/**
 * The deadline of one server render: `onExpiry` (React's `abort`) runs after `ms` unless the
 * render is released first. Released once the page's stream is done, so a finished page leaves no
 * timer behind: a pending timer holds `abort`, hence React's whole render, the request, its
 * i18next instance and its socket, until it fires; under load, thousands of finished renders
 * stayed in the heap that way.
 */
export function renderDeadline(ms: number, onExpiry: () => void) {
  const timer = setTimeout(onExpiry, ms);
  const release = () => clearTimeout(timer);
  return {
    release,
    /** Releases on "finish" (React wrote the whole page) or "close" (ended, or the visitor left). */
    releaseWhenDone(stream: Writable) {
      stream.once("finish", release).once("close", release);
    },
  };
}
