import { Link } from "react-router";
import { Prose } from "~/components/ui/prose";

const BADGE_LINK =
  "inline-flex min-h-9 items-center rounded-full border border-line bg-surface px-3.5 text-sm font-semibold text-brand no-underline hover:bg-surface-muted";

/** What the block shows: its text and its onward links (./trauma-page.ts, read by loaders). */
export interface SupportBlock {
  html: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

/**
 * The 'Additional Support' block for trauma (CPT, PE, TF-CBT, EMDR; Somatic Experiencing), with the page's
 * own onward links as badges. Shared by /trauma and the trauma category screen.
 */
export function AdditionalSupport({ html, links }: SupportBlock) {
  return (
    <section aria-labelledby="additional-support" className="rounded-2xl bg-brand-soft p-6 sm:p-8">
      <h2 id="additional-support" className="text-2xl font-semibold">
        Additional Support
      </h2>
      <Prose html={html} className="mt-3" />
      <p className="mt-5 flex flex-wrap gap-2">
        {links.map((link) => (
          <Link key={link.href} to={link.href} className={BADGE_LINK}>
            {link.label}
          </Link>
        ))}
      </p>
    </section>
  );
}
