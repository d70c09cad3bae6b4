import { FIND_A_HELPLINE_URL } from "~/content/helplines";
import { contactLabel, DEFAULT_LINE, findCountry } from "~/lib/helplines";
import { useRememberedCountry } from "~/lib/remembered-country";

/**
 * The crisis lines printed with the plan: the country chosen on /get-help, or, before one is
 * chosen (and without JavaScript), 988 for the US and Canada.
 */
export function PlanCrisisLines() {
  const code = useRememberedCountry();
  const country = code ? findCountry(code) : undefined;
  return (
    <div className="mt-2 rounded-lg bg-surface-muted p-3 text-sm print:bg-transparent print:p-0 print:text-[9pt]">
      {country ? (
        <>
          <p className="font-semibold">
            In danger in {country.name}: call {country.emergency.numbers.join(" or ")}.
          </p>
          <ul className="mt-1 space-y-0.5">
            {country.services.map((service) => (
              <li key={service.id}>
                {service.name}: {service.contacts.map(contactLabel).join("; ")}
                {service.hours ? ` (${service.hours})` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <span className="font-semibold">In the US and Canada:</span> call or text{" "}
          {DEFAULT_LINE.number}. In danger, call 911 or your local emergency number.
        </p>
      )}
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
