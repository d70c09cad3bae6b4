import { useState } from "react";
import type { PageAnalyticsData } from "./analytics.server";

/**
 * Google's tag, as the server decided it (`pageAnalytics` in analytics.server.ts). The inline
 * part carries the page's nonce, or is allowed by hash on prerendered pages.
 */
export function Analytics({ src, init, nonce }: PageAnalyticsData & { nonce?: string }) {
  return (
    <>
      <script async src={src} nonce={nonce} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}

/**
 * Analytics for the page the document was loaded for, from the root loader: none without
 * GA_MEASUREMENT_ID or on a page in ANALYTICS_OFF. Decided once and kept, so a later move within
 * the site never adds or removes the tag (the tag's own switch, in `analyticsInit`, keeps it from
 * measuring the pages it must not).
 */
export function PageAnalytics({
  analytics,
  nonce,
}: {
  analytics: PageAnalyticsData | null | undefined;
  nonce?: string;
}) {
  const [kept] = useState(() => analytics ?? null);
  return kept ? <Analytics {...kept} nonce={nonce} /> : null;
}
