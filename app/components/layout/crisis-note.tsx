import { href, Link, useRouteLoaderData } from "react-router";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import {
  callHref,
  countryInSentence,
  crisisLineVerb,
  mainLine,
  methodHref,
  methodLabel,
  type CrisisLine,
} from "~/domain/helplines/links";

/*
 * The crisis line every page names (the bar, the footer, the notes beside text about suicide or
 * self-harm), from the registry (app/domain/helplines/): the root loader hands it to every page,
 * so it changes when the curator changes it. With JavaScript, a country the visitor chose on
 * /get-help is shown instead (./crisis-bar.tsx, `useChosenCountry`).
 */

/** The default crisis line (the registry's: the US and Canada's), or null if none is listed. */
export function useCrisisLine(): CrisisLine | null {
  const root = useRouteLoaderData("root") as { crisisLine?: CrisisLine | null } | undefined;
  return root?.crisisLine ?? null;
}

const LINK = "font-semibold text-brand underline";

/** "call or text NUMBER (NAME) in the United States and Canada", from the registry. */
export function CrisisLinePhrase({
  line,
  className = LINK,
}: {
  line: CrisisLine;
  className?: string;
}) {
  return (
    <>
      {crisisLineVerb(line)}{" "}
      <a href={callHref(line.number)} className={className}>
        {line.number}
      </a>{" "}
      ({line.name}) in {line.where}
    </>
  );
}

/** The line beside any text that mentions suicide or self-harm: the chosen country's, or the default. */
export function CrisisNote({ className = "" }: { className?: string }) {
  const line = useCrisisLine();
  const chosen = useChosenCountry();
  const main = chosen && mainLine(chosen);
  const reach = main?.methods.find((method) => method.kind !== "chat");
  const label = reach ? methodLabel(reach) : "";
  return (
    <p className={`rounded-xl bg-surface-muted p-4 text-sm text-ink-muted ${className}`}>
      {chosen && main && reach ? (
        <>
          If you are thinking about suicide or are in crisis in {countryInSentence(chosen)}, reach{" "}
          {main.name}:{" "}
          <a href={methodHref(reach)} className={LINK}>
            {label.charAt(0).toLowerCase() + label.slice(1)}
          </a>
          . Elsewhere, find your country&rsquo;s line on{" "}
        </>
      ) : line ? (
        <>
          If you are thinking about suicide or are in crisis, <CrisisLinePhrase line={line} />, or
          find the line for your country on{" "}
        </>
      ) : (
        <>If you are thinking about suicide or are in crisis, find the line for your country on </>
      )}
      <Link to={href("/get-help")} className={LINK}>
        Get help now
      </Link>
      . In danger, call your local emergency number.
    </p>
  );
}
