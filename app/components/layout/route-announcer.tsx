import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side move to another page, does what a full page load does for a screen
 * reader or keyboard user: focus goes to the new page's `h1` (or `main` if it has none), and a
 * polite live region reads out the page's title. Changes of the query alone (search as you type,
 * filters) and of the hash are left alone, so typing is never interrupted.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target =
      document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      // The scroll position is restored (or reset) by the router; focusing must not move it.
      target.focus({ preventScroll: true });
    }
    // The title is set in the same commit as the page; read it once the browser has it.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
