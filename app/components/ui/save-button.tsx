import { lazy, Suspense } from "react";
import type { SaveButtonProps } from "./save-toggle";

/*
 * The Save control is an enhancement that works only with JavaScript, and it sits on every
 * card: its code is fetched while the page hydrates instead of before, so it adds nothing to
 * the JavaScript a content page needs first (the budget in tests/e2e/budgets.spec.ts).
 */
const SaveToggle = lazy(() => import("./save-toggle"));

export function SaveButton(props: SaveButtonProps) {
  return (
    <Suspense fallback={null}>
      <SaveToggle {...props} />
    </Suspense>
  );
}
