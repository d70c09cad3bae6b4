/** Where Google's tag is loaded from; the CSP allows it only when analytics are configured. */
export const ANALYTICS_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/**
 * Pages analytics never measures, even with GA_MEASUREMENT_ID set (docs/product.md, "Analytics"):
 * the check-in, the crisis lines, the safety plan, search (its address holds what was searched)
 * and the embeddable widget, and their Spanish twins. A visitor there may be in crisis, and
 * /check-in promises no cookie.
 */
export const ANALYTICS_OFF =
  /^\/(?:check-in|get-help|safety-plan|search|es\/(?:chequeo|ayuda|plan-de-seguridad|buscar))(?:\/|$)|^\/embed\//;

/** Whether analytics may measure a page, by its path. */
export function analyticsAllowedOn(pathname: string): boolean {
  return !ANALYTICS_OFF.test(pathname);
}

/**
 * Keeps Google's tag from sending anything while the address is a page in ANALYTICS_OFF, after
 * a move within the site too: Google's documented switch (`window["ga-disable-ID"]`, checked
 * before anything is sent) is set from the address at start and at every change of it
 * (history's push and replace, and the back button), before Google's tag sees the change.
 */
function offSwitch(id: string): string {
  return (
    `(function(){var k=${JSON.stringify(`ga-disable-${id}`)},off=new RegExp(${JSON.stringify(ANALYTICS_OFF.source)});` +
    "function at(u){try{window[k]=off.test(new URL(u,location.href).pathname)}catch(e){window[k]=true}}" +
    'at(location.href);["pushState","replaceState"].forEach(function(m){var o=history[m];' +
    "history[m]=function(s,t,u){if(u!=null)at(String(u));return o.apply(this,arguments)}});" +
    'addEventListener("popstate",function(){at(location.href)})})();'
  );
}

/** The inline start-up of Google's tag, without ad signals or ad personalisation. */
export function analyticsInit(id: string): string {
  return (
    offSwitch(id) +
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
    `gtag("js",new Date());gtag("config",${JSON.stringify(id)},` +
    "{allow_google_signals:false,allow_ad_personalization_signals:false});"
  );
}

/** What the page's document loads of Google's tag: its address and the inline start-up. */
export interface PageAnalyticsData {
  src: string;
  init: string;
}

/**
 * Google Analytics for a document loaded at `pathname`: none without an id (no analytics code
 * is sent at all) and none on a page in ANALYTICS_OFF. Decided here, on the server, so none of
 * this reaches the JavaScript every page loads; the root loader hands it to `PageAnalytics`.
 */
export function pageAnalytics(
  id: string | null | undefined,
  pathname: string,
): PageAnalyticsData | null {
  if (!id || !analyticsAllowedOn(pathname)) return null;
  return {
    src: `${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`,
    init: analyticsInit(id),
  };
}
