import { useEffect } from "react";

/** Where Exit this page goes: a neutral page that gives nothing away. */
export const QUICK_EXIT_URL = "https://www.google.com/search?q=weather";
/** Escape pressed this many times, each within this gap of the last, also leaves. */
export const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_GAP_MS = 1000;

function leave() {
  // replace(), not a link: the page leaves the history, so Back cannot return to it.
  window.location.replace(QUICK_EXIT_URL);
}

/**
 * For pages a visitor may need to hide quickly (abuse, trauma): a clearly labelled button
 * that swaps this page for a neutral one, as public-sector sites do. Without JavaScript it is
 * an ordinary link to the same neutral page.
 */
export function QuickExit() {
  useEffect(() => {
    let presses = 0;
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const now = Date.now();
      presses = now - last <= QUICK_EXIT_GAP_MS ? presses + 1 : 1;
      last = now;
      if (presses >= QUICK_EXIT_PRESSES) leave();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="sticky top-0 z-30 flex justify-end px-4 pt-2">
      <a
        href={QUICK_EXIT_URL}
        rel="noreferrer"
        onClick={(event) => {
          event.preventDefault();
          leave();
        }}
        className="inline-flex min-h-11 items-center rounded-lg bg-danger px-4 font-semibold text-white no-underline shadow-md hover:opacity-90 dark:text-black"
      >
        Exit this page
        <span className="sr-only"> (or press Escape three times)</span>
      </a>
    </div>
  );
}
