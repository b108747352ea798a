import { useTranslation } from "react-i18next";
import { type ToolId, toolIds } from "../../../core/calculators/tool-query.ts";
import { Link } from "../../components/ui/link.tsx";

/** The three calculators, the current one marked: a reader moves between them in one click. */
export function ToolsNav({ current, hrefs }: { current: ToolId | null; hrefs: Record<ToolId, string> }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("tools.navLabel")} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {toolIds.map((tool) => (
          <li key={tool}>
            <Link
              to={hrefs[tool]}
              aria-current={tool === current ? "page" : undefined}
              className={
                tool === current
                  ? "inline-flex min-h-10 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white"
                  : "inline-flex min-h-10 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              }
            >
              {t(`tools.names.${tool}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
