import { href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** An empty list: 'No Resources Found', a topic-specific line, and a way to help fill it. */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">No Resources Found</h2>
      <p className="mt-2 text-ink-muted">{text}</p>
      <p className="mt-1 text-sm text-ink-muted">
        Know a good one? Suggest it, and our curator will review it.
      </p>
      <Link to={href("/submit")} className={buttonClasses("primary") + " mt-5"}>
        Submit a Resource
      </Link>
    </div>
  );
}
