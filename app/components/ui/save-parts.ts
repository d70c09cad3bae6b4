/**
 * What the Save control (./save-button.tsx) and the code it loads later (./save-toggle.tsx)
 * share: their props and boxes. Apart from both, so neither imports the other's module.
 */

export interface SaveButtonProps {
  id: string;
  title: string;
  className?: string;
  /** After saving, offer a link to /saved (on a resource page; a card has no room for it). */
  linkToList?: boolean;
}

/** The Save control's own box and its button's. */
export const SAVE_BOX = "relative z-10 inline-flex flex-wrap items-center gap-2";
export const SAVE_BUTTON =
  "inline-flex min-h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold";
