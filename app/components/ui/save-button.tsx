import { lazy, Suspense, useSyncExternalStore } from "react";
import type { SaveButtonProps } from "./save-toggle";

/*
 * The Save control is an enhancement that works only with JavaScript, and it sits on every
 * card. Nothing of it is in the server's HTML; once the page has hydrated, its code is fetched
 * (a chunk of its own), so it adds nothing to the JavaScript a content page needs first (the
 * budget in tests/e2e/budgets.spec.ts).
 */
const SaveToggle = lazy(() => import("./save-toggle"));
const noSubscription = () => () => {};

export function SaveButton(props: SaveButtonProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <SaveToggle {...props} />
    </Suspense>
  ) : null;
}
