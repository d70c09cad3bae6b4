import { Form, href } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { formatDateTime } from "~/features/curators/console/format";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/health";
import { backUpFromForm, loadHealth } from "./health.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { curator } = await requireCurator(request, context);
  return { username: curator.username, ...(await loadHealth(context, new URL(request.url))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { curator } = await requireCurator(request, context);
  return backUpFromForm(context, curator.username);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Health",
    description: "Backups of the site's database.",
    noindex: true,
  });

/** `4.8 MB`: a backup's size, to one decimal. */
function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function DownloadLinks({ name }: { name: string }) {
  const link = (file: string) => href("/curator/backups/:name", { name: file });
  return (
    <>
      <a href={link(name)} download className="font-semibold text-brand-strong underline">
        Download the backup
      </a>{" "}
      and{" "}
      <a href={link(`${name}.sha256`)} download className="text-brand-strong underline">
        its checksum
      </a>
    </>
  );
}

export default function CuratorHealth({ loaderData, actionData }: Route.ComponentProps) {
  const { username, database, dir, everyHours, keep, last, late, written } = loaderData;
  return (
    <ConsoleFrame username={username} section="health">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Health</h1>
          <p className="mt-1 text-ink-muted">
            Backups of the {database === "pglite" ? "embedded database" : "PostgreSQL database"}:
            submissions, reviews, crisis lines and their checks, accounts and the audit log.
          </p>
        </div>
        <Form method="post">
          <button type="submit" className={buttonClasses("primary", "sm")}>
            Back up now
          </button>
        </Form>
      </div>
      <ConsoleNotice
        success={
          written ? (
            <>
              The backup {written} is written. <DownloadLinks name={written} />, and keep both
              somewhere other than this server.
            </>
          ) : null
        }
        problem={
          actionData?.message ??
          (late
            ? last
              ? `The last backup is more than ${2 * everyHours!} hours old, though one is due every ${everyHours} hours. Check the server's log, the free space in ${dir}, then use Back up now.`
              : `No backup has been written yet, though one is due every ${everyHours} hours. Check the server's log, then use Back up now.`
            : null)
        }
      />
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">Last backup</dt>
        <dd className="text-ink-muted">
          {last ? (
            <>
              <time dateTime={last.at}>{formatDateTime(last.at)}</time>, {formatBytes(last.bytes)} (
              <DownloadLinks name={last.name} />)
            </>
          ) : (
            "None yet."
          )}
        </dd>
        <dt className="font-semibold text-ink">Schedule</dt>
        <dd className="text-ink-muted">
          {everyHours
            ? `Every ${everyHours} ${everyHours === 1 ? "hour" : "hours"}, keeping the newest ${keep}.`
            : `None: set BACKUP_EVERY_HOURS for backups on a schedule. The newest ${keep} are kept.`}
        </dd>
        <dt className="font-semibold text-ink">Folder</dt>
        <dd className="break-all text-ink-muted">{dir}</dd>
      </dl>
      <p className="mt-4 text-sm text-ink-muted">
        A backup holds every account&rsquo;s password hash and submitters&rsquo; details: keep
        copies as carefully as the server. The README&rsquo;s &ldquo;Backups and restore&rdquo; says
        how to restore one.
      </p>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
