import { href, Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { DELETE_INTENT } from "./review-actions";
import type { ConsoleView, SubmissionView } from "./submission-view";

/**
 * Beside a submission's review buttons: publish it once approved (or see where it was
 * published), and delete it with everything personal in it. Plain forms and links.
 */
export function CatalogueActions({
  submission: s,
  view,
  titleId,
}: {
  submission: SubmissionView;
  view: ConsoleView;
  titleId: string;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
      {s.publishedResourceId ? (
        <Link
          to={href("/resource/:id", { id: s.publishedResourceId })}
          className="font-semibold text-brand underline"
        >
          Published: see its page
        </Link>
      ) : s.status === "approved" ? (
        <Link
          to={href("/curator/submissions/:id/publish", { id: String(s.id) })}
          className={buttonClasses("primary", "sm")}
          aria-describedby={titleId}
        >
          Publish…
        </Link>
      ) : null}
      {/* A second step before a delete that cannot be undone, without JavaScript. */}
      <details className="ml-auto">
        <summary className="cursor-pointer font-semibold text-ink-muted">Delete…</summary>
        <Form method="post" className="mt-2">
          <p className="text-sm text-ink">
            This removes the submission and everything personal in it, for good.
          </p>
          <input type="hidden" name="id" value={s.id} />
          <input type="hidden" name="view" value={view.status} />
          <input type="hidden" name="page" value={view.page} />
          <button
            type="submit"
            name="intent"
            value={DELETE_INTENT}
            className={buttonClasses("secondary", "sm") + " mt-2"}
            aria-describedby={titleId}
          >
            Delete for good
          </button>
        </Form>
      </details>
    </div>
  );
}
