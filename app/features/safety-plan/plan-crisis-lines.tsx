import { CrisisLineList } from "~/components/layout/crisis-line-list";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import { FIND_A_HELPLINE_URL } from "~/domain/helplines/links";
import type { HelplineCountry } from "~/domain/helplines/types";

/**
 * The crisis lines printed with the plan, emergency number first: the country chosen on
 * /get-help, or, before one is chosen (and without JavaScript), the default country's (`home`,
 * from the registry), saying so.
 */
export function PlanCrisisLines({ home }: { home: HelplineCountry }) {
  const chosen = useChosenCountry();
  return (
    <div
      data-print-crisis-lines
      className="mt-2 rounded-lg bg-surface-muted p-3 text-sm print:bg-transparent print:p-0 print:text-[9pt]"
    >
      <CrisisLineList country={chosen ?? home} chosen={Boolean(chosen)} />
      <p className="mt-1">
        Other countries: {FIND_A_HELPLINE_URL.replace("https://", "")}.
        {chosen ? null : (
          <span className="print:hidden">
            {" "}
            Choose your country on Get help now to see and print its lines here.
          </span>
        )}
      </p>
    </div>
  );
}
