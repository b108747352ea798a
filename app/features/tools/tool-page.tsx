import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ToolId } from "../../../core/calculators/tool-query.ts";
import { Breadcrumbs } from "../../components/shared/content-layout.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { ToolPageCommon } from "./tool-page.server.ts";
import { ToolsNav } from "./tools-nav.tsx";

/**
 * The frame of /tools and each calculator: breadcrumbs, title and introduction, the links between
 * the tools, what the viewer's plan includes (honestly, with the way to Premium), then the page's
 * own content and the reminder that these are estimates, not advice.
 */
export function ToolPage({
  common,
  tool,
  intro,
  children,
}: {
  common: ToolPageCommon;
  tool: ToolId | null;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="print:hidden">
        <Breadcrumbs trail={common.trail} />
      </div>
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{common.title}</h1>
        <p className="max-w-3xl text-lg text-slate-700">{intro}</p>
        <ToolsNav current={tool} hrefs={common.hrefs} />
      </header>
      {children}
      <aside aria-labelledby="tools-plan" className="rounded-2xl bg-sand-100 p-5 print:hidden">
        <h2 id="tools-plan" className="font-bold text-brand-900">
          {t("tools.plansTitle")}
        </h2>
        <p className="mt-1 text-slate-800" data-plan-note={common.access.premium ? "premium" : "free"}>
          {common.access.premium
            ? t("tools.plansPremium", { max: common.maxCities })
            : t("tools.plansFree", { max: common.maxCities })}
        </p>
        {!common.access.premium && (
          <p className="mt-2 flex flex-wrap gap-4">
            <Link to={common.pricingHref} className="font-semibold text-brand-800 underline underline-offset-2">
              {t("tools.seePremium")}
            </Link>
            {common.signInHref && (
              <Link to={common.signInHref} className="font-semibold text-brand-800 underline underline-offset-2">
                {t("tools.signIn")}
              </Link>
            )}
          </p>
        )}
      </aside>
      <p className="text-sm text-slate-600">{t("tools.notAdvice")}</p>
    </div>
  );
}
