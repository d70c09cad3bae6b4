import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * One resource in a console list (links, reports, needs review): its title, a link to its page
 * while it is listed, a badge beside it when there is one, then what the page says of it.
 * `quiet` for settled items, shown without the card's surface.
 */
export function ConsoleCard({
  title,
  href,
  badge,
  quiet = false,
  children,
}: {
  title: string;
  href?: string;
  badge?: ReactNode;
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn("rounded-2xl border border-line p-4", !quiet && "bg-surface shadow-sm")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">
          {href ? (
            <a href={href} className="underline">
              {title}
            </a>
          ) : (
            title
          )}
        </h2>
        {badge}
      </div>
      {children}
    </li>
  );
}
