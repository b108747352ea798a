import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { boughtPackage } from "../../server/modules/cases/bought-package.ts";
import { listAdvisorClients } from "../../server/modules/cases/list-advisor-clients.ts";
import { listStaff } from "../../server/modules/cases/list-staff.ts";
import { staffRequest } from "../features/advisor/advisor-access.server.ts";
import { advisorListPath, casePath } from "../features/advisor/advisor-paths.ts";
import { NewPlanForm } from "../features/advisor/new-plan-form.tsx";
import { createPlanFromForm } from "../features/advisor/plan-actions.server.ts";
import { packageChoices, staffChoices, visaChoices } from "../features/advisor/plan-options.server.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import type { FormRefusal } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/advisor-new-case";

/**
 * /advisor/cases/new?client=<id>: open the relocation plan of a done-for-you
 * client from the advisor's list. A client who already has a plan goes to it; an address naming
 * no such client (or one this viewer may not work on) is the site's 404.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  const { t } = getI18n(context);
  const clientId = url.searchParams.get("client") ?? "";
  const [clients, team] = await Promise.all([
    listAdvisorClients(staff.db, staff.viewer, staff.today),
    listStaff(staff.db),
  ]);
  const client = clients.find((row) => row.clientId === clientId);
  if (!client) throw data(null, { status: 404 });
  if (client.case) throw redirect(keepLanguage(casePath(client.case.id), url));
  const bought = await boughtPackage(staff.db, client.clientId);
  return {
    client: { id: client.clientId, name: client.name, email: client.email },
    values: {
      name: client.name,
      visaSlug: "",
      adults: "1",
      children: "0",
      // What the client paid for, when an invoice says; else the advisor chooses.
      packageId: bought ?? "",
      targetArrival: "",
      // The one opening the plan advises it unless they name someone else.
      advisorId: team.some((person) => person.id === staff.viewer.id) ? staff.viewer.id : "",
      contactId: "",
    },
    visas: visaChoices(staff.language),
    packages: packageChoices(),
    staff: staffChoices(team),
    back: keepLanguage(advisorListPath, url),
    seo: accountPageSeo(context, url.pathname, t("advisor.newPlan.title"), t("advisor.newPlan.metaDescription")),
  };
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
