import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageHead } from "~/content/site-pages";
import { getAllResources } from "~/features/directory/catalogue.server";
import { costLabel, typeLabel } from "~/features/directory/resource-view";
import { SavedList, ShareList, type SavedEntry } from "~/features/handouts/saved-list";
import { MAX_LIST_IDS } from "~/domain/handout-list";
import { pageMeta } from "~/lib/meta";
import { useSavedIds } from "~/domain/saved-resources";
import type { Route } from "./+types/saved";

/**
 * The saved ids live in the visitor's browser, so the page gets a short entry for every
 * resource (a few KB) and shows the saved ones once it has hydrated.
 */
export function loader() {
  const entries: SavedEntry[] = getAllResources().map((resource) => ({
    id: resource.id,
    title: resource.title,
    author: resource.author ?? null,
    facts: `${typeLabel(resource.type)} · ${costLabel(resource.cost)} · ${resource.length}`,
  }));
  return { entries, head: pageHead("/saved") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { ...args.loaderData.head, noindex: true }) : [];

export default function Saved({ loaderData }: Route.ComponentProps) {
  const ids = useSavedIds();
  return (
    <>
      <PageHeader
        title="Saved resources"
        lead="Resources you saved, kept in this browser only: no account, and nothing is sent to us."
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 *:max-w-3xl">
        <section aria-labelledby="saved-heading" className="space-y-4">
          <h2 id="saved-heading" tabIndex={-1} className="text-2xl font-semibold">
            Your list{ids && ids.length > 0 ? ` (${ids.length} of up to ${MAX_LIST_IDS})` : ""}
          </h2>
          {ids === null ? (
            <p>
              Saving needs JavaScript, which is off or still loading in this browser. Without it,
              you can still print any resource&rsquo;s page with your browser&rsquo;s Print command.
            </p>
          ) : ids.length === 0 ? (
            <p>
              Nothing saved yet. Use <span className="font-semibold">Save</span> on any resource,
              then come back here to put your list in order, print it or share it.{" "}
              <Link to={href("/")}>Browse resources</Link>.
            </p>
          ) : (
            <SavedList ids={ids} entries={loaderData.entries} />
          )}
        </section>
        {ids && ids.length > 0 ? (
          <section aria-labelledby="share-heading" className="space-y-3">
            <h2 id="share-heading" className="text-2xl font-semibold">
              Share or print
            </h2>
            <p className="text-ink-muted">
              The list gets its own address: send it to someone, or open it and print a one-page
              handout with QR codes and crisis lines. Anyone who opens the link sees the list.
            </p>
            <ShareList ids={ids} />
          </section>
        ) : null}
        <p className="text-sm text-ink-muted">
          Your list stays until you remove its resources or clear this browser&rsquo;s data. Anyone
          using this browser can see it.
        </p>
      </div>
    </>
  );
}
