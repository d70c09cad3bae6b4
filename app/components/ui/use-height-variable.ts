import { useCallback } from "react";

/**
 * A ref that keeps a CSS variable on the page's root at its element's height (in px), so that
 * the page's stylesheet can leave room for a sticky or fixed bar: app/styles/tailwind.css turns
 * these into the page's scroll padding, which keeps a focused element clear of the bar (WCAG
 * 2.4.11). With `onlyWithContent`, an element with no children sets nothing (an empty toast
 * list). The variable goes when the element does.
 */
export function useHeightVariable(
  variable: `--${string}`,
  { onlyWithContent = false }: { onlyWithContent?: boolean } = {},
) {
  return useCallback(
    (target: HTMLElement | null) => {
      if (!target) return;
      const root = document.documentElement;
      const update = () => {
        if (onlyWithContent && target.childElementCount === 0) {
          root.style.removeProperty(variable);
        } else {
          root.style.setProperty(variable, `${Math.ceil(target.getBoundingClientRect().height)}px`);
        }
      };
      const observer = new ResizeObserver(update);
      observer.observe(target);
      update();
      return () => {
        observer.disconnect();
        root.style.removeProperty(variable);
      };
    },
    [variable, onlyWithContent],
  );
}
