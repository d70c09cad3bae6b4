import { Fragment } from "react";
import { href, Link } from "react-router";
import { CrisisLinePhrase, useCrisisLine } from "~/components/layout/crisis-line";
import { AUDIENCE_LABELS, EVIDENCE_LABELS } from "~/content/resource-terms";
import type { ResourceFacts } from "~/content/schema";
import { factsLine, reviewLine, type FactsLine } from "~/domain/claims";
import type { ReviewRecord } from "~/domain/reviews";
import { formatDate } from "~/lib/dates";
import { costLabel } from "./resource-view";

/** Text that names suicide or self-harm always travels with the crisis line (safe messaging). */
const NAMES_SUICIDE = /suicid|self-harm/i;

/** "Adults, Parents and Professionals" */
export function audienceText(audience: ResourceFacts["audience"]): string {
  const names = audience.map((id) => AUDIENCE_LABELS[id]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
}

/** Beside a note that names suicide or self-harm: the crisis line, from the registry. */
function SuicideNote() {
  const line = useCrisisLine();
  return (
    <p className="mt-2">
      If you are thinking about suicide or self-harm,{" "}
      {line ? (
        <>
          <CrisisLinePhrase line={line} className="font-semibold underline" />, or see{" "}
        </>
      ) : (
        "see "
      )}
      <Link to={href("/get-help")}>Get help now</Link> for the line in your country.
    </p>
  );
}

/** The content note, shown before a description so nobody meets hard material unwarned. */
export function ContentNote({ note }: { note: string }) {
  return (
    <aside
      aria-label="Content note"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>
        <span className="font-semibold">Content note:</span> {note}
      </p>
      {NAMES_SUICIDE.test(note) ? <SuicideNote /> : null}
    </aside>
  );
}

/** When (if ever) the editors checked the facts, and against which page: a link to it either way. */
function FactsValue({ line }: { line: FactsLine }) {
  const source = (
    <a href={line.source} className="text-brand underline wrap-anywhere" rel="noopener noreferrer">
      {line.sourceName}
    </a>
  );
  return line.checked ? (
    <>
      <time dateTime={line.checkedOn}>{formatDate(line.checkedOn)}</time>, against {source}
    </>
  ) : (
    <>From {source}; not yet checked by our editors</>
  );
}

/**
 * The resource page's list of terms: what it costs, asks and rests on, where its facts come from
 * and whether they were checked, and who reviewed it and when, only when a curator with a profile
 * did (docs/product.md "Claims a reader can check").
 */
export function ResourceFactList({
  facts,
  review,
}: {
  facts: ResourceFacts;
  review: ReviewRecord | null;
}) {
  const sourced = factsLine(facts);
  const reviewed = reviewLine(review);
  const rows: Array<[string, React.ReactNode]> = [
    ["Cost", costLabel(facts.cost)],
    ["Time", facts.length],
    ["For", audienceText(facts.audience)],
    ...(facts.approach ? [["Approach", facts.approach] as [string, string]] : []),
    [
      "Evidence",
      <>
        <span className="font-semibold">{EVIDENCE_LABELS[facts.evidence]}.</span>{" "}
        {facts.evidenceNote}
      </>,
    ],
    ...(facts.contentNotes ? [["Content note", facts.contentNotes] as [string, string]] : []),
    [sourced.term, <FactsValue line={sourced} />],
    ...(reviewed.reviewed
      ? ([
          [
            reviewed.term,
            <>
              {reviewed.by}, on{" "}
              <time dateTime={reviewed.reviewedOn}>{formatDate(reviewed.reviewedOn)}</time>
            </>,
          ],
          [
            "Next review",
            <time dateTime={reviewed.nextReview}>{formatDate(reviewed.nextReview)}</time>,
          ],
        ] as Array<[string, React.ReactNode]>)
      : [[reviewed.term, reviewed.text] as [string, string]]),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-3">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="mt-3 font-semibold text-ink first:mt-0 sm:mt-0">{term}</dt>
          <dd className="text-ink-muted">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
