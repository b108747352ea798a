import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { asLanguage, type Language, textDirection } from "../core/languages.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { CookieConsentProvider } from "./components/layout/cookie-consent.tsx";
import { PageSpinner } from "./components/layout/page-spinner.tsx";
import { SeparateHydration } from "./components/layout/separate-hydration.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { JsonLd } from "./components/ui/json-ld.tsx";
import { Link } from "./components/ui/link.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { i18nextMiddleware } from "./i18n/i18next-middleware.server.ts";
import { AccountProvider } from "./lib/account-context.tsx";
import { type FrameData, frameData } from "./lib/frame-data.server.ts";
import { isGuardRefusal } from "./lib/guard-refusal.ts";
import { arabicFont, latinFont } from "./lib/page-fonts.ts";
import { currentUser, viewerMiddleware } from "./lib/viewer.server.ts";

export const middleware = [i18nextMiddleware, viewerMiddleware];

// The error pages' own content is in no page's first load: its code comes when one is shown. While
// a 404 or 403 page hydrates, React waits for it (one small file); a client navigation keeps the
// page before until it has come.
const NotFoundPage = lazy(() =>
  import("./components/layout/not-found-content.tsx").then((module) => ({ default: module.NotFoundPage })),
);
const AdminForbidden = lazy(() =>
  import("./features/admin/admin-forbidden.tsx").then((module) => ({ default: module.AdminForbidden })),
);
const StaffOnlyBoundary = lazy(() =>
  import("./features/advisor/staff-only.tsx").then((module) => ({ default: module.StaffOnlyBoundary })),
);

// The Latin subset of Inter is needed by every page in every language (Arabic pages show Latin
// too): fetch it together with the stylesheet instead of after it, so first paint waits less.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: latinFont.href, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return frameData(request, context, currentUser(context));
}

/** Organization and WebSite structured data, on every page. */
function SiteJsonLd({ siteUrl, language }: { siteUrl: string; language: Language }) {
  const data = [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Passerelle",
      url: siteUrl,
      logo: `${siteUrl}/favicon.svg`,
    },
    { "@context": "https://schema.org", "@type": "WebSite", name: "Passerelle", url: siteUrl, inLanguage: language },
  ];
  return <JsonLd data={data} />;
}

function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const data = useRootData();
  const language: Language = data?.locale ?? asLanguage(i18n.language);
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <Meta />
        <Links />
        {/* Arabic pages only: their text needs the Arabic subset before first paint (ADR 0047). */}
        {language === "ar" && (
          <link rel="preload" href={arabicFont.href} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        {data && <SiteJsonLd siteUrl={data.siteUrl} language={language} />}
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The frame around every page: skip link, header, content, footer, consent, toasts. `frame` stands
 * in for the root loader's data when no loader ran (a guarded layout's refusal).
 */
function Frame({ language, frame, children }: { language: Language; frame?: FrameData; children: React.ReactNode }) {
  const { t } = useTranslation();
  const data = useRootData() ?? frame;
  return (
    <AccountProvider account={data?.account ?? null}>
      <CookieConsentProvider stored={data?.consent ?? null}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[80] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t("a11y.skipToContent")}
        </a>
        <PageSpinner />
        <SeparateHydration>
          <SiteHeader language={language} />
        </SeparateHydration>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SeparateHydration>
          <SiteFooter />
        </SeparateHydration>
        <Toaster />
      </CookieConsentProvider>
    </AccountProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const { locale } = loaderData;
  // After a language switch the root loader returns the new locale: follow it on the client.
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
  return (
    <Frame language={locale}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, i18n } = useTranslation();
  const language: Language = asLanguage(i18n.language);
  // A guarded layout's 403 (ADR 0082): thrown by its middleware, it lands here with its section's page.
  if (isRouteErrorResponse(error) && error.status === 403 && isGuardRefusal(error.data)) {
    const { area, frame } = error.data;
    return (
      <Frame language={frame.locale} frame={frame}>
        <Suspense>{area === "admin" ? <AdminForbidden error={error} /> : <StaffOnlyBoundary error={error} />}</Suspense>
      </Frame>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame language={language}>
        <Suspense>
          <NotFoundPage />
        </Suspense>
      </Frame>
    );
  }
  return (
    <Frame language={language}>
      <title>{`${t("error.title")} · Passerelle`}</title>
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900">{t("error.title")}</h1>
        <p className="mt-3 text-slate-700">{t("error.description")}</p>
        <Link to={href("/")} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
          {t("error.backHome")}
        </Link>
      </div>
    </Frame>
  );
}
