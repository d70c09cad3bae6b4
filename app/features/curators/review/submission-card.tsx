import { href } from "react-router";
import type { ReactNode } from "react";
import { ExternalIcon } from "~/components/ui/icons";
import { formatDateTime } from "../console/format";
import { CatalogueActions } from "./catalogue-actions";
import { ReviewForm } from "./review-form";
import { StatusBadge } from "./status-badge";
import type { ConsoleView, SubmissionView } from "./submission-view";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-[10rem_1fr] sm:items-baseline sm:gap-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink sm:mt-0">{children}</dd>
    </div>
  );
}

/** The web address as text; a link beside it only when it is an http(s) address. */
function WebAddress({ url, link }: { url: string; link: string | null }) {
  return (
    <>
      <span className="break-all font-mono text-sm">{url}</span>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-1 flex w-fit items-center gap-1 text-sm font-semibold text-brand underline"
        >
          Open in a new tab
          <ExternalIcon width={16} height={16} />
        </a>
      ) : (
        <span className="mt-1 block text-sm text-ink-muted">
          Not an http(s) address, so it is not offered as a link.
        </span>
      )}
    </>
  );
}

/** One submission with every field the submitter gave, always as text, and its review form. */
export function SubmissionCard({
  submission: s,
  view,
}: {
  submission: SubmissionView;
  view: ConsoleView;
}) {
  const titleId = `submission-${s.id}-title`;
  const submitter = [s.submitterName, s.submitterTitle, s.submitterLocation].filter(Boolean);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={titleId} className="break-words text-xl font-semibold text-ink">
            {s.title}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            Received <time dateTime={s.submittedAt}>{formatDateTime(s.submittedAt)}</time>
          </p>
        </div>
        <StatusBadge status={s.status} />
      </div>

      {s.duplicateOf ? (
        <p className="mt-4 rounded-lg border border-line bg-surface-muted p-3 text-sm text-ink">
          <span className="font-semibold">Possible duplicate of </span>
          {s.duplicateOf.kind === "resource" ? (
            <a
              href={href("/resource/:id", { id: String(s.duplicateOf.id) })}
              className="font-semibold text-brand underline"
            >
              the listed resource /resource/{s.duplicateOf.id}
            </a>
          ) : (
            <>an earlier submission (#{s.duplicateOf.id})</>
          )}
          : same web address or title.
        </p>
      ) : null}
      <dl className="mt-4 space-y-3">
        <Row label="Type">{s.type}</Row>
        <Row label="Category">{s.category}</Row>
        {s.author ? <Row label="Author or creator">{s.author}</Row> : null}
        {s.url ? (
          <Row label="Web address">
            <WebAddress url={s.url} link={s.link} />
          </Row>
        ) : null}
        <Row label="Description">
          <span className="whitespace-pre-line">{s.description}</span>
        </Row>
        <Row label="Suggested by">
          {submitter.length > 0 ? (
            submitter.join(", ")
          ) : (
            <span className="text-ink-muted">No name given</span>
          )}
        </Row>
        <Row label="Connection to it">
          {s.submitterRelation === null ? (
            <span className="text-ink-muted">{s.relationLabel}</span>
          ) : s.submitterRelation === "none" ? (
            s.relationLabel
          ) : (
            <span className="font-semibold">{s.relationLabel}</span>
          )}
        </Row>
        {s.submitterEmail ? (
          <Row label="Email">
            <span className="break-all">{s.submitterEmail}</span>{" "}
            <a
              href={`mailto:${encodeURIComponent(s.submitterEmail).replace("%40", "@")}?subject=${encodeURIComponent(`Your suggestion: ${s.title}`)}`}
              className="font-semibold text-brand underline"
            >
              Reply by email
            </a>
          </Row>
        ) : null}
      </dl>

      {s.reviewedAt || s.reviewNotes ? (
        <div className="mt-4 rounded-lg bg-surface-muted p-3 text-sm">
          {s.reviewedAt ? (
            <p className="text-ink-muted">
              Reviewed <time dateTime={s.reviewedAt}>{formatDateTime(s.reviewedAt)}</time>
            </p>
          ) : null}
          {s.reviewNotes ? (
            <p className="mt-1 whitespace-pre-line text-ink">
              <span className="font-semibold">Note: </span>
              {s.reviewNotes}
            </p>
          ) : null}
        </div>
      ) : null}

      <ReviewForm submission={s} view={view} titleId={titleId} />
      <CatalogueActions submission={s} view={view} titleId={titleId} />
    </article>
  );
}
