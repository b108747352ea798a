import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from "react";
import type { SmallI18next } from "./small-i18next.ts";

/**
 * Our react-i18next (ADRs 0048, 0076): `useTranslation`, `<Trans>` with named components,
 * `I18nextProvider` and `initReactI18next`, over small-i18next.ts. Both builds resolve
 * `react-i18next` to this file (small-i18n-plugin.ts): the browser for its weight, the server for
 * its speed (the package copies the whole i18next instance on every `useTranslation` of a first
 * render, which is every render on the server). small-i18next.test.ts renders every `<Trans>` of
 * ours with this file and with the package and compares the HTML.
 */

const I18nContext = createContext<SmallI18next | null>(null);

export const initReactI18next = { type: "3rdParty", init() {} };

export function I18nextProvider({ i18n, children }: { i18n: SmallI18next; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

function useI18n(): SmallI18next {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nextProvider");
  return i18n;
}

/** `t` changes with the language, so components that memoise on it render the new text. */
export function useTranslation() {
  const i18n = useI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new t for each language, on purpose
  const t = useMemo(() => (key: string, options?: Record<string, unknown>) => i18n.t(key, options), [i18n, language]);
  const result = [t, i18n, true] as const;
  return Object.assign(result, { t, i18n, ready: true });
}

type TransProps = {
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
};

/**
 * The translation's `<name>…</name>` tags become the named components with the text inside, as
 * react-i18next renders them: one text node between tags, and the tags read in the catalogue's
 * text before the values go in, so a value with "<" in it stays text.
 */
export function Trans({ i18nKey, values = {}, components = {} }: TransProps) {
  const i18n = useI18n();
  const template = i18n.template(i18nKey, values);
  if (template === undefined) return <>{i18n.t(i18nKey, values)}</>;
  const nodes: ReactNode[] = [];
  const tag = /<([A-Za-z0-9]+)>([\s\S]*?)<\/\1>|<([A-Za-z0-9]+)\s*\/>/g;
  let last = 0;
  for (let match = tag.exec(template); match; match = tag.exec(template)) {
    if (match.index > last) nodes.push(i18n.interpolate(template.slice(last, match.index), values));
    const component = components[match[1] ?? match[3] ?? ""];
    const inner = match[2] === undefined ? undefined : i18n.interpolate(match[2], values);
    if (component && isValidElement(component)) nodes.push(cloneElement(component, { key: nodes.length }, inner));
    else if (inner) nodes.push(inner);
    last = match.index + match[0].length;
  }
  if (last < template.length) nodes.push(i18n.interpolate(template.slice(last), values));
  return <>{nodes}</>;
}
