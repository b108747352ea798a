import { blogAr } from "../../content/i18n/blog-ar.ts";
import { blogEn } from "../../content/i18n/blog-en.ts";
import { blogFr } from "../../content/i18n/blog-fr.ts";
import { isLanguage } from "../../core/languages.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { atomFeed } from "../features/blog/blog-feed.server.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/blog-feed";

/** /blog/feed.xml?lang=en|fr|ar: the Atom feed of the live posts in that language (ADR 0037). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const requested = url.searchParams.get("lang");
  const language = isLanguage(requested) ? requested : "en";
  // The feed speaks its own ?lang=, whatever the reader's cookie says.
  const texts = { en: blogEn, fr: blogFr, ar: blogAr }[language];
  const xml = await atomFeed(context.get(serverContext).services.db, {
    siteUrl: siteUrlOf(context),
    language,
    title: texts.feedTitle,
    subtitle: texts.feedDescription,
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
