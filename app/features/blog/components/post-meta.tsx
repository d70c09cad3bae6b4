import { formatDate } from "~/lib/dates";
import { CategoryBadge } from "./category-badge";

/** Publication date, reading time and category badge: one line on the index and the article. */
export function PostMeta({
  date,
  readTime,
  category,
}: {
  date: string;
  readTime: string;
  category: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
      <CategoryBadge category={category} />
      {/* Kept together so that a narrow screen never strands the dot at a line's end. */}
      <span className="flex items-center gap-x-2 whitespace-nowrap">
        <time dateTime={date}>{formatDate(date)}</time>
        <span aria-hidden="true">·</span>
        <span>{readTime}</span>
      </span>
    </div>
  );
}
