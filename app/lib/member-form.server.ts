import type { RouterContextProvider } from "react-router";
import { limitClient } from "../../server/http/rate-limit.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { getLocale } from "../i18n/i18next-middleware.server.ts";
import { formText, readForm } from "./page-form.server.ts";
import { guardedUser } from "./viewer.server.ts";

/**
 * What every signed-in member's page form starts from: the member the guarded layout let in, the
 * services, the page's language, the posted form with its `intent` and item `id`, and whether the
 * client is over the form rate limit of `bucket` (the same bucket as the matching API routes), so
 * a page action and its API answer the same person the same way.
 */
export async function readMemberForm(request: Request, context: Readonly<RouterContextProvider>, bucket: string) {
  const { services, clientIp } = context.get(serverContext);
  const form = await readForm(request);
  return {
    url: new URL(request.url),
    user: guardedUser(context),
    services,
    language: getLocale(context),
    form,
    intent: formText(form, "intent", 40),
    id: formText(form, "id", 40).trim(),
    limited: await limitClient(services.rateLimiter, bucket, clientIp, services.config.FORM_RATE_LIMIT_PER_MINUTE),
  };
}
