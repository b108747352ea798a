import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CountryOption } from "../../../core/countries.ts";

/** Lower-case, accent-free text, so "cote" finds "Côte d'Ivoire" and "etats" finds "États-Unis". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

/**
 * Countries whose name contains the query: names that start with it first, then names with a
 * word that starts with it, then the rest, each group in the list's (localised) order.
 */
export function filterCountries(countries: readonly CountryOption[], query: string): CountryOption[] {
  const wanted = fold(query.trim());
  if (!wanted) return [...countries];
  const ranked: CountryOption[][] = [[], [], []];
  for (const country of countries) {
    const name = fold(country.name);
    const at = name.indexOf(wanted);
    if (at < 0) continue;
    if (at === 0) ranked[0]!.push(country);
    else if (name.split(/[\s'’(-]+/).some((word) => word.startsWith(wanted))) ranked[1]!.push(country);
    else ranked[2]!.push(country);
  }
  return ranked.flat();
}

/**
 * Step 1 of the wizard: every country, searchable. A search box filters a group of native radio
 * buttons, which gives keyboard use (Tab into the group, arrows to move, Space to pick) and
 * screen-reader semantics without custom ARIA. Enter in the search box picks the first match,
 * ArrowDown moves into the list.
 */
export function CountryPicker({
  countries,
  labelledBy,
  value,
  onChange,
}: {
  /** The question's heading, which names the group of countries. */
  labelledBy: string;
  /** Localised and sorted by the page's loader (core/countries.ts `countryOptions`). */
  countries: readonly CountryOption[];
  value: string;
  onChange(code: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => filterCountries(countries, query), [countries, query]);
  const selected = countries.find((country) => country.code === value);

  const focusList = () => {
    const radios = [...(listRef.current?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])];
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
          {t("wizard.country.searchLabel")}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          placeholder={t("wizard.country.searchPlaceholder")}
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-count`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              // Picks the best match instead of submitting the step.
              event.preventDefault();
              const first = shown[0];
              if (first) onChange(first.code);
            } else if (event.key === "ArrowDown") {
              event.preventDefault();
              focusList();
            }
          }}
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500"
        />
        <p id={`${id}-count`} aria-live="polite" className="text-xs text-slate-600">
          {shown.length === 0 ? t("wizard.country.noMatch") : t("wizard.country.matches", { count: shown.length })}
        </p>
      </div>
      <p className="min-h-6 text-sm text-slate-800" aria-live="polite">
        {selected && (
          <>
            {t("wizard.country.selected")} <strong className="font-semibold text-brand-900">{selected.name}</strong>
          </>
        )}
      </p>
      <div
        ref={listRef}
        id={`${id}-list`}
        role="radiogroup"
        aria-labelledby={labelledBy}
        className="max-h-60 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 sm:max-h-72"
      >
        {shown.map((country) => (
          <label
            key={country.code}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-900 hover:bg-brand-50 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={`${id}-country`}
              value={country.code}
              checked={value === country.code}
              onChange={() => onChange(country.code)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {country.name}
          </label>
        ))}
      </div>
    </div>
  );
}
