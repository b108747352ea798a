/**
 * Intl formatters, made once per locale and options and then reused (ADR 0056). Making one is
 * costly where it does not show: ICU builds its patterns and symbol tables (~50 µs a pair) in
 * native memory, tens of KB each, that only the garbage collection of the formatter's small
 * JavaScript object releases. A page that made a new formatter for each figure made hundreds per
 * render; under load that was megabytes of native memory a second, which V8 does not count
 * towards its next collection and glibc keeps once freed (ADR 0049, sixth addendum). A formatter
 * is stateless once made, so one per locale and options serves every request.
 *
 * The keys are a code's option literals times the three languages; the cap only guards against a
 * caller passing a locale taken from a request (the oldest entry makes room).
 */
const maxFormatters = 500;
const formatters = new Map<string, object>();

function reused<T extends object>(
  kind: string,
  locales: Intl.LocalesArgument,
  options: object | undefined,
  make: () => T,
) {
  const key = `${kind}|${String(locales)}|${options === undefined ? "" : JSON.stringify(options)}`;
  const known = formatters.get(key);
  if (known) return known as T;
  const made = make();
  if (formatters.size >= maxFormatters) formatters.delete(formatters.keys().next().value as string);
  formatters.set(key, made);
  return made;
}

export function numberFormat(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return reused("number", locales, options, () => new Intl.NumberFormat(locales, options));
}

export function dateTimeFormat(
  locales?: Intl.LocalesArgument,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return reused("date", locales, options, () => new Intl.DateTimeFormat(locales, options));
}

export function pluralRules(locales?: Intl.LocalesArgument, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return reused("plural", locales, options, () => new Intl.PluralRules(locales, options));
}

export function listFormat(locales?: Intl.LocalesArgument, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return reused("list", locales, options, () => new Intl.ListFormat(locales, options));
}

export function relativeTimeFormat(
  locales?: Intl.LocalesArgument,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return reused("relative", locales, options, () => new Intl.RelativeTimeFormat(locales, options));
}

export function displayNames(locales: Intl.LocalesArgument, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return reused("names", locales, options, () => new Intl.DisplayNames(locales, options));
}

export function collator(locales?: Intl.LocalesArgument, options?: Intl.CollatorOptions): Intl.Collator {
  return reused("collator", locales, options, () => new Intl.Collator(locales, options));
}

/** How many formatters are kept (tests read it to check the cap). */
export function keptFormatterCount(): number {
  return formatters.size;
}
