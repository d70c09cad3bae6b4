import { useEffect, useState } from "react";

/** Where the visitor's chosen country is kept in this browser (never sent anywhere). */
export const COUNTRY_STORAGE_KEY = "steady-ground:country";

/** Fired in this tab when the remembered country changes (storage events reach other tabs only). */
const CHANGE_EVENT = "steady-ground:country-change";

/**
 * The country code this browser remembers, or null; storage that is blocked reads as none. Only
 * its shape is checked here: a code the registry does not hold is treated as none wherever its
 * lines are fetched (app/domain/helplines/chosen-country.ts).
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
