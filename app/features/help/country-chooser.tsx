import { href } from "react-router";

/**
 * A plain GET form: /get-help?country=gb answers 303 to /get-help/gb, so choosing works
 * without JavaScript. Another page can send the choice to itself (`action`), keeping its own
 * query (`keep`), as /list does to print a country's lines on a handout.
 */
export function CountryChooser({
  countries,
  current,
  action = href("/get-help"),
  keep = {},
}: {
  /** Every country of the registry, by name (`countryChoices()`, from the page's loader). */
  countries: ReadonlyArray<{ code: string; name: string }>;
  current?: string;
  action?: string;
  keep?: Record<string, string>;
}) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex max-w-full flex-col gap-1">
        <label htmlFor="country" className="font-semibold">
          Your country
        </label>
        <select
          id="country"
          name="country"
          defaultValue={current ?? ""}
          className="min-h-11 max-w-full rounded-lg border border-line bg-surface px-3 text-ink"
        >
          <option value="" disabled>
            Choose a country
          </option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-surface-muted"
      >
        Show lines
      </button>
    </form>
  );
}
