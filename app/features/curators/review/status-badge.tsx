import { cn } from "~/lib/cn";
import { STATUS_LABELS, type SubmissionStatus } from "~/domain/submission-status";

const STYLES: Record<SubmissionStatus, string> = {
  pending: "border-accent/50 bg-surface text-accent",
  approved: "border-transparent bg-brand-soft text-brand-strong",
  rejected: "border-line bg-surface-muted text-ink-muted",
  spam: "border-transparent bg-danger-soft text-danger",
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-sm font-semibold",
        STYLES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
