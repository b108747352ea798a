import { type ComponentType, type MouseEvent, use, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";
import { replayClickAttribute, replayEarlyClick } from "../../lib/early-clicks.ts";

/**
 * A part of a page made of text, links and buttons that only raise a window event, which the
 * browser need not hydrate (ADR 0053): the home page's hero, its showcase sections and its FAQ, the
 * footer's links, a visa page's sections and a guide's body (ADR 0091).
 *
 * The server renders the part's component as usual. In the browser, during hydration, the part
 * keeps the HTML the server sent: it renders a `<div dangerouslySetInnerHTML>` holding that same
 * HTML, which React in production neither compares nor rewrites, and nothing suspends (a
 * suspended boundary would hold back the whole hydration pass, ADR 0048). So neither the part's
 * code nor its catalogue text is in the first load. One listener on the part answers presses:
 * - a link React Router rendered (`data-discover`) navigates on the client, as `<Link>` would;
 * - a button carrying `data-press-event` raises that window event (the start buttons);
 * - a button pressed before the page's scripts ran is pressed again (early-clicks.ts).
 *
 * The real component takes over (its module loaded, replacing the kept HTML) when the part is
 * rendered outside hydration (a client navigation to the page) or when what it shows may have
 * changed: the language, the address's query (which keeps `?lang=`) or its props.
 *
 * A prop may be undefined in the browser's first render: the page handed it to the server's
 * render only (`handToRender`, ADR 0055), so the page does not carry it twice. The kept HTML shows
 * it, so its arrival with later loader data (a revalidation after a form) changes nothing; the real
 * component only ever renders with loader data that has it (a client navigation or revalidation).
 *
 * Usage, with the module imported on the server and loaded on demand in the browser:
 * `keptHtmlPart("hero", import.meta.env.SSR ? { component: await load() } : { load })`.
 */
export function keptHtmlPart<Props extends object>(
  name: string,
  source: { component: ComponentType<Props> } | { load: () => Promise<ComponentType<Props>> },
): ComponentType<MaybeRenderOnly<Props>> & { preload: () => Promise<unknown> } {
  let Live = "component" in source ? source.component : undefined;
  let loading: Promise<unknown> | undefined;
  const preload = (): Promise<unknown> => {
    if (Live || !("load" in source)) return Promise.resolve();
    loading ??= source.load().then((component) => {
      Live = component;
    });
    return loading;
  };

  function KeptHtmlPart(props: MaybeRenderOnly<Props>) {
    const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, whileHydrating);
    const { i18n } = useTranslation();
    const { search } = useLocation();
    const navigate = useNavigate();
    // What the part's HTML depends on. Not the path: the footer's links are the same on every page.
    const shows = `${i18n.language} ${search}`;
    // Read once, when the part first renders: the server's HTML is in the document only then.
    const [kept] = useState(() => {
      if (!hydrating || typeof document === "undefined") return undefined;
      const html = document.querySelector(`[data-kept-html="${name}"]`)?.innerHTML;
      return html === undefined ? undefined : { html, shows, props };
    });
    const part = useRef<HTMLDivElement>(null);
    useEffect(() => pressEarlyClicksAgain(part.current), []);

    if (kept && kept.shows === shows && showsTheSame(kept.props, props)) {
      // The listener only delegates: the presses it answers are on the links and buttons inside,
      // which the keyboard reaches and activates with a click event as usual.
      return (
        // biome-ignore lint/a11y/noStaticElementInteractions: delegation to the links and buttons inside
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter and Space on them arrive as click events
        <div
          key="kept"
          ref={part}
          data-kept-html={name}
          className="contents"
          onClick={(event) => answerPress(event, navigate)}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML, read back from the page
          dangerouslySetInnerHTML={{ __html: kept.html }}
        />
      );
    }
    if (!Live) use(preload());
    const Component = Live as ComponentType<Props>;
    return (
      <div key="live" data-kept-html={name} className="contents">
        <Component {...(props as Props)} />
      </div>
    );
  }
  return Object.assign(KeptHtmlPart, { preload });
}

/** Props as the browser may first have them: each undefined when handed to the server's render only. */
type MaybeRenderOnly<Props> = { [Key in keyof Props]: Props[Key] | undefined };

/** Same props, where one the kept HTML was hydrated without counts as the one it shows. */
function showsTheSame(kept: object, now: object): boolean {
  const before = kept as Record<string, unknown>;
  const after = now as Record<string, unknown>;
  return Object.keys({ ...before, ...after }).every(
    (key) => before[key] === undefined || JSON.stringify(before[key]) === JSON.stringify(after[key]),
  );
}

const subscribeToNothing = () => () => {};
const notHydrating = () => false;
// React reads the server snapshot on the server and while hydrating, and nowhere else.
const whileHydrating = () => true;

/** A press on a kept part: what its link or button would have done once hydrated. */
function answerPress(event: MouseEvent<HTMLDivElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const raising = target?.closest<HTMLElement>("[data-press-event]");
  if (raising?.dataset.pressEvent) {
    window.dispatchEvent(new Event(raising.dataset.pressEvent));
    return;
  }
  // Only what React Router rendered as a <Link>: a same-page anchor or an outside link keeps the
  // browser's own behaviour.
  const link = target?.closest<HTMLAnchorElement>("a[data-discover]");
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

/** The start buttons in the kept HTML will not hydrate: they take their held press now. */
function pressEarlyClicksAgain(part: HTMLElement | null) {
  for (const element of part?.querySelectorAll<HTMLElement>(`[${replayClickAttribute}]`) ?? []) {
    replayEarlyClick(element);
  }
}

/**
 * The `clientLoader` of a page with kept parts. A client navigation to the page renders the parts
 * itself: their code arrives with the page's data, so the page appears whole. A revalidation of the
 * page being shown (after accepting cookies, say) keeps their HTML, so their code is fetched only
 * if the language changed (a language switch revalidates the same address). On the first visit no
 * `clientLoader` runs: the server's data and HTML are used.
 */
export async function dataWithKeptParts<Data extends { seo: { language: string } }>(
  request: Request,
  serverLoader: () => Promise<Data>,
  parts: readonly { preload: () => Promise<unknown> }[],
): Promise<Data> {
  const preloadParts = () => Promise.all(parts.map((part) => part.preload()));
  const { pathname, search } = new URL(request.url);
  const revalidation = pathname === window.location.pathname && search === window.location.search;
  const [data] = await Promise.all([serverLoader(), revalidation ? undefined : preloadParts()]);
  if (revalidation && data.seo.language !== document.documentElement.lang) await preloadParts();
  return data;
}
