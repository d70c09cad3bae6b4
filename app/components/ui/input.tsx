import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The site's text fields, text areas and selects: one look, a 44 px touch target, and a thicker
 * red border when `aria-invalid` is set (so the state a screen reader hears is the state shown).
 * Labels stay with the caller: every control needs a `<label htmlFor>` (visible, or `sr-only`
 * where the purpose is plain from the context).
 */
export function fieldClasses(invalid: boolean, className?: string): string {
  return cn(
    "block min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-base text-ink shadow-sm placeholder:text-ink-muted/80",
    invalid ? "border-2 border-danger" : "border-line",
    className,
  );
}

const isInvalid = (value: ComponentProps<"input">["aria-invalid"]) =>
  value === true || value === "true";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input {...props} className={fieldClasses(isInvalid(props["aria-invalid"]), className)} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea {...props} className={fieldClasses(isInvalid(props["aria-invalid"]), className)} />
  );
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select {...props} className={fieldClasses(isInvalid(props["aria-invalid"]), className)} />
  );
}
