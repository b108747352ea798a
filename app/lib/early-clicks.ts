import { type RefObject, useEffect } from "react";

/**
 * Presses made between the first paint and hydration (ADR 0015). The scripts start after the
 * first paint, so for a moment the page is visible but its JavaScript-only buttons (the start
 * buttons, the phone menu) do nothing. The starter script in the page holds on to the last press
 * on an element carrying `replayClickAttribute` and keeps it from anything else. Once such a
 * button has hydrated, `useEarlyClickReplay` takes the mark off (its presses now reach React) and
 * presses it again if it is the one held, so the press is answered instead of lost. Each button
 * does this itself because parts of the page hydrate at different moments (SeparateHydration).
 * Links and forms work without JavaScript: never mark them.
 */
export const replayClickAttribute = "data-replay-click";

/** The window function through which the starter hands over the held press. */
export const replayEarlyClickGlobal = "passerelleReplayEarlyClick";

const marked = { [replayClickAttribute]: "" };

/**
 * For a JavaScript-only button: `<button ref={button} {...useEarlyClickReplay(button)}>`. The
 * props mark it in the server's HTML; once hydrated, it answers a press it got before.
 */
export function useEarlyClickReplay(button: RefObject<HTMLElement | null>): typeof marked {
  useEffect(() => {
    if (button.current) replayEarlyClick(button.current);
  }, [button]);
  return marked;
}

/**
 * A marked element that is ready to answer presses itself: takes its mark off, and presses it
 * again if it is the one the starter held. For a hydrated button (above) and for the buttons of a
 * part kept as the server's HTML (kept-html-part.tsx), which never hydrate.
 */
export function replayEarlyClick(element: HTMLElement): void {
  if (!element.hasAttribute(replayClickAttribute)) return;
  element.removeAttribute(replayClickAttribute);
  const replay: unknown = Reflect.get(window, replayEarlyClickGlobal);
  if (typeof replay === "function") replay(element);
}
