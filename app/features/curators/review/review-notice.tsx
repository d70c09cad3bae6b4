import { href, Link } from "react-router";
import { STATUS_LABELS, type SubmissionStatus } from "~/domain/submission-status";
import { consoleHref, type ConsoleView } from "./submission-view";

/**
 * After a review action: what changed, and where the submission is listed now. It sits at the
 * bottom of the screen, because the curator is usually scrolled down to the card they acted
 * on; the live region is always there (empty otherwise), so screen readers announce it.
 */
export function ReviewNotice({
  updated,
  view,
}: {
  updated: { title: string; status: SubmissionStatus } | null;
  view: ConsoleView;
}) {
  const label = updated ? STATUS_LABELS[updated.status].toLowerCase() : "";
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-4"
    >
      {updated ? (
        <div className="pointer-events-auto flex max-w-2xl flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border-2 border-brand bg-brand-soft px-4 py-3 text-ink shadow-lg">
          <p className="min-w-0 break-words">
            <span className="font-semibold">“{updated.title}”</span> is now {label}.
          </p>
          <p className="flex gap-4">
            <Link
              to={`${href("/curator")}?status=${updated.status}`}
              className="font-semibold text-brand-strong underline"
            >
              Show {label}
            </Link>
            <Link to={consoleHref(view)} preventScrollReset className="text-ink-muted underline">
              Dismiss
            </Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** Newer and older pages of a long list. */
export function Pager({ view, pages }: { view: ConsoleView; pages: number }) {
  if (pages <= 1) return null;
  const link = (page: number, text: string, enabled: boolean) =>
    enabled ? (
      <Link
        to={consoleHref({ ...view, page })}
        className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand hover:bg-surface-muted"
      >
        {text}
      </Link>
    ) : (
      <span className="inline-flex min-h-11 items-center px-4 text-ink-muted">{text}</span>
    );
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
      {link(view.page - 1, "← Newer", view.page > 1)}
      <span className="text-sm text-ink-muted">
        Page {view.page} of {pages}
      </span>
      {link(view.page + 1, "Older →", view.page < pages)}
    </nav>
  );
}
