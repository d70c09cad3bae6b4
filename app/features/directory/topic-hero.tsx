import type { ReactNode } from "react";

const HERO_GRADIENTS: Record<string, string> = {
  "psychological-concerns": "linear-gradient(120deg, #0a4f46, #1d4e6b)",
  lifestyle: "linear-gradient(120deg, #245c20, #0a4f46)",
  relationships: "linear-gradient(120deg, #7a3420, #6b2846)",
};

/** A calm banner in the category's colours, drawn in CSS: no image to download or hot-link. */
export function TopicHero({
  title,
  intro,
  category,
  children,
}: {
  title: string;
  intro: string;
  category: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto mt-4 max-w-6xl px-4">
      <div
        className="relative overflow-hidden rounded-2xl px-6 py-10 text-white sm:px-10 sm:py-14"
        style={{
          backgroundImage: HERO_GRADIENTS[category] ?? HERO_GRADIENTS["psychological-concerns"],
        }}
      >
        <svg
          aria-hidden="true"
          className="absolute -right-10 -top-10 opacity-15"
          width="280"
          height="280"
          viewBox="0 0 24 24"
          fill="none"
          stroke="white"
          strokeWidth="0.6"
        >
          <circle cx="12" cy="12" r="11" />
          <circle cx="12" cy="12" r="8" />
          <circle cx="12" cy="12" r="5" />
        </svg>
        <h1 className="relative max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="relative mt-3 max-w-2xl text-lg text-white/90">{intro}</p>
        <div className="relative">{children}</div>
      </div>
    </section>
  );
}
