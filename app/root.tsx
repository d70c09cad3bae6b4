import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { PageAnalytics } from "./components/layout/analytics";
import { pageAnalytics } from "./components/layout/analytics.server";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { NotFound } from "./components/layout/not-found";
import { RouteAnnouncer } from "./components/layout/route-announcer";
import { QuickExit } from "./components/layout/quick-exit";
import { activeRegistry } from "./domain/helplines/registry.server";
import { crisisLineOf } from "./domain/helplines/links";
import { siteNavigation, type SiteNavigation } from "./components/layout/site-navigation";
import { getEnv } from "./lib/env.server";
import { useT } from "./lib/i18n";
import { localeOf, regionName, type Locale } from "./lib/locale";
import { FRAME_PREFIXES, messagesFor } from "./lib/i18n.server";
import { useNonce } from "./lib/nonce";
import { SITE_NAME } from "./lib/site";
import stylesHref from "./styles/tailwind.css?url";

export function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  // The page's language comes from its address (docs/decisions/042-i18n-with-lingui.md).
  const pathname = new URL(request.url).pathname;
  const locale = localeOf(pathname);
  return {
    siteUrl: env.SITE_URL,
    // Google's tag for this document, or null (none configured, or a page never measured).
    analytics: pageAnalytics(env.GA_MEASUREMENT_ID, pathname),
    // The line every page names (the crisis bar, the footer, crisis notes), from the registry.
    crisisLine:
      locale === "en"
        ? crisisLineOf(activeRegistry())
        : crisisLineOf(activeRegistry(), { name: (c) => regionName(locale, c.code), and: "y" }),
    // The frame's strings in the page's language, compiled.
    i18n: messagesFor(locale, FRAME_PREFIXES),
    // The header's and footer's links, in the page's language.
    navigation: navigationOf(locale),
  };
}

const NAVIGATION = new Map<Locale, SiteNavigation>();
/** The header's and footer's links for a language, worked out once from the registries. */
function navigationOf(locale: Locale): SiteNavigation {
  const navigation = NAVIGATION.get(locale) ?? siteNavigation(locale);
  NAVIGATION.set(locale, navigation);
  return navigation;
}

/** Moving between languages brings the other language's frame. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return localeOf(currentUrl.pathname) !== localeOf(nextUrl.pathname) || defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const t = useT();
  const { pathname } = useLocation();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const siteUrl = rootData?.siteUrl ?? "";
  // Printed links show their full address; relative ones need the site's (tailwind.css, print).
  const printOrigin = { "--print-origin": JSON.stringify(siteUrl) } as React.CSSProperties;
  return (
    <html lang={localeOf(pathname)} style={printOrigin}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a4f46" />
        <Meta />
        <Links />
        {/* Without JavaScript, the places kept for controls that need it are not shown. */}
        <noscript>
          <style>{".needs-js{display:none}"}</style>
        </noscript>
        <PageAnalytics analytics={rootData?.analytics} nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-surface px-4 py-2 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100]"
        >
          {t("frame.skipLink")}
        </a>
        <QuickExit />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
        <RouteAnnouncer />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${t("notFound.pageTitle")} | ${SITE_NAME}`}</title>
        <NotFound />
      </>
    );
  }
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  // When the root loader itself failed there are no messages: English stands in.
  const title = t("error.title") === "error.title" ? "Something went wrong" : t("error.title");
  const message =
    t("error.message") === "error.message"
      ? "Sorry, this page could not be shown. Please try again in a moment."
      : t("error.message");
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`${title} | ${SITE_NAME}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-muted">{message}</p>
      {details ? <pre className="mt-6 overflow-x-auto text-left text-xs">{details}</pre> : null}
    </div>
  );
}
