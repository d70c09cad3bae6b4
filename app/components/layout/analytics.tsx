import { useState } from "react";
import { useLocation } from "react-router";

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

/**
 * Google Analytics, only when GA_MEASUREMENT_ID is set (otherwise no analytics code is sent at
 * all) and never on a page in ANALYTICS_OFF (the root's layout asks `analyticsAllowedOn`). The
 * inline part carries the page's nonce, or is allowed by hash on prerendered pages.
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

/**
 * Analytics for the page the document was loaded for: none on a page in ANALYTICS_OFF. Decided
 * once and kept, so a later move within the site never adds or removes the tag (the tag's own
 * switch, in `analyticsInit`, keeps it from measuring the pages it must not).
 */
export function PageAnalytics({ id, nonce }: { id: string; nonce?: string }) {
  const pathname = useLocation().pathname;
  const [allowed] = useState(() => analyticsAllowedOn(pathname));
  return allowed ? <Analytics id={id} nonce={nonce} /> : null;
}
