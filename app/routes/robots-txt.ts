import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/robots-txt";

export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = siteUrlOf(context);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /admin-panel",
    "Disallow: /dashboard",
    "Disallow: /advisor",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
