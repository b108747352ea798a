import i18next from "i18next";
import { type ComponentType, use, useEffect, useRef } from "react";
import { loadRestOfCatalog } from "../../i18n/lazy-catalog-backend.ts";
import { replayClickAttribute } from "../../lib/early-clicks.ts";

/**
 * Parts of a page that need no JavaScript until the visitor does something (ADR 0048): the server
 * renders them as usual; in the browser their code is not downloaded with the page. While it is
 * absent the part's component suspends, and React leaves a suspended boundary's server HTML in
 * place, text and links as they were, without hydrating it. The first sign of intent anywhere on
 * the page (a press, a key, focus, a touch, history navigation) fetches every such part's code;
 * React then hydrates each part against the HTML it already has, so nothing is re-created and
 * focus stays where it is.
 *
 * Usage, alone in a `SeparateHydration` boundary (a suspended part holds back its whole boundary):
 * `<IntentPart><Part … /></IntentPart>` where `Part` is the server's component and, in the
 * browser, `hydrateOnIntent(() => import(…))`, so the client build keeps its code out of the page.
 */
let wake: () => void = () => {};
const intent = new Promise<void>((resolve) => {
  wake = resolve;
});

const intentEvents = ["pointerdown", "keydown", "focusin", "touchstart", "popstate"] as const;
const partAttribute = "data-hydrates-on-intent";

function onIntent() {
  for (const name of intentEvents) window.removeEventListener(name, onIntent, true);
  wake();
}

// A link in a part that has not hydrated yet would load its page in full, and React Router would
// not see it: the press is held until the part has hydrated (IntentPart), then pressed again. A
// start button marked for the early-click replay is held by the page's starter script instead.
let held: HTMLElement | null = null;
let failed = false;
function holdEarlyPress(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>("a[href], button") : null;
  if (!target?.closest(`[${partAttribute}]`) || target.closest(`[${replayClickAttribute}]`)) return;
  held = target;
  event.preventDefault();
  event.stopImmediatePropagation();
}

if (typeof window !== "undefined") {
  for (const name of intentEvents) window.addEventListener(name, onIntent, { capture: true, passive: true });
  window.addEventListener("click", holdEarlyPress, true);
}

/**
 * The browser's stand-in for a part whose module `load` fetches on the first sign of intent, with
 * the rest of the catalogue: a part's text need not be in the home page's first part.
 */
export function hydrateOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let Loaded: ComponentType<Props> | undefined;
  const ready = intent
    .then(() => Promise.all([load(), loadRestOfCatalog(i18next)]))
    .then(([component]) => component)
    .then(
      (component) => {
        Loaded = component;
      },
      // Offline: the part stays server HTML (its links then load their pages in full).
      () => {
        failed = true;
        releaseHeldLink();
        return new Promise<void>(() => {});
      },
    );
  function OnIntent(props: Props) {
    if (Loaded) return <Loaded {...props} />;
    use(ready);
    return null;
  }
  return OnIntent;
}

function releaseHeldLink() {
  const element = held;
  held = null;
  if (element instanceof HTMLAnchorElement) window.location.assign(element.href);
}

/**
 * The element around a part that hydrates on intent: marks it in the server's HTML, and once the
 * part has hydrated takes the mark off and presses again the link or button pressed before.
 */
export function IntentPart({ children }: { children: React.ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = part.current;
    if (!element || failed) return;
    element.removeAttribute(partAttribute);
    if (held && element.contains(held)) {
      const pressed = held;
      held = null;
      pressed.click();
    }
  }, []);
  return (
    <div ref={part} {...{ [partAttribute]: "" }}>
      {children}
    </div>
  );
}
