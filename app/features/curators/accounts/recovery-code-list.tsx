import { href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ConsoleNotice } from "~/features/curators/console/console-notice";

/**
 * A new set of recovery codes, shown once: after the app is switched on, or a new set is made
 * (the pages under app/routes/curator/second-factor/).
 */
export function RecoveryCodeList({ codes, switchedOn }: { codes: string[]; switchedOn: boolean }) {
  return (
    <section aria-labelledby="codes-heading" className="mt-6">
      <ConsoleNotice
        success={
          <strong className="font-semibold">
            {switchedOn
              ? "The authenticator app is on. From now on, signing in asks for its code."
              : "New recovery codes are ready. The old ones no longer work."}
          </strong>
        }
      />
      <h2 id="codes-heading" className="mt-6 text-2xl font-bold tracking-tight text-ink">
        Your recovery codes
      </h2>
      <p className="mt-2 max-w-prose text-ink">
        If you lose your phone, each of these works once instead of a code. Save them now somewhere
        safe, such as a password manager or a printed page:{" "}
        <strong>they are shown only this once</strong>. You were signed out everywhere else.
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-4 grid max-w-2xl gap-x-8 gap-y-2 rounded-2xl border border-line bg-surface p-5 font-mono text-sm sm:grid-cols-2 sm:text-lg"
      >
        {codes.map((code) => (
          <li key={code} className="break-all select-all sm:whitespace-nowrap">
            {code}
          </li>
        ))}
      </ol>
      <p className="mt-6">
        <Link to={href("/curator")} className={buttonClasses("primary")}>
          I&rsquo;ve saved them: go to the console
        </Link>
      </p>
    </section>
  );
}
