import { listAudit } from "~/db/audit.server";
import { requireCurator } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { formatDateTime } from "~/features/curators/console/format";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const entries = await listAudit(db);
  return {
    username: curator.username,
    entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Audit log",
    description: "Every curator action, newest first.",
    noindex: true,
  });

export default function CuratorAudit({ loaderData }: Route.ComponentProps) {
  const { username, entries } = loaderData;
  return (
    <ConsoleFrame username={username} section="audit">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Audit log</h1>
      <p className="mt-1 text-ink-muted">Every curator action, newest first.</p>
      {entries.length === 0 ? (
        <p className="mt-6 text-ink">Nothing has been done yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  When
                </th>
                <th scope="col" className="py-2 pr-4">
                  Curator
                </th>
                <th scope="col" className="py-2 pr-4">
                  Action
                </th>
                <th scope="col" className="py-2 pr-4">
                  On
                </th>
                <th scope="col" className="py-2">
                  What changed
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={index} className="border-b border-line">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                  <td className="py-2 pr-4">{entry.curator}</td>
                  <td className="py-2 pr-4">{entry.action}</td>
                  <td className="py-2 pr-4 break-all">{entry.target}</td>
                  <td className="py-2 break-words">{entry.detail ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
