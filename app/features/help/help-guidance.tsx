import { href, Link } from "react-router";
import { EmergencyNumbers } from "~/components/layout/helpline-card";
import type { HelplineCountry } from "~/domain/helplines/types";

const SECTION = "rounded-xl border border-line bg-surface p-5";

/**
 * What to do right now, in order: danger first, then someone to talk to, then helping someone
 * else. With a country, its emergency number; without, the words that work everywhere.
 */
export function RightNow({ country }: { country?: HelplineCountry }) {
  // A country whose lines could not be checked yet shows none: point to Find A Helpline instead.
  const noLinesHere = country !== undefined && country.services.length === 0;
  return (
    <section aria-labelledby="right-now" className="space-y-4">
      <h2 id="right-now" className="text-2xl font-semibold">
        What to do right now
      </h2>
      <div className={SECTION}>
        <h3 className="text-lg font-semibold">If you or someone else is in danger</h3>
        <div className="mt-2 text-ink-muted">
          {country ? (
            <EmergencyNumbers country={country} />
          ) : (
            <p>
              Call your local emergency number now (each country&rsquo;s is listed below), or go to
              the nearest emergency room. If you can, stay with the person while you wait.
            </p>
          )}
        </div>
      </div>
      <div className={SECTION}>
        <h3 className="text-lg font-semibold">If you need to talk to someone now</h3>
        <p className="mt-2 text-ink-muted">
          {noLinesHere
            ? "Find A Helpline, below, lists crisis lines you can call or text, and "
            : "Call or text a crisis line on this page. It is free and confidential, and "}
          you don't need the right words: &ldquo;I'm having a really hard time&rdquo; is enough. You
          can reach out even if you're not sure your situation is serious enough.
        </p>
      </div>
      <HelpingSomeone noLinesHere={noLinesHere} />
    </section>
  );
}

/** How to help someone else: ask directly, stay, make the place safer, call together. */
export function HelpingSomeone({ noLinesHere = false }: { noLinesHere?: boolean }) {
  return (
    <div className={SECTION}>
      <h3 className="text-lg font-semibold">If you're worried about someone else</h3>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-ink-muted">
        <li>
          <strong className="text-ink">Ask them directly.</strong> &ldquo;Are you thinking about
          suicide?&rdquo; Asking plainly does not put the idea in their head: a review of the
          studies found that asking about suicide did not raise suicidal thoughts (
          <a
            href="https://doi.org/10.1017/S0033291714001299"
            className="text-brand underline"
            rel="noreferrer"
          >
            Dazzi and others, Psychological Medicine, 2014
          </a>
          ). It tells them you can hear the answer.
        </li>
        <li>
          <strong className="text-ink">Stay with them.</strong> If they are in danger, don't leave
          them alone. If you can't be there, stay on the phone or keep messaging.
        </li>
        <li>
          <strong className="text-ink">Make the space safer.</strong> If you can do it safely, put
          away or lock up anything they could use to hurt themselves, such as medicines, firearms or
          blades.
        </li>
        <li>
          <strong className="text-ink">Call a line together.</strong> Offer to call or text a crisis
          line with them, or to help them reach someone they trust. In danger, call the emergency
          number.
        </li>
        <li>
          <strong className="text-ink">Check in again</strong> over the next days. Supporting
          someone is heavy;{" "}
          {noLinesHere ? "the lines Find A Helpline lists" : "the crisis lines on this page"} are
          there for you, too.
        </li>
      </ul>
    </div>
  );
}

/** Reassurance and the limits of this site, said once, at the end of each help page. */
export function NotACrisisService() {
  return (
    <section aria-labelledby="not-a-service" className="space-y-2 text-ink-muted">
      <h2 id="not-a-service" className="text-xl font-semibold text-ink">
        This website is not a crisis service
      </h2>
      <p>
        No one watches this site in real time, and messages sent through it will not be seen fast
        enough to help in an emergency. Please use a line on this page instead.
      </p>
      <p>
        Hard moments can feel endless, but feelings change, and support can help you through this
        one. When things are calmer, a{" "}
        <Link to={href("/safety-plan")} className="text-brand underline">
          safety plan
        </Link>{" "}
        can help you prepare for the next hard moment.
      </p>
      <p className="text-sm">
        This page offers general information and is not a substitute for professional care.
      </p>
    </section>
  );
}
