import { cn } from "~/lib/cn";
import { LINK_STATUS_LABELS, type LinkStatus } from "~/domain/link-status";

const STYLES: Record<LinkStatus, string> = {
  broken: "border-transparent bg-danger-soft text-danger",
  unreachable: "border-transparent bg-danger-soft text-danger",
  moved: "border-accent/50 bg-surface text-accent",
  redirected: "border-line bg-surface-muted text-ink-muted",
  ok: "border-transparent bg-brand-soft text-brand-strong",
};

export function LinkStatusBadge({ status }: { status: LinkStatus }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-sm font-semibold",
        STYLES[status],
      )}
    >
      {LINK_STATUS_LABELS[status]}
    </span>
  );
}
