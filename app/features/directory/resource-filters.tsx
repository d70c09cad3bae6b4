import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { FilterGroup, FilterOption } from "./filters";

const CHIP =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm no-underline";

/**
 * The chip's count, with its unit for screen readers only. The chip is named by what it shows
 * ("Books 5 resources" for "Books 5"), so the visible words come first and together, and a
 * speech-control user can say "click Books 5" (WCAG 2.5.3, label in name).
 */
function Count({ option, unit }: { option: FilterOption; unit: boolean }) {
  return (
    <span
      aria-hidden={unit ? undefined : "true"}
      className={cn(
        "rounded-full px-2 text-xs tabular-nums",
        // On the selected (dark) chip the count sits on the chip's own color, for contrast.
        option.selected ? "font-semibold" : "bg-surface-muted text-ink-muted",
      )}
    >
      {option.count}
      {unit ? (
        <span className="sr-only"> {option.count === 1 ? "resource" : "resources"}</span>
      ) : null}
    </span>
  );
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
        <Count option={option} unit={false} />
        <span className="sr-only">: no resources with your other choices</span>
      </span>
    );
  }
  return (
    <Link
      to={option.href}
      preventScrollReset
      aria-current={option.selected ? "true" : undefined}
      className={cn(
        CHIP,
        option.selected
          ? "border-brand bg-brand font-semibold text-brand-ink"
          : "border-line bg-surface text-ink hover:bg-surface-muted",
      )}
    >
      {option.label} <Count option={option} unit />
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
