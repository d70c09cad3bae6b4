import * as ToastPrimitives from "@radix-ui/react-toast";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { CloseIcon } from "./icons";
import { useHeightVariable } from "./use-height-variable";

/** Radix Toast, styled in the shadcn/ui way with the site's tokens (timings: docs/product.md, Small constants). */
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitives.Provider>) {
  return (
    <ToastPrimitives.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitives.Viewport>) {
  // While a toast shows, the page scrolls a focused control clear of it (WCAG 2.4.11).
  const viewport = useHeightVariable("--toast-height", { onlyWithContent: true });
  return (
    <ToastPrimitives.Viewport
      ref={viewport}
      // At the bottom at every width: at the top of a phone it covered the quick exit. The list
      // lets clicks through its empty padding; only the toasts themselves take them.
      className={cn(
        "pointer-events-none fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 outline-none md:max-w-[26.25rem]",
        className,
      )}
      {...props}
    />
  );
}

const VARIANTS = {
  default: "border-line bg-surface text-ink",
  destructive: "border-danger bg-danger-soft text-ink",
} as const;

export interface ToastProps extends ComponentProps<typeof ToastPrimitives.Root> {
  variant?: keyof typeof VARIANTS;
}

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      className={cn(
        "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border-2 p-4 pr-10 shadow-lg",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[swipe=cancel]:transition-transform",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label="Close"
      className={cn(
        "absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink",
        className,
      )}
      {...props}
    >
      <CloseIcon width={16} height={16} />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn("font-semibold", className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn("text-sm text-ink", className)} {...props} />;
}
