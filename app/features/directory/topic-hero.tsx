import type { ReactNode } from "react";
import { categoryGradient, Rings } from "./category-art";

/** A calm banner in the category's colours, drawn in CSS: no image to download or hot-link. */
export function TopicHero({
  title,
  intro,
  category,
  eyebrow,
  children,
}: {
  /** A line above the title, such as the category a subcategory belongs to. */
  eyebrow?: string;
  title: string;
  intro: string;
  category: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto mt-4 max-w-6xl px-4">
      <div
        className="relative overflow-hidden rounded-2xl px-6 py-10 text-white [--focus:var(--focus-on-dark)] sm:px-10 sm:py-14"
        style={{ backgroundImage: categoryGradient(category, 120) }}
      >
        <Rings className="absolute -right-10 -top-10 opacity-15" size={280} radii={[11, 8, 5]} />
        {eyebrow ? (
          <p className="relative text-sm font-semibold uppercase tracking-wide text-white/90">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="relative max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="relative mt-3 max-w-2xl text-lg text-white/90">{intro}</p>
        <div className="relative">{children}</div>
      </div>
    </section>
  );
}
