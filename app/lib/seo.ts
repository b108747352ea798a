import type { MetaDescriptor } from "react-router";
import { type Language, supportedLanguages } from "../../core/languages.ts";
import { languageParam } from "../../core/negotiate-language.ts";
import { pinnedLanguage } from "./keep-language.ts";

/** What a page's loader returns so its meta function can describe it to search engines. */
export type PageSeo = {
  title: string;
  description: string;
  /** Absolute site origin, e.g. https://passerelle.example (PUBLIC_URL, never the request's Host). */
  siteUrl: string;
  path: string;
  language: Language;
  noindex?: boolean;
  /** Extra JSON-LD objects (BreadcrumbList, FAQPage, Article…). */
  jsonLd?: object[];
};

/** Each language version has its own address (?lang=xx); the bare path negotiates (x-default). */
export function languageUrl(siteUrl: string, path: string, language?: Language): string {
  const url = new URL(path, siteUrl);
  if (language) url.searchParams.set(languageParam, language);
  return url.toString();
}

/**
 * The page's own address as search engines should index it (ADR 0046): `path` with ?lang= when the
 * requested address pinned the language, bare when it negotiated it (the x-default). Decided from the
 * address itself, never by a loader's flag, so every page type follows the same rule: each member of
 * an hreflang set is its own canonical (a canonical naming another member contradicts the set).
 * Other query parameters (filters, pages of a list) are left out.
 */
export function canonicalUrl(siteUrl: string, path: string, language: Language, location: { search: string }): string {
  return languageUrl(siteUrl, path, pinnedLanguage(location) === null ? undefined : language);
}

/**
 * Title, description, Open Graph, canonical and hreflang of a page. `location` is the meta function's
 * (the address being rendered): required, so no route can forget it.
 */
export function seoMeta(seo: PageSeo | undefined, location: { search: string }): MetaDescriptor[] {
  if (!seo) return [{ title: "Passerelle" }];
  const canonical = canonicalUrl(seo.siteUrl, seo.path, seo.language, location);
  const meta: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Passerelle" },
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
    ...supportedLanguages.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: languageUrl(seo.siteUrl, seo.path, language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: languageUrl(seo.siteUrl, seo.path) },
  ];
  if (seo.noindex) meta.push({ name: "robots", content: "noindex" });
  for (const data of seo.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/** BreadcrumbList for a content page: Home › … › this page. */
export function breadcrumbJsonLd(siteUrl: string, language: Language, trail: { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: languageUrl(siteUrl, crumb.path, language),
    })),
  };
}
