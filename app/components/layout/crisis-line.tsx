import { href, Link, useRouteLoaderData } from "react-router";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import {
  callHref,
  countryInSentence,
  crisisLinePlaces,
  crisisLineVerb,
  mainLine,
  type CrisisLine,
} from "~/domain/helplines/dial";

/*
 * The crisis line every page names (the bar, the footer, the notes beside text about suicide or
 * self-harm), from the registry (app/domain/helplines/): the root loader hands it to every page,
 * so it changes when the curator changes it. With JavaScript, the crisis bar and the notes show
 * the main line of a country the visitor chose on /get-help instead (`useChosenCountry`).
 */

/** The default crisis line (the registry's: the US and Canada's), or null if none is listed. */
export function useCrisisLine(): CrisisLine | null {
  const root = useRouteLoaderData("root") as { crisisLine?: CrisisLine | null } | undefined;
  return root?.crisisLine ?? null;
}

const LINK = "font-semibold text-brand underline";

/**
 * "call or text NUMBER (NAME) in the United States and Canada", from the registry; each place
 * with its own line's name when they differ (`crisisLinePlaces`).
 */
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
      {crisisLinePlaces(line)}
    </>
  );
}

/**
 * The line beside any text that mentions suicide or self-harm: the chosen country's main line
 * once this browser has one (as the crisis bar does), else the line every page names, and where
 * to find every other country's.
 */
export function CrisisNote({ className = "" }: { className?: string }) {
  const line = useCrisisLine();
  const chosen = useChosenCountry();
  const main = chosen && mainLine(chosen);
  const call = main?.methods.find((method) => method.kind === "call");
  return (
    <p className={`rounded-xl bg-surface-muted p-4 text-sm text-ink-muted ${className}`}>
      {chosen && main && call ? (
        <>
          If you are thinking about suicide or are in crisis in {countryInSentence(chosen)}, call{" "}
          <a href={callHref(call.value)} className={LINK}>
            {call.value}
          </a>{" "}
          ({main.name}). Elsewhere, find your country&rsquo;s line on{" "}
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
