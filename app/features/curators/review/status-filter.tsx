import { FilterChips } from "~/components/ui/filter-chip";
import {
  STATUS_LABELS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from "~/domain/submission-status";

/** One link per status with its count; the one shown is marked as the current page. */
export function StatusFilter({
  counts,
  current,
}: {
  counts: Record<SubmissionStatus, number>;
  current: SubmissionStatus;
}) {
  return (
    <FilterChips
      label="Filter by status"
      chips={SUBMISSION_STATUSES.map((status) => ({
        key: status,
        label: STATUS_LABELS[status],
        href: `/curator?status=${status}`,
        selected: status === current,
        count: counts[status],
      }))}
    />
  );
}
