import { useSyncExternalStore } from "react";
import { isResourceId, MAX_LIST_IDS } from "./handout-list";

/*
 * The resources a visitor saved, kept in this browser's localStorage only: no account, nothing
 * sent to us. One list, in the visitor's order, of at most MAX_LIST_IDS ids, so that a saved
 * list always fits one shareable /list address.
 */

const STORAGE_KEY = "steady-ground:saved";
/** Fired in this tab on a change (the storage event reaches other tabs only). */
const CHANGE_EVENT = "steady-ground:saved-change";
const EMPTY: readonly string[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cachedIds: readonly string[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The saved ids; anything malformed in storage reads as nothing. */
export function readSaved(): readonly string[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedIds;
  cachedRaw = raw;
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  cachedIds = Array.isArray(stored)
    ? [...new Set(stored.map(String).filter(isResourceId))].slice(0, MAX_LIST_IDS)
    : EMPTY;
  return cachedIds;
}

/** Stores the list; false when this browser refuses (private mode, storage full or blocked). */
export function writeSaved(ids: readonly string[]): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids.slice(0, MAX_LIST_IDS)));
    window.dispatchEvent(new Event(CHANGE_EVENT));
    return true;
  } catch {
    return false;
  }
}

export type ToggleResult = "saved" | "removed" | "full" | "failed";

/** Saves an id at the end of the list, or removes it if it is there. */
export function toggleSaved(id: string): ToggleResult {
  const ids = readSaved();
  if (ids.includes(id)) return writeSaved(ids.filter((each) => each !== id)) ? "removed" : "failed";
  if (ids.length >= MAX_LIST_IDS) return "full";
  return writeSaved([...ids, id]) ? "saved" : "failed";
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The saved ids once the page has hydrated, and null before (on the server and without
 * JavaScript), so a control that needs them can stay out of the page until it works.
 */
export function useSavedIds(): readonly string[] | null {
  return useSyncExternalStore<readonly string[] | null>(subscribe, readSaved, () => null);
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
