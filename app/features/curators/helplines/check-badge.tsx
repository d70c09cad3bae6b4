import { href, Link } from "react-router";
import type { CheckAge } from "~/domain/helplines/check-age";
import type { CuratorCheck } from "~/domain/helplines/store.server";
import { formatDate } from "~/lib/dates";
import { formatDateTime } from "../console/format";

/**
 * When a check was made: the date and time a curator verified, or the day alone for the
 * editors' checks shipped with the seed (they recorded only the day).
 */
export function checkWhen(check: CuratorCheck): string {
  return check.curator === null ? formatDate(check.at) : formatDateTime(check.at);
}

const AGE_LABELS: Record<CheckAge, string> = {
  fresh: "Checked",
  due: "Due for a check",
  overdue: "Overdue",
};

/** How old a line's last check is: checked, due (6 months), overdue (12 months). */
export function CheckAgeBadge({ age }: { age: CheckAge }) {
  const tone =
    age === "overdue"
      ? "bg-danger-soft text-ink"
      : age === "due"
        ? "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        : "bg-brand-soft text-brand-strong";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>
      {AGE_LABELS[age]}
    </span>
  );
}

const EDITORS = "the site's editors (before launch)";

/** Every check of a line or of a country's emergency numbers, newest first, as recorded. */
export function VerificationLog({ checks }: { checks: CuratorCheck[] }) {
  return (
    <>
      <h3 className="mt-6 font-semibold text-ink">Verification log</h3>
      <ol className="mt-2 space-y-2 text-sm">
        {checks.map((check, index) => (
          <li key={index} className="rounded-lg bg-surface-muted p-3">
            <p className="font-semibold text-ink">
              {checkWhen(check)}, {check.curator ?? EDITORS}
            </p>
            <p className="break-all">
              <a href={check.sourceUrl} className="text-brand underline" rel="noreferrer">
                {check.sourceUrl}
              </a>
            </p>
            {check.note ? <p className="mt-1 text-ink-muted">{check.note}</p> : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** "Last checked DATE by ana against ADDRESS", or by the site's editors (the seed's checks). */
export function CheckedBy({ check }: { check: CuratorCheck | null }) {
  if (!check) return <p className="mt-1 text-sm font-semibold text-danger">Never checked.</p>;
  return (
    <p className="mt-1 text-sm text-ink-muted">
      Last checked {checkWhen(check)} by {check.curator ?? EDITORS} against{" "}
      <a href={check.sourceUrl} className="break-all text-brand underline" rel="noreferrer">
        {check.sourceUrl}
      </a>
      {check.note ? <>: {check.note}</> : "."}
    </p>
  );
}

/** Back to the list of every crisis line, at the place (`#country-gb`, a line's id) it came from. */
export function AllCrisisLinesLink({ at }: { at: string }) {
  return (
    <p>
      <Link
        to={`${href("/curator/helplines")}#${at}`}
        className="font-semibold text-brand underline"
      >
        All crisis lines
      </Link>
    </p>
  );
}
