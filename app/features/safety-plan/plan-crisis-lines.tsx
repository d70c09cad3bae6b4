import { CrisisLineList } from "~/components/layout/crisis-line";
import { FIND_A_HELPLINE_URL } from "~/content/helplines";
import { findCountry } from "~/lib/helplines";
import { useRememberedCountry } from "~/lib/remembered-country";

/**
 * The crisis lines printed with the plan: the country chosen on /get-help, or, before one is
 * chosen (and without JavaScript), 988 for the US and Canada.
 */
export function PlanCrisisLines() {
  const code = useRememberedCountry();
  const country = code ? findCountry(code) : undefined;
  return (
    <div
      data-print-crisis-lines
      className="mt-2 rounded-lg bg-surface-muted p-3 text-sm print:bg-transparent print:p-0 print:text-[9pt]"
    >
      <CrisisLineList country={country} />
      <p className="mt-1">
        Other countries: {FIND_A_HELPLINE_URL.replace("https://", "")}.
        {country ? null : (
          <span className="print:hidden">
            {" "}
            Choose your country on Get help now to see and print its lines here.
          </span>
        )}
      </p>
    </div>
  );
}
