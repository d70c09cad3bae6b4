import { DEFAULT_LINE } from "~/lib/helpline-links";
import { SITE_NAME } from "~/lib/site";

/**
 * Printed at the foot of every page, and never shown on screen: where the page came from, that
 * it is not medical advice, and the crisis line, so no printed page leaves someone without one.
 * Pages that print a country's own lines (the safety plan, handouts) hide it
 * (`data-print-crisis-lines`, app/styles/tailwind.css).
 */
export function PrintFooter({ siteUrl }: { siteUrl: string }) {
  return (
    <div
      data-print-footer-crisis
      className="mt-6 hidden border-t border-line pt-2 text-[9pt] leading-snug print:block"
    >
      <p>
        <span className="font-semibold">In crisis?</span> In the US and Canada, call or text{" "}
        {DEFAULT_LINE.number}. In danger, call your local emergency number. Lines for other
        countries: {siteUrl.replace(/^https?:\/\//, "")}/get-help
      </p>
      <p>From {SITE_NAME}: educational resources, not medical advice.</p>
    </div>
  );
}
