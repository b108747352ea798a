import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Link } from "../components/ui/link.tsx";
import { CaseHeader } from "../features/advisor/case-header.tsx";
import { caseLayout } from "../features/advisor/case-layout.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/advisor-case";

/** /advisor/cases/:caseId and its tabs: the case read once here for the header and every tab. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return caseLayout(context, url, params.caseId);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function AdvisorCase({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="mb-4">
        <Link to={loaderData.back} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("advisor.back")}
        </Link>
      </p>
      <CaseHeader page={loaderData.page} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
