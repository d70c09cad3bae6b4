import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { useRememberedCountry } from "~/lib/remembered-country";
import type { HelplineCountry } from "./types";

/*
 * The lines of the country this browser chose on /get-help, fetched from the open API
 * (`GET /api/helplines/{code}`, cached by the browser for 5 minutes) once the page has hydrated:
 * every page names the default line before that, and without JavaScript. Only the visitors who
 * chose a country fetch anything, and only that country. A country's own help page already holds
 * its lines: there they are used as they are, in the server's HTML too, and nothing is fetched,
 * so nothing on the page is painted twice (docs/decisions/040-checks-that-show-the-number.md).
 */

/** The `handle` of a route whose loader answers one country's lines as `country`. */
export const SHOWS_COUNTRY = { showsCountry: true } as const;

/** The country whose lines this page shows in full (/get-help/{code}), if it is such a page. */
function usePageCountry(): HelplineCountry | undefined {
  const match = useMatches().find(
    (entry) => (entry.handle as Partial<typeof SHOWS_COUNTRY> | undefined)?.showsCountry,
  );
  return (match?.loaderData as { country?: HelplineCountry } | undefined)?.country;
}

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
 * JavaScript, or when they could not be fetched (the default line shows then). On a country's
 * help page, that country's, from the first render (visiting it is choosing it).
 */
export function useChosenCountry(): HelplineCountry | undefined {
  const code = useRememberedCountry();
  const page = usePageCountry();
  const onPage = page && (!code || code === page.code);
  const [loaded, setLoaded] = useState<{ code: string; country: HelplineCountry | null }>();
  useEffect(() => {
    if (!code || onPage) return;
    let current = true;
    void fetchCountry(code).then((country) => {
      if (current) setLoaded({ code, country });
    });
    return () => {
      current = false;
    };
  }, [code, onPage]);
  if (onPage) return page;
  return (code && loaded?.code === code && loaded.country) || undefined;
}
