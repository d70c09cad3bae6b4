import { pageContent } from "~/features/pages/page-content.server";
import { PageHeader } from "~/components/layout/page-header";
import { Portrait } from "~/components/ui/portrait";
import { Prose } from "~/components/ui/prose";
import { pageHead } from "~/content/site-pages";
import { leadCurator } from "~/domain/catalogue-now.server";
import type { PublicProfile } from "~/domain/reviews";
import { pageMeta } from "~/lib/meta";
import { DISCLAIMER } from "~/lib/site";
import { CURATOR_FALLBACK } from "~/domain/claims";
import type { Route } from "./+types/about";

export function loader() {
  // The curator who reviewed the most entries, from the database (re-rendered when it changes).
  return { html: pageContent("about").html, curator: leadCurator(), head: pageHead("/about") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

/** "Licensed Psychologist no. 1234, issued by the State Board": whatever the profile gives. */
function licenceText({ type, number, issuer }: PublicProfile["licence"]): string {
  const what = [type || "Licence", number ? `no. ${number}` : ""].filter(Boolean).join(" ");
  return issuer ? `${what}, issued by ${issuer}` : what;
}

/**
 * Who reviews the resources: the profile of the curator who reviewed the most entries, as they
 * wrote it; while no curator with a profile has reviewed any, no name at all.
 */
function CuratorProfile({ curator }: { curator: PublicProfile | null }) {
  if (!curator) {
    return (
      <section
        aria-labelledby="who-reviews"
        className="max-w-[68ch] rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="who-reviews" className="text-xl font-semibold text-ink">
          Who reviews the resources
        </h2>
        <p className="mt-2 text-ink-muted">
          Most resources here were chosen by {CURATOR_FALLBACK}; the rest were added by our editors,
          and their pages say so. Each resource page says whether it has been reviewed yet; once it
          has, it names who reviewed it and when, and this page introduces them, with their
          credentials and licence.
        </p>
      </section>
    );
  }
  const { licence } = curator;
  const hasLicence = Boolean(licence.type || licence.number || licence.issuer);
  return (
    <section
      aria-labelledby="who-reviews"
      className="max-w-3xl rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="who-reviews" className="text-xl font-semibold text-ink">
        Who reviews the resources
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        {curator.photo ? <Portrait photo={curator.photo} alt={curator.name} size={128} /> : null}
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-ink">{curator.name}</h3>
          {curator.credentials ? <p className="text-ink-muted">{curator.credentials}</p> : null}
          {hasLicence || licence.lookupUrl ? (
            <p className="mt-2 text-sm text-ink-muted">
              {hasLicence ? `${licenceText(licence)}. ` : null}
              {licence.lookupUrl ? (
                <a
                  href={licence.lookupUrl}
                  className="font-semibold text-brand underline"
                  rel="noopener noreferrer"
                >
                  Check this licence with its issuer
                </a>
              ) : null}
            </p>
          ) : null}
          {curator.bio ? (
            <div className="mt-3 space-y-2 text-ink">
              {curator.bio.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="About me"
        title="A psychologist's shelf of trusted resources"
        lead="The books, videos, apps and exercises I hand to the people I work with, gathered in one calm place."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <CuratorProfile curator={loaderData.curator} />
        <div className="mt-10">
          <Prose html={loaderData.html} />
        </div>
        <aside className="mt-10 max-w-[68ch] rounded-xl border border-line bg-surface-muted p-5 text-sm text-ink-muted">
          <h2 className="font-semibold text-ink">Disclaimer</h2>
          <p className="mt-1">{DISCLAIMER}</p>
        </aside>
      </div>
    </>
  );
}
