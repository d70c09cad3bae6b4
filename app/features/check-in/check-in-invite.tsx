import { href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { InstrumentId, InstrumentOffer } from "./questionnaire";

/** Each questionnaire's own page. */
const QUESTIONNAIRE_PATHS = {
  "phq-9": href("/check-in/phq-9"),
  "gad-7": href("/check-in/gad-7"),
} as const;

const QUESTION: Record<InstrumentId, string> = {
  "phq-9": "How has your mood been lately?",
  "gad-7": "Has worry been getting to you lately?",
};

/**
 * A short invitation to check in, for the home page (both questionnaires) and a topic page (its
 * own questionnaire).
 */
export function CheckInInvite({ offer: one }: { offer?: InstrumentOffer }) {
  return (
    <section
      aria-labelledby="check-in-invite"
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id="check-in-invite" className="text-2xl font-semibold text-ink">
        {one ? QUESTION[one.id] : "Check in privately"}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">
        {one
          ? `The ${one.name} is a short questionnaire many doctors use: ${one.questions} questions about the last two weeks. It is not a diagnosis, and your answers stay private.`
          : "Two short questionnaires many doctors use, on low mood (PHQ-9) and on worry and anxiety (GAD-7). They are not a diagnosis, and your answers stay private."}
      </p>
      <Link
        to={one ? QUESTIONNAIRE_PATHS[one.id] : href("/check-in")}
        className={`${buttonClasses("primary")} mt-5`}
      >
        {one ? `Take the ${one.name}` : "Check in privately"}
      </Link>
    </section>
  );
}
