import { cn } from "~/lib/cn";
import { isKnownType, typeLabel, type KnownType } from "./resource-view";

/** A fixed colour per resource type (docs/product.md, The catalogue); any other type gets the grey default. */
const TYPE_COLORS: Record<KnownType, string> = {
  book: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  video: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  app: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  website: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  exercise: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
};
const DEFAULT_COLOR = "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100";

export function TypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <span
      data-type={type}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        isKnownType(type) ? TYPE_COLORS[type] : DEFAULT_COLOR,
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
