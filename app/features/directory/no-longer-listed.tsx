import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** What a hidden entry's page says (HTTP 410): it is gone on purpose, and where to look instead. */
export function NoLongerListed({
  title,
  categoryHref,
  categoryName,
}: {
  title: string;
  categoryHref: string;
  categoryName: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">No longer listed</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title} is no longer listed</h1>
      <p className="mt-4 text-ink-muted">
        We took this resource off the site after reviewing it again. Other resources on the same
        subject are still here for you.
      </p>
      <Link to={categoryHref} className={buttonClasses("primary") + " mt-8"}>
        Browse {categoryName}
      </Link>
    </div>
  );
}
