import { href, Link } from "react-router";
import { requireCurator } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resources";
import { listEntries } from "./catalogue.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { curator } = await requireCurator(request, context);
  return { username: curator.username, entries: listEntries() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Catalogue",
    description: "Every entry of the catalogue, for the curator to edit, hide or list again.",
    noindex: true,
  });

export default function CuratorCatalogue({ loaderData }: Route.ComponentProps) {
  const { username, entries } = loaderData;
  const hidden = entries.filter((entry) => entry.hidden).length;
  return (
    <ConsoleFrame username={username} section="catalogue">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Catalogue</h1>
      <p className="mt-1 text-ink-muted">
        {entries.length - hidden} listed{hidden > 0 ? `, ${hidden} hidden` : ""}. Choose an entry to
        edit it, hide it, or list it again.
      </p>
      <ul className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3"
          >
            <Link
              to={href("/curator/resources/:id", { id: entry.id })}
              className="min-w-0 break-words font-semibold text-brand underline"
            >
              {entry.title}
            </Link>
            <span className="text-sm text-ink-muted">
              {entry.hidden ? <strong className="text-danger">Hidden · </strong> : null}
              {entry.place}
            </span>
          </li>
        ))}
      </ul>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
