import type { ReactNode } from "react";
import { categoryGradient, Rings } from "./category-art";
import { Illustration } from "./illustration";

/**
 * A calm banner in the category's colours with the topic's illustration beside the heading
 * (below it on narrow screens). The illustration is usually the page's largest paint, so it
 * loads first.
 */
export function TopicHero({
  title,
  intro,
  category,
  imageUrl,
  imageAlt = "",
  eyebrow,
  children,
}: {
  /** A line above the title, such as the category a subcategory belongs to. */
  eyebrow?: string;
  title: string;
  intro: string;
  category: string;
  imageUrl?: string;
  /** What the picture shows (the loader's illustrationAlt), so the alt texts stay off the bundle. */
  imageAlt?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto mt-4 max-w-6xl px-4">
      <div
        className="relative grid overflow-hidden rounded-2xl text-white [--focus:var(--focus-on-dark)] md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center"
        style={{ backgroundImage: categoryGradient(category, 120) }}
      >
        {imageUrl ? null : (
          <Rings className="absolute -right-10 -top-10 opacity-15" size={280} radii={[11, 8, 5]} />
        )}
        <div className="relative px-6 py-8 sm:px-10 sm:py-12">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-white/90">{eyebrow}</p>
          ) : null}
          <h1 className="mt-1 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{intro}</p>
          {children}
        </div>
        {imageUrl ? (
          <div className="px-6 pb-6 sm:px-10 md:py-8 md:pr-8 md:pl-0">
            <Illustration
              imageUrl={imageUrl}
              alt={imageAlt}
              sizes="(min-width: 1152px) 420px, (min-width: 768px) 36vw, 100vw"
              priority
              className="rounded-xl shadow-lg ring-1 ring-white/20"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
