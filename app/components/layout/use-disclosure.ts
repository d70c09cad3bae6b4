import { useCallback, useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * What JavaScript adds to a header `<details>` menu, which opens and closes on its own without
 * it: Escape closes it (focus goes back to its summary when it was inside), so do a click or a
 * Tab that leaves it, and so does navigating to another page.
 */
export function useDisclosure(ref: RefObject<HTMLDetailsElement | null>) {
  const { pathname } = useLocation();

  const setOpen = useCallback(
    (open: boolean) => {
      if (ref.current && ref.current.open !== open) ref.current.open = open;
    },
    [ref],
  );

  // A new page closes the menu (the pathname is the trigger, not read).
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !details.contains(next)) details.open = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("focusout", onFocusOut);
    };
  }, [ref]);

  return { setOpen };
}
