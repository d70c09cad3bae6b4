/** The article's category, as a small pill. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-soft px-2.5 py-0.5 text-sm font-medium text-ink">
      {category}
    </span>
  );
}
