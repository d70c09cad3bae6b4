import { href, Link } from "react-router";
import { PhoneIcon } from "~/components/ui/icons";
import { DEFAULT_LINE, smsHref, telHref } from "~/lib/helplines";

/**
 * Shown above the results when a search is about suicide, self-harm, abuse, overdose or wanting
 * to die. An alert, so a screen reader announces it when it appears while typing.
 */
export function GetHelpNow() {
  return (
    <section
      role="alert"
      aria-labelledby="get-help-now"
      className="mt-6 rounded-xl border-2 border-brand bg-brand-soft p-5"
    >
      <h2 id="get-help-now" className="text-xl font-semibold text-ink">
        Get help now
      </h2>
      <p className="mt-2 text-ink">
        If you are thinking about suicide or hurting yourself, or someone is hurting you, you don't
        have to go through this alone. Free, confidential help is available right now.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={telHref(DEFAULT_LINE.number)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline"
        >
          <PhoneIcon width={18} height={18} /> Call 988
        </a>
        <a
          href={smsHref(DEFAULT_LINE.number)}
          className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline"
        >
          Text 988
        </a>
        <Link
          to={href("/get-help")}
          className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline"
        >
          Crisis lines in other countries
        </Link>
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        988 answers in the US and Canada. If you are in danger, call 911 or your local emergency
        number now.
      </p>
    </section>
  );
}
