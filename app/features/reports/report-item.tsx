import type { ReactNode } from "react";
import { REPORT_REASON_LABELS } from "~/domain/report-reasons";
import type { ReportView } from "./reports.server";

/** One report as the console shows it: the reason, when, and the visitor's own words. */
export function ReportItem({
  report,
  formatTime,
  children,
}: {
  report: ReportView;
  formatTime: (iso: string) => string;
  /** The report's action (a Close button), when it has one. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{REPORT_REASON_LABELS[report.reason]}</p>
        <p className="text-sm text-ink-muted">
          Reported <time dateTime={report.reportedAt}>{formatTime(report.reportedAt)}</time>
          {report.closedAt ? ` · closed by ${report.closedBy ?? "a curator"}` : null}
        </p>
        {report.details ? (
          <p className="mt-1 whitespace-pre-line break-words text-ink">{report.details}</p>
        ) : (
          <p className="mt-1 text-sm italic text-ink-muted">No details given.</p>
        )}
      </div>
      {children}
    </div>
  );
}
