import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { REVIEW_INTENT_NAMES, REVIEW_INTENTS, REVIEW_NOTES_MAX } from "./review-actions";
import type { ConsoleView, SubmissionView } from "./submission-view";

/**
 * A plain form (it works without JavaScript): one button per status the submission could move
 * to, each posting its `intent` with the notes. The answer returns to the same list.
 */
export function ReviewForm({
  submission,
  view,
  titleId,
}: {
  submission: SubmissionView;
  view: ConsoleView;
  titleId: string;
}) {
  const notesId = `submission-${submission.id}-notes`;
  const intents = REVIEW_INTENT_NAMES.filter(
    (intent) => REVIEW_INTENTS[intent].status !== submission.status,
  );
  return (
    <Form method="post" preventScrollReset className="mt-5 border-t border-line pt-4">
      <input type="hidden" name="id" value={submission.id} />
      <input type="hidden" name="view" value={view.status} />
      <input type="hidden" name="page" value={view.page} />
      <label htmlFor={notesId} className="block text-sm font-semibold text-ink">
        Review notes
        {/* The space inside the span: a space on its own is left out of the field's name. */}
        <span className="font-normal text-ink-muted">{" (optional, kept with the decision)"}</span>
      </label>
      <Textarea
        id={notesId}
        name="notes"
        rows={2}
        maxLength={REVIEW_NOTES_MAX}
        defaultValue={submission.reviewNotes ?? ""}
        className="mt-1.5"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        {intents.map((intent) => (
          <button
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            aria-describedby={titleId}
            className={buttonClasses(intent === "approve" ? "primary" : "secondary", "sm")}
          >
            {REVIEW_INTENTS[intent].label}
          </button>
        ))}
      </div>
    </Form>
  );
}
