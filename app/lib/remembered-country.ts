import { useEffect, useState } from "react";
import { COUNTRY_STORAGE_KEY } from "./helpline-links";

/** Fired in this tab when the remembered country changes (storage events reach other tabs only). */
const CHANGE_EVENT = "steady-ground:country-change";

/**
 * The country code this browser remembers, or null; storage that is blocked reads as none. Only
 * its shape is checked here, so that every page need not load the helpline data: a code with no
 * country is treated as none wherever it is looked up.
 */
export function readRememberedCountry(): string | null {
  try {
    const code = window.localStorage.getItem(COUNTRY_STORAGE_KEY);
    return code && /^[a-z]{2}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** Remembers (or, with null, forgets) the visitor's country in this browser only. */
export function rememberCountry(code: string | null): boolean {
  try {
    if (code) window.localStorage.setItem(COUNTRY_STORAGE_KEY, code);
    else window.localStorage.removeItem(COUNTRY_STORAGE_KEY);
    window.dispatchEvent(new Event(CHANGE_EVENT));
    return true;
  } catch {
    return false;
  }
}

/**
 * The remembered country code, once the page has hydrated (null before, and without
 * JavaScript, so the server's HTML and the first render agree).
 */
export function useRememberedCountry(): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setCode(readRememberedCountry());
    update();
    window.addEventListener(CHANGE_EVENT, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(CHANGE_EVENT, update);
      window.removeEventListener("storage", update);
    };
  }, []);
  return code;
}
