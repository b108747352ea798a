import { useTranslation } from "react-i18next";
import { toolIds } from "../../core/calculators/tool-query.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { Link } from "../components/ui/link.tsx";
import { SavedScenarios } from "../features/tools/saved-scenarios.tsx";
import { savedScenariosView } from "../features/tools/saved-scenarios-view.server.ts";
import { scenariosAction } from "../features/tools/scenario-actions.server.ts";
import { toolPageBase } from "../features/tools/tool-page.server.ts";
import { ToolPage } from "../features/tools/tool-page.tsx";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tools";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { t, language, access, common } = toolPageBase(context, url, null);
  const { scenarios, notice } = await savedScenariosView({ context, url, access, language, t });
  return {
    common,
    scenarios,
    notice,
    action: keepLanguage("/tools", url),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return scenariosAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.common.seo, location);

/**
 * /tools: the three calculators, what each plan includes, and — for premium and dfy
 * members — their saved scenarios, to reopen, rename or delete.
 */
export default function Tools({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { common } = loaderData;
  return (
    <ToolPage common={common} tool={null} intro={t("tools.intro")}>
      <ul className="grid gap-4 md:grid-cols-3">
        {toolIds.map((tool) => (
          <li key={tool} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold text-brand-900">{t(`tools.names.${tool}`)}</h2>
            <p className="mt-1 text-sm font-semibold text-slate-600">
              {tool === "cost-of-living" ? t("tools.access.everyone") : t("tools.access.premium")}
            </p>
            <p className="mt-2 flex-1 text-slate-700">{t(`tools.descriptions.${tool}`)}</p>
            <Link to={common.hrefs[tool]} className={buttonClasses("primary", "sm", "mt-4 self-start")}>
              {t("tools.open")}
              <span className="sr-only"> {t(`tools.names.${tool}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {loaderData.scenarios && (
        <SavedScenarios
          scenarios={loaderData.scenarios}
          action={loaderData.action}
          notice={loaderData.notice}
          refusal={actionData}
        />
      )}
    </ToolPage>
  );
}
