import { href, Link } from "react-router";
import { useCrisisLine } from "~/components/layout/crisis-line";
import { PhoneIcon } from "~/components/ui/icons";
import { callHref, textHref } from "~/domain/helplines/dial";

/**
 * Shown above the results when a search is about suicide, self-harm, abuse, overdose or wanting
 * to die. An alert, so a screen reader announces it when it appears while typing. Its line is the
 * registry's default line (the United States and Canada's).
 */
export function GetHelpNow() {
  const line = useCrisisLine();
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
        {line ? (
          <>
            <a
              href={callHref(line.number)}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline"
            >
              <PhoneIcon width={18} height={18} /> Call {line.number}
            </a>
            {line.texts ? (
              <a
                href={textHref(line.number)}
                className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline"
              >
                Text {line.number}
              </a>
            ) : null}
          </>
        ) : null}
        <Link
          to={href("/get-help")}
          className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline"
        >
          Crisis lines in other countries
        </Link>
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        {line ? `${line.number} (${line.name}) answers in ${line.where}. ` : null}If you are in
        danger, call your local emergency number now.
      </p>
    </section>
  );
}
