import { data, type RouterContextProvider, redirect } from "react-router";
import { boughtPackage } from "../../../server/modules/cases/bought-package.ts";
import { listAdvisorClients } from "../../../server/modules/cases/list-advisor-clients.ts";
import { listStaff } from "../../../server/modules/cases/list-staff.ts";
import { getI18n } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { staffRequest } from "./advisor-access.server.ts";
import { advisorListPath, casePath } from "./advisor-paths.ts";
import { packageChoices, staffChoices, visaChoices } from "./plan-options.server.ts";

/**
 * /advisor/cases/new?client=<id>: open the relocation plan of a done-for-you
 * client from the advisor's list. A client who already has a plan goes to it; an address naming
 * no such client (or one this viewer may not work on) is the site's 404.
 */
export async function newPlanPage(context: Readonly<RouterContextProvider>, url: URL) {
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
