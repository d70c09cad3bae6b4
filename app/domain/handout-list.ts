/**
 * The address of a shareable list of resources, `/list?ids=a,b,c&title=…`, read and written in
 * one place: the /list page reads it on the server, /saved writes it in the browser. Limits and
 * the reasons for them: docs/decisions/029-saved-lists-and-handouts.md.
 */

/** The most resources one list address may name; more is refused (400) rather than cut short. */
export const MAX_LIST_IDS = 30;

/** The longest title a handout shows; a longer one is cut to this many characters with "…". */
export const MAX_TITLE_LENGTH = 80;

/** The handout's title when the address gives none. */
export const DEFAULT_LIST_TITLE = "Resources chosen for you";

/** A resource id's shape: lowercase words joined by single hyphens, as the catalogue's schema asks. */
const RESOURCE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any id the catalogue could hold; anything past it is not an id. */
const MAX_ID_LENGTH = 100;

export function isResourceId(piece: string): boolean {
  return piece.length <= MAX_ID_LENGTH && RESOURCE_ID.test(piece);
}

export type ListIds =
  | {
      ok: true;
      /** Well-formed ids, in the order given, each once. */
      ids: string[];
      /** Pieces of the address that cannot be ids (shown back, cut short, so the visitor can tell). */
      notIds: string[];
    }
  | { ok: false; count: number };

/** Splits `ids=a,b,c` (commas, spaces or both) into ids; refuses more than MAX_LIST_IDS. */
export function parseListIds(value: string | null): ListIds {
  const pieces = (value ?? "")
    .split(/[\s,]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length > MAX_LIST_IDS) return { ok: false, count: pieces.length };
  const ids: string[] = [];
  const notIds: string[] = [];
  for (const piece of pieces) {
    if (isResourceId(piece)) {
      if (!ids.includes(piece)) ids.push(piece);
    } else {
      notIds.push(piece.length > 40 ? `${piece.slice(0, 39)}…` : piece);
    }
  }
  return { ok: true, ids, notIds };
}

/**
 * The title as the handout shows it: spaces tidied, at most MAX_TITLE_LENGTH characters (cut
 * with an ellipsis, counting characters, not UTF-16 units), the default when empty. It is
 * always rendered as text, so markup in it shows as typed.
 */
export function handoutTitle(value: string | null): string {
  const title = (value ?? "").replace(/\s+/g, " ").trim();
  if (!title) return DEFAULT_LIST_TITLE;
  const chars = Array.from(title);
  if (chars.length <= MAX_TITLE_LENGTH) return title;
  return `${chars
    .slice(0, MAX_TITLE_LENGTH - 1)
    .join("")
    .trimEnd()}…`;
}

/** `/list?ids=a,b&title=…`: the address of a list, commas left readable. */
export function listHref(ids: readonly string[], title?: string): string {
  const params = new URLSearchParams({ ids: ids.join(",") });
  if (title?.trim()) params.set("title", title.trim());
  return `/list?${params.toString().replace(/%2C/g, ",")}`;
}
