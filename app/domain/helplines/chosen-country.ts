import { useEffect, useState } from "react";
import { useRememberedCountry } from "~/lib/remembered-country";
import type { HelplineCountry } from "./types";

/*
 * The lines of the country this browser chose on /get-help, fetched from the open API
 * (`GET /api/helplines/{code}`, cached by the browser for 5 minutes) once the page has hydrated:
 * every page names the default line before that, and without JavaScript. Only the visitors who
 * chose a country fetch anything, and only that country.
 */

const loading = new Map<string, Promise<HelplineCountry | null>>();

/** One country's lines, fetched once per page load; null for an unknown code or no answer. */
export function fetchCountry(code: string): Promise<HelplineCountry | null> {
  let answer = loading.get(code);
  if (!answer) {
    answer = fetch(`/api/helplines/${encodeURIComponent(code)}`)
      .then((response) => (response.ok ? (response.json() as Promise<HelplineCountry>) : null))
      .then((country) => (country && Array.isArray(country.services) ? country : null))
      .catch(() => null);
    // A failed fetch (offline) is tried again on the next page, not remembered.
    void answer.then((country) => {
      if (!country) loading.delete(code);
    });
    loading.set(code, answer);
  }
  return answer;
}

/**
 * The chosen country's lines once they have loaded; undefined before, without a choice, without
 * JavaScript, or when they could not be fetched (the default line shows then).
 */
export function useChosenCountry(): HelplineCountry | undefined {
  const code = useRememberedCountry();
  const [loaded, setLoaded] = useState<{ code: string; country: HelplineCountry | null }>();
  useEffect(() => {
    if (!code) return;
    let current = true;
    void fetchCountry(code).then((country) => {
      if (current) setLoaded({ code, country });
    });
    return () => {
      current = false;
    };
  }, [code]);
  return (code && loaded?.code === code && loaded.country) || undefined;
}
