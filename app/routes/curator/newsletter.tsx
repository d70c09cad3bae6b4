import { href } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { formatDateTime } from "~/features/curators/console/format";
import { requireCurator } from "~/features/curators/accounts/guard.server";
import { listSubscribers } from "~/features/curators/review/review.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const subscribers = await listSubscribers(db);
  return {
    username: curator.username,
    subscribers: subscribers.map((row) => ({
      email: row.email,
      subscribedAt: row.subscribedAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Newsletter addresses",
    description: "The newsletter's subscribers, for the curator.",
    noindex: true,
  });

export default function CuratorNewsletter({ loaderData }: Route.ComponentProps) {
  const { username, subscribers } = loaderData;
  const total = subscribers.length;
  return (
    <ConsoleFrame username={username} section="newsletter">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Newsletter</h1>
          <p className="mt-1 text-ink-muted">
            {total === 0
              ? "Nobody has subscribed yet."
              : `${total} ${total === 1 ? "address" : "addresses"}, newest first.`}
          </p>
        </div>
        {total > 0 ? (
          <a
            href={href("/curator/newsletter.csv")}
            download
            className={buttonClasses("secondary", "sm")}
          >
            Export as CSV
          </a>
        ) : null}
      </div>
      {total > 0 ? (
        <div className="mt-6 overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
          <table className="w-full text-left">
            <caption className="sr-only">Newsletter addresses</caption>
            <thead className="bg-surface-muted text-sm text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Email
                </th>
                <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((row) => (
                <tr key={row.email} className="border-t border-line">
                  <td className="break-all px-4 py-3 text-ink">
                    {row.email}
                    <span className="mt-0.5 block text-sm text-ink-muted sm:hidden">
                      {formatDateTime(row.subscribedAt)}
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 text-sm text-ink-muted sm:table-cell">
                    <time dateTime={row.subscribedAt}>{formatDateTime(row.subscribedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
