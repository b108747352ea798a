import { useTranslation } from "react-i18next";
import { Link } from "../components/ui/link.tsx";
import { staffRequest } from "../features/advisor/advisor-access.server.ts";
import { NewPlanForm } from "../features/advisor/new-plan-form.tsx";
import { newPlanPage } from "../features/advisor/new-plan-page.server.ts";
import { createPlanFromForm } from "../features/advisor/plan-actions.server.ts";
import type { FormRefusal } from "../lib/form-refusal.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/advisor-new-case";

/** /advisor/cases/new?client=<id>: open the relocation plan of a done-for-you client. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return newPlanPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = staffRequest(context);
  return createPlanFromForm(staff, { request, url });
}

export default function AdvisorNewCase({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { client } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="mb-4">
        <Link to={loaderData.back} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("advisor.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("advisor.newPlan.title")}</h1>
      <p className="mt-2 text-lg text-slate-800">
        {t("advisor.newPlan.forClient", { name: client.name })} · <span dir="ltr">{client.email}</span>
      </p>
      <p className="mt-2 mb-6 text-slate-700">{t("advisor.newPlan.intro")}</p>
      <NewPlanForm
        client={client}
        values={loaderData.values}
        visas={loaderData.visas}
        packages={loaderData.packages}
        staff={loaderData.staff}
        refusal={actionData as FormRefusal | undefined}
      />
    </div>
  );
}
