import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { STATUS_LABELS, SUBMISSION_STATUSES, type SubmissionStatus } from "~/lib/submission-status";

/** One link per status with its count; the one shown is marked as the current page. */
export function StatusFilter({
  counts,
  current,
}: {
  counts: Record<SubmissionStatus, number>;
  current: SubmissionStatus;
}) {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {SUBMISSION_STATUSES.map((status) => {
          const active = status === current;
          return (
            <li key={status}>
              <Link
                to={`/curator?status=${status}`}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium",
                  active
                    ? "border-brand bg-brand text-brand-ink"
                    : "border-line bg-surface text-ink hover:bg-surface-muted",
                )}
              >
                {STATUS_LABELS[status]}
                <span
                  className={cn(
                    "rounded-full px-2 text-sm tabular-nums",
                    active ? "bg-brand-ink/20" : "bg-surface-muted text-ink-muted",
                  )}
                >
                  {counts[status]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
