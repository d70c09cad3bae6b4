import { href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { AdditionalSupport, type SupportBlock } from "./additional-support";
import { RainSteps } from "./exercises";

/** The special content some category screens carry (docs/product.md, Category screen). */
export function CategoryExtras({
  categoryId,
  subcategoryId,
  traumaSupport,
}: {
  categoryId: string;
  subcategoryId: string | null;
  /** The 'Additional Support' block, given on the trauma topic. */
  traumaSupport: SupportBlock | null;
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
              to={href("/understanding-anxiety-depression")}
              className={buttonClasses("primary") + " mt-5"}
            >
              Understanding the causes of anxiety and depression
            </Link>
          </section>
        ) : null}
        {traumaSupport ? <AdditionalSupport {...traumaSupport} /> : null}
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
  return null;
}
