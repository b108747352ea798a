import { serverContext } from "../../server/router-context.server.ts";
import { siteUrlOf } from "../lib/seo.ts";
import type { Route } from "./+types/robots-txt";

export async function loader({ request, context }: Route.LoaderArgs) {
  const siteUrl = siteUrlOf(request, context.get(serverContext).services.config.PUBLIC_URL);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /admin-panel",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
