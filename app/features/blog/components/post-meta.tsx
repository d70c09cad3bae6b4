import { formatDate } from "~/lib/dates";
import { CategoryBadge } from "./category-badge";

/** Publication date, reading time and category badge: one line on the index and the article. */
export function PostMeta({
  date,
  updated,
  readTime,
  category,
}: {
  date: string;
  /** The day of the latest revision, shown beside the first publication's when there is one. */
  updated?: string;
  readTime: string;
  category: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
      <CategoryBadge category={category} />
      <span className="flex flex-wrap items-center gap-x-2">
        <time dateTime={date}>{formatDate(date)}</time>
        {updated ? (
          // The dot stays with "Updated"; the date may go to the next line when the text is large.
          <span>
            <span aria-hidden="true">·&nbsp;</span>
            Updated <time dateTime={updated}>{formatDate(updated)}</time>
          </span>
        ) : null}
        {/* The dot goes with the reading time, so a narrow line never ends with it. */}
        <span className="flex items-center gap-x-2 whitespace-nowrap">
          <span aria-hidden="true">·</span>
          <span>{readTime}</span>
        </span>
      </span>
    </div>
  );
}
