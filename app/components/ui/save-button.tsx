import { lazy, Suspense, useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";
import { BookmarkIcon } from "./icons";
import { SAVE_BOX, SAVE_BUTTON, type SaveButtonProps } from "./save-parts";

/*
 * The Save control is an enhancement that works only with JavaScript, and it sits on every
 * card. Its code is fetched once the page has hydrated (a chunk of its own), so it adds nothing
 * to the JavaScript a content page needs first (the budget in tests/e2e/budgets.spec.ts).
 */
const SaveToggle = lazy(() => import("./save-toggle"));
const noSubscription = () => () => {};

/**
 * Until the Save control is there, an invisible copy of it holds its place, so that nothing
 * below moves when it appears (a layout shift on every card and resource page). Without
 * JavaScript the copy is not shown at all (`needs-js`, hidden by root.tsx's `<noscript>` style).
 */
function SavePlaceholder({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn(SAVE_BOX, "needs-js invisible", className)}>
      <span className={cn(SAVE_BUTTON, "border-line")}>
        <BookmarkIcon width={16} height={16} fill="none" />
        Save
      </span>
      <span className="text-xs" />
    </span>
  );
}

export function SaveButton(props: SaveButtonProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const placeholder = <SavePlaceholder className={props.className} />;
  return hydrated ? (
    <Suspense fallback={placeholder}>
      <SaveToggle {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
