import type { HelplineCountry } from "~/domain/helplines/types";
import type { ResultProps } from "~/features/check-in/check-in-page";
import { RESULT_WORDS_ES } from "~/features/check-in/chequeo-words";
import { ResultView } from "~/features/check-in/result-view";
import { AyudaAhora, NotaDeAyuda } from "~/features/espanol/ayuda-ahora";
import { LineasParaElPlan } from "~/features/espanol/lineas";

/*
 * What /es/chequeo/phq-9 loads apart from its questions (./chequeo-phq-9.tsx): the result in
 * Spanish, and "Obtén ayuda ahora" beside item 9, with the lines that answer in Spanish first.
 * Not a route: a module of that route's, since the check-in and the Spanish lines are two
 * features.
 */

/** The result: the English page's (ResultView), its words and crisis lines in Spanish. */
export function Resultado({
  country: chosen,
  home,
  ...slot
}: ResultProps & { home: HelplineCountry }) {
  const country = chosen ?? home;
  return (
    <ResultView
      {...slot}
      words={RESULT_WORDS_ES}
      helpFirst={<AyudaAhora country={country} />}
      printLines={<LineasParaElPlan country={country} />}
    />
  );
}

export { NotaDeAyuda };
