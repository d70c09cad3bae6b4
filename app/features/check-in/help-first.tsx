import { href, Link } from "react-router";
import type { HelplineCountry } from "~/domain/helplines/types";
import { EmergencyLine, HelpLines } from "./help-lines";

/*
 * Get help now: what a visitor sees after answering PHQ-9's item 9 above "Not at all", right
 * after the question (with JavaScript) and first on the result (docs/product.md, "Item 9
 * first"). Written with safe-messaging care: calm and direct, hopeful, a clear next step, no
 * alarm. The emergency line comes first, then the crisis lines with each way's note, then
 * /get-help and the safety plan.
 */

/** What the visitor reads after the emergency line, beside the question or on the result. */
const OPENING = {
  question:
    "Thank you for answering this honestly. You don\u2019t have to carry these thoughts on your own, and you don\u2019t have to wait until the end of the questions.",
  result:
    "You said that you have had thoughts that you would be better off dead, or of hurting yourself. Thank you for answering honestly. You don\u2019t have to carry these thoughts on your own: talking with someone can help, and you can talk to someone today.",
} as const;

export type HelpFirstPlace = keyof typeof OPENING;

export function GetHelpNow({
  place,
  country,
  home,
}: {
  place: HelpFirstPlace;
  /** The country the visitor chose on /get-help, if any. */
  country: HelplineCountry | undefined;
  /** The registry's default country, whose lines show until one is chosen. */
  home: HelplineCountry;
}) {
  const id = `get-help-now-${place}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border-2 border-brand bg-brand-soft p-5 sm:p-6"
    >
      <h2 id={id} className="text-2xl font-semibold text-ink">
        Get help now
      </h2>
      <div className="mt-3">
        <EmergencyLine country={country ?? home} chosen={Boolean(country)} />
      </div>
      <p className="mt-3 text-ink">{OPENING[place]}</p>
      <div className="mt-4">
        <HelpLines country={country ?? home} chosen={Boolean(country)} />
      </div>
      <p className="mt-4 text-ink">
        A{" "}
        <Link to={href("/safety-plan")} className="font-semibold text-brand underline">
          safety plan
        </Link>{" "}
        can help you through hard moments, one step at a time. What you write in it stays on your
        device.
        {place === "question" ? " Finish the questions whenever you are ready." : ""}
      </p>
    </section>
  );
}
