import { Link } from "./link.tsx";

/**
 * A page's sections as links (`?tab=…`), not script-driven tabs: the server renders the chosen
 * panel, so they work without JavaScript, with the keyboard (Tab, Enter) and from a shared
 * address. The chosen one carries aria-current and a visible underline, not colour alone.
 * Used by /pricing and /city-comparison.
 */
export function LinkTabs({
  label,
  tabs,
  className = "",
}: {
  label: string;
  tabs: { id: string; label: string; href: string; current: boolean }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`mt-10 border-b border-slate-200 ${className}`.trim()}>
      <ul className="-mb-px flex flex-wrap gap-x-2 gap-y-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.href}
              preventScrollReset
              aria-current={tab.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center border-b-4 px-3 py-2 font-semibold transition-colors ${
                tab.current
                  ? "border-brand-700 text-brand-900"
                  : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-800"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
