import type { SVGProps } from "react";
import { cn } from "~/lib/cn";
import { categoryGradient, Rings } from "./category-art";

function TypeGlyph({ type, ...props }: { type: string } & SVGProps<SVGSVGElement>) {
  const paths: Record<string, string> = {
    book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5",
    video: "M4 6h11v12H4zM15 10l5-3v10l-5-3",
    app: "M7 3h10v18H7zM11 18h2",
    website: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
    exercise: "M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z",
  };
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={paths[type] ?? "M5 5h14v14H5z"} />
    </svg>
  );
}

/**
 * A generated cover for a resource: the type's glyph, the title and a colour from the category.
 * Drawn here rather than hot-linked, so it costs no request and reveals nothing to a third party.
 * Decorative: the title beside it says the same.
 */
export function ResourceCover({
  title,
  type,
  category,
  size = "card",
  className,
}: {
  title: string;
  type: string;
  category: string;
  size?: "card" | "detail";
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        size === "detail" && "aspect-[16/9]",
        "relative flex w-full flex-col justify-between overflow-hidden p-4 text-white",
        className,
      )}
      style={{ backgroundImage: categoryGradient(category) }}
    >
      <TypeGlyph
        type={type}
        width={size === "detail" ? 44 : 30}
        height={size === "detail" ? 44 : 30}
      />
      <Rings className="absolute -right-6 -bottom-8 opacity-15" size={160} radii={[10, 6]} />
      <p
        className={cn(
          "relative line-clamp-2 font-serif font-semibold leading-snug",
          size === "detail" ? "text-2xl" : "text-base",
        )}
      >
        {title}
      </p>
    </div>
  );
}
