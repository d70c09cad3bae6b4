import { useEffect, useState } from "react";
import type { Country } from "~/content/helplines.schema";
import { useRememberedCountry } from "~/lib/remembered-country";

/**
 * The country chosen on /get-help, once its lines have loaded; undefined before (and without
 * JavaScript), when the default line shows. The helpline data loads only for visitors who chose,
 * as the crisis bar does.
 */
export function useChosenCountry(): Country | undefined {
  const code = useRememberedCountry();
  const [loaded, setLoaded] = useState<{ code: string; country?: Country }>();
  useEffect(() => {
    if (!code) return;
    let current = true;
    void import("~/lib/helplines").then(({ findCountry }) => {
      if (current) setLoaded({ code, country: findCountry(code) });
    });
    return () => {
      current = false;
    };
  }, [code]);
  return code && loaded?.code === code ? loaded.country : undefined;
}
