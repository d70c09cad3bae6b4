import { useState } from "react";
import { href, Link } from "react-router";
import { cn } from "~/lib/cn";
import { toggleSaved, useSavedIds, type ToggleResult } from "~/domain/saved-resources";
import { MAX_LIST_IDS } from "~/domain/handout-list";
import { BookmarkIcon } from "./icons";
import { SAVE_BOX, SAVE_BUTTON, type SaveButtonProps } from "./save-parts";

const NOTES: Partial<Record<ToggleResult, string>> = {
  full: `Your saved list is full (${MAX_LIST_IDS}). Remove one to add another.`,
  failed: "This browser would not let us save. Private browsing can block it.",
};

/**
 * Save a resource to this browser's list (/saved). It needs JavaScript and storage, so it is
 * not in the server's HTML (only an invisible placeholder is): it appears once the page has
 * hydrated, and never pretends to work without them (docs/decisions/029-saved-lists-and-handouts.md).
 * Pages use it through ./save-button, which loads it after the page's own code.
 */
export default function SaveToggle({ id, title, className, linkToList = false }: SaveButtonProps) {
  const saved = useSavedIds();
  const [note, setNote] = useState<ToggleResult | null>(null);
  if (!saved) return null;
  const pressed = saved.includes(id);
  return (
    <span className={cn(SAVE_BOX, className)}>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => setNote(toggleSaved(id))}
        className={cn(
          SAVE_BUTTON,
          pressed
            ? "border-brand bg-brand-soft text-brand"
            : "border-line bg-surface text-ink hover:bg-surface-muted",
        )}
      >
        <BookmarkIcon width={16} height={16} fill={pressed ? "currentColor" : "none"} />
        Save<span className="sr-only"> {title}</span>
      </button>
      <span role="status" className="text-xs text-ink-muted">
        {note === "saved" && linkToList && pressed ? (
          <Link to={href("/saved")} className="text-brand underline">
            Saved: see your list
          </Link>
        ) : note && NOTES[note] ? (
          NOTES[note]
        ) : null}
      </span>
    </span>
  );
}
