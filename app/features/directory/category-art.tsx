/**
 * The colours and the quiet ring motif that banners draw for each category, in CSS and SVG, behind
 * the illustration. Each gradient keeps white text above 4.5:1 across its whole range.
 */
const CATEGORY_GRADIENTS: Record<string, [string, string]> = {
  "psychological-concerns": ["#0f5e57", "#1d4e6b"],
  lifestyle: ["#2f6b2a", "#0f6b5f"],
  relationships: ["#8a3d24", "#7a2e4f"],
  "healing-exercises": ["#33458f", "#0f5e6b"],
  // The footer's trauma category is the trauma topic of Psychological Concerns (decision 003).
  trauma: ["#0f5e57", "#1d4e6b"],
};
const DEFAULT_GRADIENT: [string, string] = ["#3d4f57", "#24343a"];

export function categoryGradient(category: string, angle = 135): string {
  const [from, to] = CATEGORY_GRADIENTS[category] ?? DEFAULT_GRADIENT;
  return `linear-gradient(${angle}deg, ${from}, ${to})`;
}

/** Concentric rings, decorative, placed by the caller's classes. */
export function Rings({
  className,
  size,
  radii,
}: {
  className: string;
  size: number;
  radii: number[];
}) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="white"
      strokeWidth={radii.length > 2 ? 0.6 : 0.8}
    >
      {radii.map((radius) => (
        <circle key={radius} cx="12" cy="12" r={radius} />
      ))}
    </svg>
  );
}
