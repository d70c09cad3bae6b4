/** Where Google's tag is loaded from; the CSP allows it only when analytics are configured. */
export const ANALYTICS_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/** The inline start-up of Google's tag, without ad signals or ad personalisation. */
export function analyticsInit(id: string): string {
  return (
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
    `gtag("js",new Date());gtag("config",${JSON.stringify(id)},` +
    "{allow_google_signals:false,allow_ad_personalization_signals:false});"
  );
}

/**
 * Google Analytics, only when GA_MEASUREMENT_ID is set (otherwise no analytics code is sent at
 * all). The inline part carries the page's nonce, or is allowed by hash on prerendered pages.
 */
export function Analytics({ id, nonce }: { id: string; nonce?: string }) {
  return (
    <>
      <script
        async
        src={`${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`}
        nonce={nonce}
      />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: analyticsInit(id) }} />
    </>
  );
}
