import { href, Link } from "react-router";

/**
 * Shown with resources about narcissism, control and abuse: a caution against diagnosing the
 * people in your life from a book, and where to turn if you are afraid of someone close to you.
 */
export function RelationshipSafety() {
  return (
    <aside
      aria-labelledby="relationship-safety"
      className="rounded-2xl border border-line bg-surface-muted p-5 text-sm sm:p-6"
    >
      <h2 id="relationship-safety" className="text-lg font-semibold text-ink">
        Before you read: labels and safety
      </h2>
      <p className="mt-2 max-w-[68ch] text-ink-muted">
        These books can help you name patterns, but they cannot diagnose anyone. A label such as
        “narcissist” belongs to a clinician who has met the person; what matters most is how you are
        treated and whether you feel safe.
      </p>
      <p className="mt-2 max-w-[68ch] text-ink-muted">
        If you feel afraid of a partner or family member, or someone controls, threatens or hurts
        you, you deserve support. The free, confidential lines for domestic abuse are on this page,
        under &ldquo;If someone has hurt you, or is hurting you&rdquo;; more are on{" "}
        <Link to={href("/get-help")}>Get help now</Link>. If you are in immediate danger, call your
        local emergency number.
      </p>
    </aside>
  );
}
