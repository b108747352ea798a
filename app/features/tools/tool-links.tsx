import { useTranslation } from "react-i18next";
import { Link } from "../../components/ui/link.tsx";

/**
 * "Plan with our tools": a short list of links from a visa page, a city guide or the stress-relief
 * guide to the calculators, the visa or city already chosen in the address (the form opens with
 * it). Which links apply is decided by the page's loader.
 */
export type ToolLinksView = { key: string; href: string; label: string }[];

export function ToolLinks({ links }: { links: ToolLinksView }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <aside aria-labelledby="tool-links" className="rounded-xl border border-brand-200 bg-white p-5 print:hidden">
      <h2 id="tool-links" className="text-lg font-bold text-brand-900">
        {t("tools.links.title")}
      </h2>
      <ul className="mt-2 grid gap-1.5">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.href} className="font-semibold text-brand-800 underline underline-offset-2">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
