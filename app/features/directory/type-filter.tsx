import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { RESOURCE_TYPE_LABELS, type KnownType } from "./resource-view";

/** Filter by type, kept in the URL (`?type=book`) so it works without JavaScript and Back works. */
export function TypeFilter({ path, current }: { path: string; current: KnownType | null }) {
  const options: Array<{ type: KnownType | null; label: string }> = [
    { type: null, label: "All types" },
    ...(Object.keys(RESOURCE_TYPE_LABELS) as KnownType[]).map((type) => ({
      type,
      label: RESOURCE_TYPE_LABELS[type].plural,
    })),
  ];
  return (
    <nav aria-label="Filter by type">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = option.type === current;
          return (
            <li key={option.label}>
              <Link
                to={option.type ? `${path}?type=${option.type}` : path}
                preventScrollReset
                aria-current={selected ? "true" : undefined}
                className={cn(
                  "inline-flex min-h-9 items-center rounded-md border px-3 text-sm no-underline",
                  selected
                    ? "border-ink bg-ink font-semibold text-canvas"
                    : "border-line bg-surface text-ink-muted hover:text-ink",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
