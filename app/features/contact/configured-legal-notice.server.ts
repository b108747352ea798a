import type { RouterContextProvider } from "react-router";
import { type LegalNotice, legalNoticeOf } from "../../../server/modules/contact/legal-notice.ts";
import { siteSettings } from "../../../server/modules/site-settings/site-settings.ts";
import { serverContext } from "../../../server/router-context.server.ts";

/**
 * Who publishes and hosts the site, as the legal notice and the contact page show it (ADR 0026):
 * the site settings of this moment (the back office's, else the env's), each unset value marked
 * as its example.
 */
export async function configuredLegalNotice(context: Readonly<RouterContextProvider>): Promise<LegalNotice> {
  return legalNoticeOf(await siteSettings(context.get(serverContext).services));
}
