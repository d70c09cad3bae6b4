import { useEffect } from "react";
import { href, Link, useMatches } from "react-router";
import { useHeightVariable } from "~/components/ui/use-height-variable";
import { Message, useLocale, useT } from "~/lib/i18n";

/** The server route that answers 303 to QUICK_EXIT_URL (read at serve time, not build time). */
export const QUICK_EXIT_PATH = "/exit";
/** Shift (or Escape) pressed this many times in a row, each within the gap of the last, leaves. */
const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_GAP_MS = 1000;
const EXIT_KEYS = new Set(["Shift", "Escape"]);

function leave() {
  // Blank the page first, so nothing stays on screen while the next page loads.
  document.title = "";
  document.body.style.setProperty("display", "none", "important");
  // replace(), not a link: this page leaves the history, so Back does not return to it.
  window.location.replace(QUICK_EXIT_PATH);
}

/** Counts presses of one exit key in a row; any other key starts the count again. */
export function createExitKeyCounter(onExit: () => void, now: () => number = Date.now) {
  let key = "";
  let presses = 0;
  let last = 0;
  return (event: Pick<KeyboardEvent, "key" | "repeat">) => {
    if (event.repeat) return;
    if (!EXIT_KEYS.has(event.key)) {
      presses = 0;
      return;
    }
    const time = now();
    presses = event.key === key && time - last <= QUICK_EXIT_GAP_MS ? presses + 1 : 1;
    key = event.key;
    last = time;
    if (presses >= QUICK_EXIT_PRESSES) {
      presses = 0;
      onExit();
    }
  };
}

/** Every public page has the exit; the curator's console does not. */
function useIsPublicPage(): boolean {
  return !useMatches().some((match) => match.id.startsWith("routes/curator/"));
}

/**
 * Exit this page, as on GOV.UK: always in view at the top, Shift or Escape three times does the
 * same, and without JavaScript it is a plain link to the same neutral page.
 */
export function QuickExit() {
  const show = useIsPublicPage();
  // The page's scroll padding keeps a focused element below the bar (WCAG 2.4.11).
  const bar = useHeightVariable("--quick-exit-height");
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    if (!show) return;
    const onKey = createExitKeyCounter(leave);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [show]);
  if (!show) return null;

  return (
    <div
      ref={bar}
      className="sticky top-0 z-40 border-b border-line bg-surface print:hidden"
      data-testid="quick-exit"
    >
      {/* When the row does not fit (large text on a phone), the button stays on top. */}
      <div className="mx-auto flex max-w-6xl flex-wrap-reverse items-center justify-end gap-x-2 gap-y-1 px-3 py-1 sm:gap-x-3 sm:px-4">
        <div className="flex flex-col items-end whitespace-nowrap text-right text-xs leading-tight text-ink-muted">
          <span id="quick-exit-hint">
            <Message
              id="quickExit.hint"
              components={{ key: <kbd className="font-sans font-semibold text-ink" /> }}
            />
          </span>
          <Link
            to={locale === "es" ? href("/es/salir-con-seguridad") : href("/browsing-safely")}
            className="mt-0.5 text-brand underline"
          >
            {t("quickExit.browsingSafely")}
          </Link>
        </div>
        <a
          href={QUICK_EXIT_PATH}
          rel="noreferrer"
          aria-describedby="quick-exit-hint"
          onClick={(event) => {
            event.preventDefault();
            leave();
          }}
          className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg bg-danger px-3 font-semibold text-white no-underline shadow-sm hover:opacity-90 sm:px-4 dark:text-black"
        >
          {t("quickExit.button")}
        </a>
      </div>
    </div>
  );
}
