import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/**
 * Filters live in the URL (`?type=book`, `?status=spam`): each chip is a plain link, so filtering
 * works without JavaScript, can be bookmarked, and Back undoes it.
 */
export interface FilterChipProps {
  label: string;
  /** Where choosing this chip leads. */
  href: string;
  /** The chip now shown; marked with `aria-current`. */
  selected: boolean;
  /** How many items the chip leads to, shown beside the label. */
  count?: number;
  /**
   * With a `count` of 0, show the chip as plain text rather than a link to an empty list. Off
   * where an empty list is still worth opening (the review console's statuses).
   */
  disableWhenEmpty?: boolean;
  /**
   * The `aria-current` value of the selected chip: "page" when each chip leads to its own page
   * (a subcategory, a console view), "true" when it filters the page the visitor is on.
   */
  current?: "page" | "true";
  /** Keep the scroll position when the chip only changes what the list shows. */
  preventScrollReset?: boolean;
}

const CHIP =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold no-underline";

function Count({ count, selected }: { count: number; selected: boolean }) {
  return (
    <span
      className={cn(
        "rounded-full px-2 text-sm tabular-nums",
        selected ? "bg-brand-ink/20" : "bg-surface-muted text-ink-muted",
      )}
    >
      {count}
    </span>
  );
}

export function FilterChip({
  label,
  href,
  selected,
  count,
  disableWhenEmpty = false,
  current = "page",
  preventScrollReset,
}: FilterChipProps) {
  if (disableWhenEmpty && count === 0 && !selected) {
    return (
      <span aria-disabled="true" className={cn(CHIP, "border-line border-dashed text-ink-muted")}>
        {label}
        <Count count={count} selected={false} />
      </span>
    );
  }
  return (
    <Link
      to={href}
      preventScrollReset={preventScrollReset}
      aria-current={selected ? current : undefined}
      className={cn(
        CHIP,
        selected
          ? "border-brand bg-brand text-brand-ink"
          : "border-line bg-surface text-ink hover:bg-surface-muted",
      )}
    >
      {label}
      {count === undefined ? null : <Count count={count} selected={selected} />}
    </Link>
  );
}

/**
 * A row of chips in a `<nav>`, named by `label` or by the heading `labelledBy` points at. Give
 * each chip a `key`; the row wraps onto new lines on a narrow screen.
 */
export function FilterChips({
  label,
  labelledBy,
  className,
  chips,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  chips: Array<FilterChipProps & { key: string }>;
}): ReactNode {
  return (
    <nav aria-label={label} aria-labelledby={labelledBy} className={className}>
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ key, ...chip }) => (
          <li key={key}>
            <FilterChip {...chip} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
