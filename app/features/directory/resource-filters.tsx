import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { FilterGroup, FilterOption } from "./filters";

const CHIP =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm no-underline";

function Count({ option }: { option: FilterOption }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "rounded-full px-2 text-xs tabular-nums",
        // On the selected (dark) chip the count sits on the chip's own color, for contrast.
        option.selected ? "font-semibold" : "bg-surface-muted text-ink-muted",
      )}
    >
      {option.count}
    </span>
  );
}

/** "Free, 18 resources": the count is part of what a screen reader hears. */
function spoken(option: FilterOption): string {
  return `${option.label}, ${option.count} ${option.count === 1 ? "resource" : "resources"}`;
}

function Chip({ option }: { option: FilterOption }) {
  if (option.disabled) {
    return (
      <span
        aria-disabled="true"
        className={cn(CHIP, "border-dashed border-line text-ink-muted")}
        title="No resources match this together with your other choices"
      >
        {option.label}
        <Count option={option} />
        <span className="sr-only">: no resources with your other choices</span>
      </span>
    );
  }
  return (
    <Link
      to={option.href}
      preventScrollReset
      aria-label={spoken(option)}
      aria-current={option.selected ? "true" : undefined}
      className={cn(
        CHIP,
        option.selected
          ? "border-brand bg-brand font-semibold text-brand-ink"
          : "border-line bg-surface text-ink hover:bg-surface-muted",
      )}
    >
      {option.label}
      <Count option={option} />
    </Link>
  );
}

/**
 * Type, cost and audience filters as rows of links with counts. Each choice keeps the others,
 * so they combine; a choice that would show nothing is plain text, not a link.
 */
export function ResourceFilters({
  groups,
  clearHref,
}: {
  groups: FilterGroup[];
  /** Where "Clear filters" leads; omitted when nothing is chosen. */
  clearHref?: string;
}) {
  return (
    <section aria-labelledby="filters-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="filters-heading" className="text-lg font-semibold">
          Filters
        </h2>
        {clearHref ? (
          <Link to={clearHref} preventScrollReset className="text-sm font-semibold text-brand">
            Clear filters
          </Link>
        ) : null}
      </div>
      {groups.map((group) => (
        <nav key={group.key} aria-label={group.navLabel}>
          <h3 className="text-sm font-semibold text-ink-muted">{group.label}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {group.options.map((option) => (
              <li key={option.value ?? "all"}>
                <Chip option={option} />
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </section>
  );
}
