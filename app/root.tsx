import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { PageAnalytics } from "./components/layout/analytics";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { NotFound } from "./components/layout/not-found";
import { RouteAnnouncer } from "./components/layout/route-announcer";
import { QuickExit } from "./components/layout/quick-exit";
import { activeRegistry } from "./domain/helplines/registry.server";
import { crisisLineOf } from "./domain/helplines/links";
import { getEnv } from "./lib/env.server";
import { useNonce } from "./lib/nonce";
import { SITE_NAME } from "./lib/site";
import stylesHref from "./styles/tailwind.css?url";

export function loader() {
  const env = getEnv();
  return {
    siteUrl: env.SITE_URL,
    analyticsId: env.GA_MEASUREMENT_ID ?? null,
    // The line every page names (the crisis bar, the footer, crisis notes), from the registry.
    crisisLine: crisisLineOf(activeRegistry()),
  };
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
  const rootData = useRouteLoaderData<typeof loader>("root");
  const analyticsId = rootData?.analyticsId;
  const siteUrl = rootData?.siteUrl ?? "";
  // Printed links show their full address; relative ones need the site's (tailwind.css, print).
  const printOrigin = { "--print-origin": JSON.stringify(siteUrl) } as React.CSSProperties;
  return (
    <html lang="en" style={printOrigin}>
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
        {analyticsId ? <PageAnalytics id={analyticsId} nonce={nonce} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-surface px-4 py-2 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100]"
        >
          Skip to content
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
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`Page not found | ${SITE_NAME}`}</title>
        <NotFound />
      </>
    );
  }
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`Something went wrong | ${SITE_NAME}`}</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-ink-muted">
        Sorry, this page could not be shown. Please try again in a moment.
      </p>
      {details ? <pre className="mt-6 overflow-x-auto text-left text-xs">{details}</pre> : null}
    </div>
  );
}
