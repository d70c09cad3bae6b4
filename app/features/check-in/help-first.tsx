import { href, Link } from "react-router";
import { countryInSentence } from "~/domain/helplines/dial";
import type { HelplineCountry } from "~/domain/helplines/types";
import { HelpLines } from "./help-lines";

/*
 * What a visitor sees after answering PHQ-9's item 9 above "Not at all". Written with
 * safe-messaging care: calm and direct, hopeful, a clear next step, no alarm.
 */

function EmergencyLine({ country }: { country: HelplineCountry | undefined }) {
  return (
    <p className="text-sm text-ink">
      If you feel you might act on these thoughts, or you are not safe right now, call your local
      emergency number
      {country
        ? ` in ${countryInSentence(country)} (${country.emergency.numbers.join(" or ")})`
        : ""}
      .
    </p>
  );
}

/** At the top of the result, above the score, whatever the total. */
export function HelpFirst({ country }: { country: HelplineCountry | undefined }) {
  return (
    <section
      aria-labelledby="help-first"
      className="rounded-xl border-2 border-brand bg-brand-soft p-5 sm:p-6"
    >
      <h2 id="help-first" className="text-2xl font-semibold text-ink">
        Get help now
      </h2>
      <p className="mt-2 text-ink">
        You said that you have had thoughts that you would be better off dead, or of hurting
        yourself. Thank you for answering honestly. You don&rsquo;t have to carry these thoughts on
        your own: talking with someone can help, and you can talk to someone today.
      </p>
      <div className="mt-4">
        <HelpLines country={country} />
      </div>
      <p className="mt-4 text-ink">
        A{" "}
        <Link to={href("/safety-plan")} className="font-semibold text-brand underline">
          safety plan
        </Link>{" "}
        can help you through hard moments, one step at a time. What you write in it stays on your
        device.
      </p>
      <div className="mt-3">
        <EmergencyLine country={country} />
      </div>
    </section>
  );
}

/** Beside item 9, with JavaScript, as soon as an answer above "Not at all" is chosen. */
export function SafetyNote({ country }: { country: HelplineCountry | undefined }) {
  return (
    <div className="rounded-xl border-2 border-brand bg-brand-soft p-4 sm:p-5">
      <p className="font-semibold text-ink">Thank you for answering this honestly.</p>
      <p className="mt-1 text-ink">
        If you are having these thoughts, you don&rsquo;t have to wait until the end of the
        questions to talk to someone. You can reach someone right now:
      </p>
      <div className="mt-3">
        <HelpLines country={country} />
      </div>
      <p className="mt-3 text-ink">
        You can also make a{" "}
        <Link to={href("/safety-plan")} className="font-semibold text-brand underline">
          safety plan
        </Link>
        . Finish the questions whenever you are ready.
      </p>
      <div className="mt-2">
        <EmergencyLine country={country} />
      </div>
    </div>
  );
}
