import { useEffect, useRef, useState } from "react";
import { href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { DEFAULT_LIST_TITLE, listHref, MAX_TITLE_LENGTH } from "~/domain/handout-list";
import { moveItem, writeSaved } from "~/domain/saved-resources";

/** What /saved shows of each resource (its loader sends these for the whole catalogue). */
export interface SavedEntry {
  id: string;
  title: string;
  author: string | null;
  facts: string;
}

type Action = "up" | "down" | "remove";

const SMALL =
  "inline-flex min-h-9 items-center rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-surface-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

/**
 * The saved resources in the visitor's order, with buttons to move each up or down and to
 * remove it. Every change is announced, and focus stays on the control that was used (or the
 * nearest one left), so a keyboard or screen-reader user never loses their place.
 */
export function SavedList({ ids, entries }: { ids: readonly string[]; entries: SavedEntry[] }) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const [message, setMessage] = useState("");
  const focusNext = useRef<{ id: string; action: Action } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-id="${wanted.id}"] [data-action="${wanted.action}"]`)
      ?.focus();
  }, [ids]);

  const titleOf = (id: string) => byId.get(id)?.title ?? "A resource no longer listed";

  function act(index: number, action: Action) {
    const id = ids[index]!;
    if (action === "remove") {
      const next = ids.filter((each) => each !== id);
      const neighbour = next[Math.min(index, next.length - 1)];
      focusNext.current = neighbour ? { id: neighbour, action: "remove" } : null;
      writeSaved(next);
      setMessage(`Removed ${titleOf(id)}.`);
      if (!neighbour) document.getElementById("saved-heading")?.focus();
      return;
    }
    const delta = action === "up" ? -1 : 1;
    const target = index + delta;
    if (target < 0 || target >= ids.length) return;
    focusNext.current = { id, action };
    writeSaved(moveItem(ids, index, delta));
    setMessage(`Moved ${titleOf(id)} to position ${target + 1} of ${ids.length}.`);
  }

  return (
    <>
      <p role="status" className="sr-only">
        {message}
      </p>
      <ol ref={listRef} className="space-y-3">
        {ids.map((id, index) => {
          const entry = byId.get(id);
          const title = titleOf(id);
          return (
            <li
              key={id}
              data-id={id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-line bg-surface p-4"
            >
              <div className="min-w-0 flex-1 basis-60">
                <p className="text-sm text-ink-muted">{index + 1}.</p>
                {entry ? (
                  <Link to={href("/resource/:id", { id })} className="font-semibold text-ink">
                    {entry.title}
                  </Link>
                ) : (
                  <p className="font-semibold">{title}</p>
                )}
                {entry?.author ? <p className="text-sm text-ink-muted">by {entry.author}</p> : null}
                {entry ? <p className="text-sm text-ink-muted">{entry.facts}</p> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {(["up", "down", "remove"] as const).map((action) => {
                  const atEnd =
                    (action === "up" && index === 0) ||
                    (action === "down" && index === ids.length - 1);
                  const label =
                    action === "up" ? "Move up" : action === "down" ? "Move down" : "Remove";
                  return (
                    <button
                      key={action}
                      type="button"
                      data-action={action}
                      aria-label={`${label}: ${title}`}
                      aria-disabled={atEnd || undefined}
                      onClick={() => act(index, action)}
                      className={SMALL}
                    >
                      {label}
                    </button>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * "Share this list": a link to the list's own address on /list, which opens the same list in
 * any browser and prints as a one-page handout. The link follows the title as it is typed.
 */
export function ShareList({ ids }: { ids: readonly string[] }) {
  const [title, setTitle] = useState("");
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="list-title" className="font-semibold">
          Title for the list <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <Input
          id="list-title"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={MAX_TITLE_LENGTH}
          aria-describedby="list-title-hint"
          placeholder={DEFAULT_LIST_TITLE}
        />
        <p id="list-title-hint" className="text-sm text-ink-muted">
          Up to {MAX_TITLE_LENGTH} characters. Anyone with the link sees it, so leave out names.
        </p>
      </div>
      <Link to={listHref(ids, title)} className={buttonClasses("primary")}>
        Share this list
      </Link>
    </div>
  );
}
