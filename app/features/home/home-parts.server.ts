import type { RouterContextProvider } from "react-router";
import type { HomeFaqItem } from "../../../content/home/home-faq.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { dfyPackagesOf, formatEuros } from "../../../core/plans-catalogue.ts";
import { publishedFaq } from "../../../server/modules/faq/faq-items.ts";
import { siteSettings } from "../../../server/modules/site-settings/site-settings.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import type { PlanGroupView } from "./done-for-you.tsx";
import type { SocialProofView } from "./social-proof.tsx";

/** What only the home page's kept parts show: the administrators' FAQ, the social proof and the packages. */
export type HomeParts = { faq: HomeFaqItem[]; socialProof: SocialProofView; planGroups: PlanGroupView[] };

export async function homePartsOf(context: Readonly<RouterContextProvider>, language: Language): Promise<HomeParts> {
  // The administrators' FAQ (ADR 0038): the published items of the page's language.
  const { services } = context.get(serverContext);
  const faq = await publishedFaq(services.db, language);
  // Social proof only while an administrator has set it (ADR 0038), formatted here for both sides.
  const settings = await siteSettings(services);
  const count = numberFormat(language);
  const rating = numberFormat(language, { maximumFractionDigits: 1 });
  const socialProof: SocialProofView = {
    clientsHelped: settings.clientsHelped === null ? null : count.format(settings.clientsHelped),
    rating: settings.rating === null ? null : rating.format(settings.rating),
    ratingCount: settings.ratingCount === null ? null : count.format(settings.ratingCount),
  };
  // Names and prices are localised here, once, so the server and the browser render the same
  // text (their Intl data may differ slightly) and the page needs no Intl work to hydrate.
  const planGroups: PlanGroupView[] = (["individuals", "business"] as const).map((id) => ({
    id,
    packages: dfyPackagesOf(id).map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: plan.priceCents === null ? "" : formatEuros(plan.priceCents, language),
    })),
  }));
  return { faq, socialProof, planGroups };
}
