import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { RainSteps } from "./exercises";

/** The special content SPEC.md §2 gives some category screens. */
export function CategoryExtras({
  categoryId,
  subcategoryId,
}: {
  categoryId: string;
  subcategoryId: string | null;
}) {
  if (categoryId === "psychological-concerns") {
    return (
      <>
        {subcategoryId === "anxiety" || subcategoryId === "depression" ? (
          <section aria-labelledby="causes" className="rounded-2xl bg-brand-soft p-6 sm:p-8">
            <h2 id="causes" className="text-2xl font-semibold">
              Understanding the Causes
            </h2>
            <p className="mt-2 max-w-2xl">
              Anxiety and depression rarely come from one thing. Body, lifestyle, relationships and
              past experiences can all play a part, and knowing which ones touch your life can point
              to what will help.
            </p>
            <Link
              to="/understanding-anxiety-depression"
              className={buttonClasses("primary") + " mt-5"}
            >
              Understanding the causes of anxiety and depression
            </Link>
          </section>
        ) : null}
        {subcategoryId === null ? (
          <section aria-labelledby="healing-exercise">
            <h2 id="healing-exercise" className="text-2xl font-semibold">
              Healing Exercise: RAIN
            </h2>
            <p className="mt-2 max-w-2xl text-ink-muted">
              A short practice for the moments when a hard feeling takes hold. Take each step
              slowly.
            </p>
            <div className="mt-4">
              <RainSteps />
            </div>
          </section>
        ) : null}
      </>
    );
  }
  if (categoryId === "trauma") {
    return (
      <section
        aria-labelledby="additional-support"
        className="rounded-2xl bg-brand-soft p-6 sm:p-8"
      >
        <h2 id="additional-support" className="text-2xl font-semibold">
          Additional Support
        </h2>
        <p className="mt-2 max-w-2xl">
          Alongside reading, trauma-focused therapies can help. EMDR (Eye Movement Desensitization
          and Reprocessing) and Somatic Experiencing are two approaches with a growing base of
          support; look for a therapist trained in them, and go at your own pace.
        </p>
        <p className="mt-5 flex flex-wrap gap-3">
          <Link to="/category/lifestyle" className={buttonClasses("secondary", "sm")}>
            Healthy Lifestyle
          </Link>
          <Link to="/category/psychological-concerns" className={buttonClasses("secondary", "sm")}>
            Psychological Concerns
          </Link>
        </p>
      </section>
    );
  }
  return null;
}
