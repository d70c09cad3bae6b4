import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const VARIANTS = {
  primary: "bg-brand text-brand-ink hover:bg-brand-strong shadow-sm",
  secondary: "border border-line bg-surface text-ink hover:bg-surface-muted",
  ghost: "text-ink hover:bg-surface-muted",
  onNav: "bg-nav-ink/10 text-nav-ink hover:bg-nav-ink/20",
} as const;

const SIZES = {
  md: "min-h-11 px-5 py-2.5 text-base",
  sm: "min-h-9 px-3.5 py-1.5 text-sm",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/** Colours fade on hover; the outline is left out of the transition so the focus ring shows at once. */
export function buttonClasses(
  variant: keyof typeof VARIANTS = "primary",
  size: keyof typeof SIZES = "md",
) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline transition-[background-color,color] disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
  );
}

/** A button; for a link that looks like one, put `buttonClasses()` on the `<Link>`. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <button className={cn(buttonClasses(variant, size), className)} {...props} />;
}
