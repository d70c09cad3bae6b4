import { cn } from "~/lib/cn";
import type { ResourceType } from "~/content/resource-terms";
import { typeLabel } from "./resource-view";

/** A fixed colour per resource type (docs/product.md, The catalogue). */
const TYPE_COLORS: Record<ResourceType, string> = {
  book: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  video: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  app: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  website: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  exercise: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
};
export function TypeBadge({ type, className }: { type: ResourceType; className?: string }) {
  return (
    <span
      data-type={type}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TYPE_COLORS[type],
        className,
      )}
    >
      {typeLabel(type)}
    </span>
  );
}

/** A quiet label badge (category, subcategory), given display names, never raw ids. */
export function LabelBadge({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-medium text-ink-muted">
      {children}
    </span>
  );
}
