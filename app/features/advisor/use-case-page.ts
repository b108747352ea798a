import { useRouteLoaderData } from "react-router";
import type { loader } from "../../routes/advisor-case.tsx";
import type { CasePage } from "./case-page.server.ts";

/** The case a tab renders, read once by the case's layout route (id "advisor-case") for every tab. */
export function useCasePage(): CasePage {
  const data = useRouteLoaderData<typeof loader>("advisor-case");
  if (!data) throw new Error("a case's tabs render inside /advisor/cases/:caseId");
  return data.page;
}
